/// An 8-bit-per-channel colour with straight (not premultiplied) alpha.
public struct RGBAColor: Equatable, Hashable, Sendable {
  /// Red channel.
  public var red: UInt8
  /// Green channel.
  public var green: UInt8
  /// Blue channel.
  public var blue: UInt8
  /// Alpha channel; 255 is opaque.
  public var alpha: UInt8

  /// Creates a colour; alpha defaults to opaque.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The opaque colour `0xRRGGBB` (bits above the 24 are ignored).
  public init(rgb: Int) {
    self.init(
      red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
      blue: UInt8(truncatingIfNeeded: rgb))
  }

  /// The colour as `0xRRGGBB`, alpha aside.
  public var rgb: Int { Int(red) << 16 | Int(green) << 8 | Int(blue) }

  /// The grid frame, `#106698`.
  public static var frame: RGBAColor { RGBAColor(red: 0x10, green: 0x66, blue: 0x98) }
  /// An empty cell, `#F0F0F0`.
  public static var emptyCell: RGBAColor { RGBAColor(red: 0xF0, green: 0xF0, blue: 0xF0) }
  /// What a photo's transparent pixels are laid over unless the frame says otherwise: the
  /// spec's frame colour, so that a mostly transparent photo never looks like an empty cell.
  public static var photoBackdrop: RGBAColor { frame }
}
