/// The picture formats a photo file can be recognised as from its first bytes.
public enum PhotoFormat: Equatable, Hashable, Sendable, CaseIterable {
  case jpeg, png, gif, webp, bmp, heic, avif

  /// Whether a browser may lack a decoder for it (HEIC outside Safari, AVIF in old engines):
  /// a failed decode of such a file is named as the format, not as a damaged photo.
  public var isOftenUnsupported: Bool {
    switch self {
    case .heic, .avif: true
    case .jpeg, .png, .gif, .webp, .bmp: false
    }
  }
}
