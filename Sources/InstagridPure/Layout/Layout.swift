/// A grid layout: rows of cells, each cell showing one of the four photo slots.
///
/// Layouts are data. Each row has the same height and splits its width equally among its
/// cells, so adding a layout means adding a value to `Layout.all`, not a code path.
/// Slots are the positions of a 2×2 grid (0 top-left, 1 top-right, 2 bottom-left,
/// 3 bottom-right), so a photo keeps its place when the layout changes, and a photo in a
/// slot that a layout hides comes back when another layout shows it.
public struct Layout: Equatable, Hashable, Sendable {
  /// The number shown to people (1, 2, 3), also used by the CLI and the C ABI.
  public let number: Int
  /// The slot each cell shows, row by row, left to right.
  public let rows: [[Int]]

  /// Creates a layout from rows of slot indices.
  public init(number: Int, rows: [[Int]]) {
    self.number = number
    self.rows = rows
  }

  /// How many photo slots exist, whatever the layout.
  public static let slotCount = 4

  /// One wide cell on top, two squares below.
  public static var wideTop: Layout { Layout(number: 1, rows: [[0], [2, 3]]) }
  /// Two squares on top, one wide cell below: the layout selected at launch.
  public static var wideBottom: Layout { Layout(number: 2, rows: [[0, 1], [2]]) }
  /// Two rows of two squares.
  public static var quad: Layout { Layout(number: 3, rows: [[0, 1], [2, 3]]) }

  /// Every layout, in the order the buttons show them.
  public static var all: [Layout] { [wideTop, wideBottom, quad] }
  /// The layout selected at launch.
  public static var standard: Layout { wideBottom }

  /// The layout with the given number, or `nil`.
  public static func numbered(_ number: Int) -> Layout? {
    all.first { $0.number == number }
  }

  /// The slots this layout shows, in cell order.
  public var visibleSlots: [Int] {
    var slots: [Int] = []
    for row in rows { slots.append(contentsOf: row) }
    return slots
  }

  /// How many photos the layout needs.
  public var cellCount: Int { visibleSlots.count }
}
