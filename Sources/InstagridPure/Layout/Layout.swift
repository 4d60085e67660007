/// A layout: a tree of splits (`SplitTree`) whose leaves are cells, each showing one of the
/// photo slots, and the catalogue entry it came from.
///
/// Layouts are data: a catalogue entry is written as a grid, row by row, the slot each grid unit
/// shows (`"01/22"`: two cells on top, one wide cell below), and read into its tree, so adding a
/// layout to the catalogue is adding a row of data (`Layout+Catalogue.swift`), not a code path.
/// Moving a divider changes the tree's shares, not where the layout came from. A photo keeps its
/// slot whatever the layout, and a photo in a slot that a layout hides comes back when another
/// layout shows it.
public struct Layout: Equatable, Hashable, Sendable {
  /// The number of the catalogue entry it came from (the spec's three are 1, 2, 3); 0 for a
  /// layout given by its form alone.
  public let number: Int
  /// Its name, for the catalogue, the CLI and screen readers ("Two on top, wide below"), empty
  /// for a layout given by form; a static string, so the page's module carries no string
  /// machinery for it.
  public let name: StaticString
  /// The catalogue's grid template it was read from (`"01/22"`), empty for a layout given by form.
  public let template: StaticString
  /// The layout's shape as it is now: where each cell lies, as splits.
  public private(set) var tree: SplitTree
  /// Its shape as it came (the catalogue's, or the form's): where its dividers go back to.
  public let original: SplitTree

  /// A layout from `template`: rows separated by `/`, each unit a slot's digit (`"00/23"`);
  /// `nil` unless every row is as long as the first, every unit a slot, each slot's units a
  /// rectangle, and the whole a tree of splits.
  public init?(number: Int, name: StaticString, template: StaticString) {
    var grid: [[Int]] = []
    var row: [Int] = []
    for character in UnsafeBufferPointer(start: template.utf8Start, count: template.utf8CodeUnitCount) {
      if character == UInt8(ascii: "/") {
        grid.append(row)
        row = []
      } else {
        let digit = Int(character) - Int(UInt8(ascii: "0"))
        guard digit >= 0, digit < Self.slotCount else { return nil }
        row.append(digit)
      }
    }
    grid.append(row)
    guard !grid[0].isEmpty, grid.allSatisfy({ $0.count == grid[0].count }), let tree = SplitTree(grid: grid)
    else { return nil }
    self.init(number: number, name: name, template: template, tree: tree)
    guard slotsAreDistinct else { return nil }
  }

  /// A layout of `tree`, from catalogue entry `number` (0: none) as it is, or as `original`.
  init(
    number: Int, name: StaticString, template: StaticString = "", tree: SplitTree, original: SplitTree? = nil
  ) {
    self.number = number
    self.name = name
    self.template = template
    self.tree = tree
    self.original = original ?? tree
  }

  /// The layout a form writes (see `SplitTree+Form.swift`): the catalogue entry of the same
  /// shape, with the form's shares, where there is one; `nil` unless the form is a tree of
  /// slots 0 to `slotCount − 1`.
  public init?(form: String) {
    self.init(formBytes: Array(form.utf8))
  }

  /// The layout a form's ASCII bytes write, as `init(form:)`.
  public init?(formBytes: [UInt8]) {
    guard let tree = SplitTree(formBytes: formBytes, maxSlot: Self.slotCount - 1) else { return nil }
    if let entry = Self.all.first(where: { $0.tree.hasShape(of: tree) }) {
      self.init(
        number: entry.number, name: entry.name, template: entry.template, tree: tree, original: entry.original
      )
    } else {
      self.init(number: 0, name: "", tree: tree)
    }
  }

  /// How many photo slots exist, whatever the layout.
  public static let slotCount = 9

  /// The layout with the given number, or `nil`.
  public static func numbered(_ number: Int) -> Layout? {
    all.first { $0.number == number }
  }

  /// The layout with the given name (ASCII letters in any case), or `nil`.
  public static func named(_ name: String) -> Layout? {
    func folded(_ bytes: some Sequence<UInt8>) -> [UInt8] {
      bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
    }
    return all.first { folded($0.nameBytes) == folded(name.utf8) }
  }

  /// Its name's UTF-8 bytes.
  public var nameBytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
  }

  /// Its textual form: the tree with its shares (`(0|1)/2`).
  public var form: String { tree.form }

  /// Whether its dividers are where its layout puts them.
  public var isOriginal: Bool { tree == original }

  /// The same layout with `tree`'s shares (of the same shape).
  func reshaped(_ tree: SplitTree) -> Layout {
    Layout(number: number, name: name, template: template, tree: tree, original: original)
  }

  /// The slots this layout shows, in cell order: reading order of their cells' top-left corners.
  public var visibleSlots: [Int] { cellAreas.map { $0.slot } }

  /// How many photos the layout needs.
  public var cellCount: Int { cellAreas.count }

  /// Where each cell lies in the tree, in cell order (top to bottom, then left to right).
  public var cellAreas: [SplitArea] {
    var areas = tree.areas
    // At most nine cells: an insertion sort, in place.
    for index in areas.indices {
      var at = index
      while at > 0, areas[at].isBefore(areas[at - 1]) {
        areas.swapAt(at, at - 1)
        at -= 1
      }
    }
    return areas
  }

  /// Layouts are the same when their numbers and trees are: the name goes with the number (and
  /// comparing strings would pull Unicode tables into the page's module).
  public static func == (lhs: Layout, rhs: Layout) -> Bool {
    lhs.number == rhs.number && lhs.tree == rhs.tree && lhs.original == rhs.original
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(number)
    hasher.combine(tree)
    hasher.combine(original)
  }

  /// Whether no slot shows in two cells.
  private var slotsAreDistinct: Bool {
    let slots = tree.slots
    return slots.indices.allSatisfy { index in !slots[..<index].contains(slots[index]) }
  }
}
