/// What lies around and between the photos: the spacing, its colour and the cells' corners.
/// Its values are set only through `init`, which keeps each within its range.
public struct Frame: Equatable, Hashable, Sendable {
  /// Margins and gutters, in thousandths of the picture's short side (`Frame.spacingRange`).
  public let spacing: Int
  /// The colour of the margins and gutters, opaque.
  public let colour: RGBAColor
  /// The cells' corner radius, in thousandths of the smallest cell side (`Frame.radiusRange`).
  public let radius: Int

  /// A frame, each value brought into its range (the colour made opaque).
  public init(spacing: Int, colour: RGBAColor, radius: Int) {
    self.spacing = min(max(spacing, Self.spacingRange.lowerBound), Self.spacingRange.upperBound)
    self.colour = RGBAColor(red: colour.red, green: colour.green, blue: colour.blue)
    self.radius = min(max(radius, Self.radiusRange.lowerBound), Self.radiusRange.upperBound)
  }

  /// The spec's frame: 5 % spacing (15/300), `#106698`, square corners.
  public static let standard = Frame(spacing: 50, colour: .frame, radius: 0)

  /// From cells meeting edge to edge to 10 % of the short side.
  public static let spacingRange = 0...100
  /// From square corners to a quarter of the smallest cell side.
  public static let radiusRange = 0...250

  /// The colours offered besides any the person picks: the spec's blue, white, black.
  public static let colourPresets: [RGBAColor] = [
    .frame, RGBAColor(red: 255, green: 255, blue: 255), RGBAColor(red: 0, green: 0, blue: 0),
  ]
}
