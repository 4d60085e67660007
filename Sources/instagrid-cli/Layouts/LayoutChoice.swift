import InstagridPure

/// The layout a command was given: by number, name or form (`--layout`), with its dividers
/// moved (`--divider N=F`, in the order given), checked against the picture once it is known.
struct LayoutChoice {
  /// The layout as given, dividers where it puts them.
  var layout = Layout.standard
  /// Whether it was given by its form (so it has no number to show).
  var byForm = false
  /// Whether it is to be made for the photos (`--layout fit`): `layout` is set once their
  /// sizes are known.
  var isFit = false
  /// Each `--divider`: its number (from 1, as `layouts` lists them) and where it goes, in
  /// `SplitTree.whole`ths of its span, with the text given (for the error).
  var moves: [(divider: Int, position: Int, text: String)] = []

  /// `--layout`: a catalogue number, a name, a form (`(0|1)/2`, `2:0|3:1`), or `fit`.
  mutating func choose(_ text: String) throws(CLIError) {
    isFit = text == "fit"
    if isFit {
      byForm = true
    } else if let layout = Int(text).flatMap(Layout.numbered) ?? Layout.named(text) {
      (self.layout, byForm) = (layout, false)
    } else if let layout = Layout(form: text) {
      (self.layout, byForm) = (layout, true)
    } else {
      throw .usage(
        "--layout takes a number from 1 to \(Layout.all.count), a name, a form like (0|1)/2 "
          + "(see: instagrid layouts) or fit, not '\(Escaped.text(text))'")
    }
  }

  /// `--divider N=F`: divider N (from 1) at fraction F (0–1) of its span.
  mutating func move(_ text: String) throws(CLIError) {
    let parts = text.split(separator: "=", omittingEmptySubsequences: false)
    guard parts.count == 2, let divider = Int(parts[0]), divider >= 1, let fraction = Double(parts[1]),
      fraction > 0, fraction < 1
    else {
      throw .usage(
        "--divider takes N=F, a divider's number (from 1, see: instagrid layouts) and a fraction of its "
          + "span between 0 and 1, like 1=0.4, not '\(Escaped.text(text))'")
    }
    moves.append((divider, Int((fraction * Double(SplitTree.whole)).rounded()), text))
  }

  /// The layout with every divider moved, each within its limits on `picture`.
  func layout(on picture: Picture) throws(CLIError) -> Layout {
    var layout = self.layout
    for move in moves {
      let dividers = picture.dividers(of: layout)
      guard move.divider <= dividers.count else {
        throw .usage(
          "--divider \(Escaped.text(move.text)): this layout has \(dividers.count) divider"
            + "\(dividers.count == 1 ? "" : "s")")
      }
      let divider = dividers[move.divider - 1]
      guard (divider.lowest...divider.highest).contains(move.position),
        let moved = layout.movingDivider(divider.index, to: move.position)
      else {
        throw .usage(
          "--divider \(Escaped.text(move.text)): divider \(move.divider) goes from \(fraction(divider.lowest)) "
            + "to \(fraction(divider.highest)) on this picture (no cell under an eighth of its short side)")
      }
      layout = moved
    }
    return layout
  }
}

/// A position of `SplitTree.whole`ths as a decimal fraction, at most four places (`0.5`, `0.3333`).
func fraction(_ position: Int) -> String {
  decimal(tenThousandths: (position * 10_000 + SplitTree.whole / 2) / SplitTree.whole)
}

/// A count of ten-thousandths (not negative) as a decimal, at most four places (`0.5`, `1`).
func decimal(tenThousandths: Int) -> String {
  guard tenThousandths % 10_000 != 0 else { return String(tenThousandths / 10_000) }
  var digits = String(tenThousandths % 10_000)
  digits = String(repeating: "0", count: 4 - digits.count) + digits
  while digits.hasSuffix("0") { digits.removeLast() }
  return "\(tenThousandths / 10_000).\(digits)"
}
