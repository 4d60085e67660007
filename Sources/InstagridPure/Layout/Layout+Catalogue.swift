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
    layout(24, "Big top, six below", "000/123/456"),
    layout(25, "Big left, six right", "00123/00456"),
    layout(26, "Two, three, two", "000111/223344/555666"),
    layout(27, "Three over four", "000011112222/333444555666"),
    layout(28, "Two rows of four", "0123/4567"),
    layout(29, "Four rows of two", "01/23/45/67"),
    layout(30, "Three, two, three", "001122/333444/556677"),
    layout(31, "Two over six", "000111/223344/556677"),
    layout(32, "Three rows of three", "012/345/678"),
    layout(33, "Big top, eight below", "0000/1234/5678"),
    layout(34, "Big left, eight right", "001234/005678"),
    layout(35, "Two, three, four", "000000111111/222233334444/555666777888"),
  ]

  /// A catalogue entry; its template is checked by the catalogue's tests.
  private static func layout(_ number: Int, _ name: StaticString, _ template: StaticString) -> Layout {
    Layout(number: number, name: name, template: template)!
  }
}
