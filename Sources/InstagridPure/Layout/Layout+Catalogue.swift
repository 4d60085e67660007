extension Layout {
  /// One wide cell on top, two squares below (the spec's Layout 1).
  public static let wideTop = layout(1, "Wide on top, two below", "00/23")
  /// Two squares on top, one wide cell below: the layout selected at launch (the spec's Layout 2).
  public static let wideBottom = layout(2, "Two on top, wide below", "01/22")
  /// Two rows of two squares (the spec's Layout 3).
  public static let quad = layout(3, "Four squares", "01/23")

  /// The layout selected at launch.
  public static let standard = wideBottom

  /// The catalogue: the spec's three first (the buttons), then by number of photos. Each row is
  /// a number, a name and a grid (see `init(number:name:template:)`).
  public static let all: [Layout] = [
    wideTop, wideBottom, quad,
    layout(4, "Side by side", "01"),
    layout(5, "One above the other", "0/1"),
    layout(6, "Big left, small right", "001"),
    layout(7, "Big top, small below", "0/0/1"),
    layout(8, "Three columns", "012"),
    layout(9, "Three rows", "0/1/2"),
    layout(10, "Big left, two right", "01/02"),
    layout(11, "Two left, big right", "01/21"),
    layout(12, "Four columns", "0123"),
    layout(13, "Four rows", "0/1/2/3"),
    layout(14, "Big top, three below", "000/123"),
    layout(15, "Big left, three right", "01/02/03"),
    layout(16, "Two over three", "000111/223344"),
    layout(17, "Three over two", "001122/333444"),
    layout(18, "Big left, four right", "012/034"),
    layout(19, "Big top, four below", "0000/1234"),
    layout(20, "Two rows of three", "012/345"),
    layout(21, "Three rows of two", "01/23/45"),
    layout(22, "Big corner, five around", "001/002/345"),
    layout(23, "Big top, five below", "00000/12345"),
  ]

  /// A catalogue entry; its template is checked by the catalogue's tests.
  private static func layout(_ number: Int, _ name: StaticString, _ template: StaticString) -> Layout {
    Layout(number: number, name: name, template: template)!
  }
}
