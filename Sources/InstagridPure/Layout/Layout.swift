/// A layout: a tree of splits (`SplitTree`) whose leaves are cells, each showing one of the
/// photo slots.
///
/// Layouts are data: a catalogue entry is written as a grid, row by row, the slot each grid unit
/// shows (`"01/22"`: two cells on top, one wide cell below), and read into its tree, so adding a
/// layout to the catalogue is adding a row of data (`Layout+Catalogue.swift`), not a code path.
/// A slot's units form one rectangle, its cell. A photo keeps its slot whatever the layout, and
/// a photo in a slot that a layout hides comes back when another layout shows it.
public struct Layout: Equatable, Hashable, Sendable {
  /// The number people and the CLI know it by: the spec's three are 1, 2, 3.
  public let number: Int
  /// Its name, for the catalogue, the CLI and screen readers ("Two on top, wide below"); a
  /// static string, so the page's module carries no string machinery for it.
  public let name: StaticString
  /// The grid, row by row: the slot each unit shows.
  public let grid: [[Int]]
  /// The layout's shape: where each cell lies, as splits.
  public let tree: SplitTree

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
    guard !grid[0].isEmpty, grid.allSatisfy({ $0.count == grid[0].count }) else { return nil }
    guard let tree = SplitTree(grid: grid) else { return nil }
    self.number = number
    self.name = name
    self.grid = grid
    self.tree = tree
    guard areas.allSatisfy(isSolid) else { return nil }
  }

  /// How many photo slots exist, whatever the layout.
  public static let slotCount = 6

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

  /// The grid's columns.
  public var columns: Int { grid[0].count }

  /// Where each shown slot's cell lies on the grid, in cell order.
  public var areas: [GridArea] {
    var areas: [GridArea] = []
    for (row, units) in grid.enumerated() {
      for (column, slot) in units.enumerated() where !areas.contains(where: { $0.slot == slot }) {
        var columnEnd = column + 1
        while columnEnd < units.count, units[columnEnd] == slot { columnEnd += 1 }
        var rowEnd = row + 1
        while rowEnd < grid.count, grid[rowEnd][column] == slot { rowEnd += 1 }
        areas.append(GridArea(slot: slot, columns: column..<columnEnd, rows: row..<rowEnd))
      }
    }
    return areas
  }

  /// Layouts are the same when their numbers and grids are: the name goes with them (and
  /// comparing strings would pull Unicode tables into the page's module).
  public static func == (lhs: Layout, rhs: Layout) -> Bool {
    lhs.number == rhs.number && lhs.grid == rhs.grid
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(number)
    hasher.combine(grid)
  }

  /// Whether `area` is its slot's every unit, and only its slot's.
  private func isSolid(_ area: GridArea) -> Bool {
    for (row, units) in grid.enumerated() {
      for (column, slot) in units.enumerated() {
        let inside = area.rows.contains(row) && area.columns.contains(column)
        if inside != (slot == area.slot) { return false }
      }
    }
    return true
  }
}

/// Where a slot's cell lies on its layout's grid, in grid units.
public struct GridArea: Equatable, Hashable, Sendable {
  /// The slot the cell shows.
  public var slot: Int
  /// The grid columns it spans.
  public var columns: Range<Int>
  /// The grid rows it spans.
  public var rows: Range<Int>
}
