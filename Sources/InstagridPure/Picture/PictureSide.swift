/// The sides of the square picture that people can choose, in pixels.
public enum PictureSide {
  /// The sides offered, smallest first. 4096 is iOS Safari's canvas ceiling.
  public static let offered = [1080, 2048, 4096]
  /// The side chosen at launch.
  public static let standard = 2048
  /// The JPEG quality of the shared picture.
  public static let jpegQuality = 0.92
  /// The largest side offered: what a kept draft's photos must be able to fill.
  public static var largest: Int { offered[offered.count - 1] }
}
