@testable import InstagridPure

/// A catalogue layout's grid template read the plain way, units and tracks, so the tests can
/// hold the trees to the grids they came from.
extension Layout {
  /// The grid its template writes, row by row: the slot each unit shows.
  var grid: [[Int]] {
    "\(template)".split(separator: "/").map { $0.map { Int(String($0))! } }
  }

  /// The grid's columns.
  var columns: Int { grid[0].count }

  /// Where each shown slot's cell lies on the grid, in cell order.
  var areas: [GridArea] {
    var areas: [GridArea] = []
    for (row, units) in grid.enumerated() {
      for (column, slot) in units.enumerated() where !areas.contains(where: { $0.slot == slot }) {
        let columns = units.indices.filter { units[$0] == slot }
        let rows = grid.indices.filter { grid[$0][column] == slot }
        areas.append(
          GridArea(
            slot: slot, columns: columns.first!..<columns.last! + 1, rows: rows.first!..<rows.last! + 1))
      }
    }
    return areas
  }
}

/// Where a slot's cell lies on its layout's grid, in grid units.
struct GridArea: Equatable {
  var slot: Int
  var columns: Range<Int>
  var rows: Range<Int>
}
