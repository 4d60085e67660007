import InstagridPure

/// A benchmark workload: photos of given sizes composed at a side.
struct Workload {
  var name: String
  var layout: Layout
  var side: Int
  var photoSizes: [PixelSize]

  static var all: [Workload] {
    let landscape = PixelSize(width: 4032, height: 3024)
    let portrait = PixelSize(width: 3024, height: 4032)
    return [
      Workload(
        name: "W1", layout: .quad, side: 2048, photoSizes: [portrait, landscape, portrait, landscape]),
      Workload(name: "W2", layout: .wideBottom, side: 2048, photoSizes: [landscape, landscape, landscape]),
      Workload(
        name: "W3", layout: .quad, side: 1080,
        photoSizes: Array(repeating: PixelSize(width: 1080, height: 1350), count: 4)),
      Workload(
        name: "W4", layout: .quad, side: 4096,
        photoSizes: [
          PixelSize(width: 8064, height: 6048), PixelSize(width: 6048, height: 8064),
          PixelSize(width: 8064, height: 6048), PixelSize(width: 6048, height: 8064),
        ]),
    ]
  }

  static func named(_ name: String) -> Workload? { all.first { $0.name == name } }

  /// The raw RGBA file of photo `index`.
  func inputPath(_ index: Int, in folder: String) -> String {
    let size = photoSizes[index]
    return "\(folder)/\(name)-\(index)-\(size.width)x\(size.height).rgba"
  }
}
