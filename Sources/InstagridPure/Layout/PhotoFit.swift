/// Layouts made for a set of photos: trees of splits shaped so that as little as possible of
/// each photo is cut away.
///
/// **What it aims for.** A photo fills its cell (a centred aspect-fill crop), so a cell of
/// another shape than its photo cuts part of it away: the photo keeps `cell aspect / photo
/// aspect` of its area, or the inverse, whichever is under 1 (`kept(photo:cell:)`). A layout is
/// scored by the mean share cut away plus a part of the worst photo's (a quarter for two or
/// three photos, half from four): the mean is what the sheet says ("keeps 97 %"), and the
/// worst term keeps one photo from paying for all the others.
/// Within the picture's format and frame: every gutter and margin is the frame's spacing, no
/// cell is narrower or lower than an eighth of the picture's short side (the dividers' own
/// limit, `Picture.smallestCellSide`), and no photo's cell has less than half an equal share of
/// the cells' area (`n` photos: `1 / 2n` of it).
///
/// **How it searches** (`PhotoFit+Shapes.swift`, then `PhotoFit+Refine.swift`):
/// 1. *Shapes of groups.* For every group of the photos (a subset), trees in which every cell
///    has exactly its photo's shape. Such a tree's width is an affine function of its height
///    (`FitShape`): two groups side by side add their widths at one height, one above the
///    other add their heights at one width, and the gutters are in the constant terms, so the
///    algebra is exact with spacing. Of a group's trees, one per band of overall shape is kept
///    (the one whose smallest cell is largest), and only shapes a group of its size can take
///    in the picture.
/// 2. *The whole set.* Every split of all the photos in two, each half in each of its kept
///    shapes, side by side or stacked, is fitted to the picture by one factor on every
///    photo's shape (in closed form) and ranked by what that factor cuts and by how far its
///    smallest cell falls under the size floor; the best 256 are laid out and scored.
/// 3. *Split positions.* The most promising (half by that rank, half by that score; 64 trees,
///    32 for eight or nine photos) are refined: each photo's cell shape is moved away from
///    its photo's by a factor of its own (a pattern search, halving its steps), the tree is
///    fitted again, and the score, with the floor and the smallest side as penalties, decides.
///    A quick refinement ranks them; a fine one finishes the best eight.
/// 4. The trees are written as `SplitTree`s (parts of one kind merged, each split's parts in
///    the order of their first photo, photos of one shape in reading order), layouts that
///    differ only in the order of parts or in which of two same-shaped photos goes where are
///    dropped, and the photos' kept fractions are measured on the picture's pixel cells.
///
/// **Bounds and cost.** It works in doubles on the picture's proportions (short side 1), not
/// its pixels, so a layout does not change with the picture's side, and in IEEE arithmetic
/// alone (no library functions), so every build gives the same layouts. The time goes on
/// combining groups, about `3ⁿ / 2` splits each pairing the halves' kept shapes (at most
/// 24 each, 8 for eight photos, 6 for nine), then on a few thousand scorings of a tree of at
/// most 17 nodes: nine photos take about 5 ms natively (`make bench` measures every build).
public enum PhotoFit {
  /// How many photos a layout can be made for.
  public static let photoCounts = 2...Layout.slotCount
  /// How many layouts the sheet offers, best first.
  public static let bestCount = 3

  /// The best few layouts (at most `count`, best first) for `photos` (their pixel sizes) on
  /// `picture`: photo `i` shows in slot `slots[i]` (by default `i`). None unless there are 2 to
  /// 9 photos, each of a positive size, in distinct slots.
  public static func layouts(
    for photos: [PixelSize], slots: [Int]? = nil, on picture: Picture, count: Int = bestCount
  ) -> [FittedLayout] {
    let slots = slots ?? Array(photos.indices)
    guard photoCounts.contains(photos.count), slots.count == photos.count, count > 0 else { return [] }
    for (index, photo) in photos.enumerated() {
      let slot = slots[index]
      guard photo.width > 0, photo.height > 0, slot >= 0, slot < Layout.slotCount,
        !slots[..<index].contains(slot)
      else { return [] }
    }
    let problem = FitProblem(photos: photos, picture: picture)
    return problem.refinedTrees(wanted: count).prefix(count).map { tree in
      let layout = Layout(number: 0, name: "", tree: tree.splitTree(slots: slots, problem: problem))
      return FittedLayout(layout: layout, photos: photos, slots: slots, picture: picture)
    }
  }

  /// The fraction of `photo`'s area its centred aspect-fill crop shows in a cell of `cell`:
  /// the cell's aspect over the photo's, or the inverse, whichever is at most 1.
  public static func kept(photo: PixelSize, cell: PixelSize) -> Double {
    guard photo.width > 0, photo.height > 0, cell.width > 0, cell.height > 0 else { return 0 }
    let photoWide = Double(photo.width) * Double(cell.height)
    let cellWide = Double(cell.width) * Double(photo.height)
    return min(photoWide, cellWide) / max(photoWide, cellWide)
  }
}

/// A layout made for a set of photos, and how much of each photo it keeps on its picture.
public struct FittedLayout: Sendable {
  /// The layout: photo `i`'s slot in each cell (number 0: made, not from the catalogue).
  public var layout: Layout
  /// For each photo, in the order given, the fraction of its area its cell shows.
  public var kept: [Double]

  /// The mean fraction kept: what the sheet says ("keeps 97 %").
  public var meanKept: Double { kept.reduce(0, +) / Double(max(kept.count, 1)) }
  /// The fraction kept of the photo that loses most.
  public var worstKept: Double { kept.reduce(1) { min($0, $1) } }

  /// `layout` with each photo's kept fraction measured on `picture`'s cells.
  init(layout: Layout, photos: [PixelSize], slots: [Int], picture: Picture) {
    self.layout = layout
    let cells = picture.cells(of: layout)
    kept = zip(photos, slots).map { photo, slot in
      guard let cell = cells.first(where: { $0.slot == slot }) else { return 0 }
      return PhotoFit.kept(photo: photo, cell: cell.rect.size)
    }
  }
}
