import Foundation
import InstagridPure
import PhoneShapes

// `instagrid-bench fit SETS`: layouts made for the photos against the catalogue's best fixed
// grid filled in reading order, on SETS seeded sets of phone photos per count and format; and
// the search's time for nine photos. `instagrid-bench fit-sets FILE` writes the nine-photo sets
// timed here, for the module's builds to time the same ones (Benchmarks/fit-node.mjs in Node,
// Benchmarks/wasm-chromium.py in Chromium).

/// The formats the goals are set for.
let fitFormats = [PictureFormat.square, .portrait, .story]

/// The cut shares of one layout: the mean and the worst photo's.
struct CutFigures {
  var mean: Double
  var worst: Double

  init(kept: [Double]) {
    mean = 1 - kept.reduce(0, +) / Double(kept.count)
    worst = 1 - (kept.min() ?? 0)
  }
}

/// The catalogue's layouts for `photos.count` photos, photos in cell order: the one that
/// cuts least on average.
func bestFixedGrid(_ photos: [PixelSize], on picture: Picture) -> CutFigures? {
  var best: CutFigures?
  for layout in Layout.all where layout.cellCount == photos.count {
    let kept = zip(picture.cells(of: layout), photos).map { PhotoFit.kept(photo: $1, cell: $0.rect.size) }
    let figures = CutFigures(kept: kept)
    if best == nil || figures.mean < best!.mean { best = figures }
  }
  return best
}

/// The nine-photo sets the search is timed on: seeded phone photos in each format, and one
/// set of nine different shapes (no two photos interchangeable: the search's worst case).
func nineSets(_ count: Int) -> [(photos: [PixelSize], format: PictureFormat)] {
  var sets: [(photos: [PixelSize], format: PictureFormat)] = []
  for format in fitFormats {
    var shapes = PhoneShapes(seed: PhoneShapes.seed(count: 9, format: format) + 7)
    for _ in 0..<count { sets.append((shapes.photos(9), format)) }
  }
  let distinct = (0..<9).map { PixelSize(width: 3000 + 250 * $0, height: 4000 - 200 * $0) }
  for format in fitFormats { sets.append((distinct, format)) }
  return sets
}

func fit(sets: Int) {
  var rows: [[String: Any]] = []
  for count in PhotoFit.photoCounts {
    for format in fitFormats {
      let picture = Picture(format: format, shortSide: 2048)
      var shapes = PhoneShapes(seed: PhoneShapes.seed(count: count, format: format))
      var (fitted, fixed): ([CutFigures], [CutFigures]) = ([], [])
      for _ in 0..<sets {
        let photos = shapes.photos(count)
        guard let best = PhotoFit.layouts(for: photos, on: picture, count: 1).first,
          let grid = bestFixedGrid(photos, on: picture)
        else { fail("no layout for \(photos) in \(format.ratioText)") }
        fitted.append(CutFigures(kept: best.kept))
        fixed.append(grid)
      }
      func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }
      rows.append([
        "count": count, "format": format.ratioText, "sets": sets,
        "fit_mean": mean(fitted.map(\.mean)), "fit_worst": mean(fitted.map(\.worst)),
        "fit_worst_max": fitted.map(\.worst).max() ?? 0,
        "grid_mean": mean(fixed.map(\.mean)), "grid_worst": mean(fixed.map(\.worst)),
        "grid_worst_max": fixed.map(\.worst).max() ?? 0,
      ])
    }
  }
  // Nine photos, timed: each set's search once as a warm-up, then the median of five.
  var times: [Double] = []
  var worstCase: [Double] = []
  for (index, set) in nineSets(20).enumerated() {
    let picture = Picture(format: set.format, shortSide: 2048)
    let time = medianTime(5) { _ = PhotoFit.layouts(for: set.photos, on: picture) }
    if index >= 60 { worstCase.append(time) } else { times.append(time) }
  }
  times.sort()
  let result: [String: Any] = [
    "rows": rows, "nine_median_ms": times[times.count / 2], "nine_max_ms": times.last ?? 0,
    "nine_distinct_ms": worstCase.max() ?? 0,
  ]
  print(
    String(decoding: try! JSONSerialization.data(withJSONObject: result, options: .sortedKeys), as: UTF8.self)
  )
}

/// Writes the nine-photo sets as JSON: `[{"format": code, "sizes": [[w, h], …]}, …]`.
func fitSets(to path: String) {
  let sets = nineSets(20).map { set -> [String: Any] in
    [
      "format": PictureFormat.all.firstIndex(of: set.format) ?? 0,
      "sizes": set.photos.map { [$0.width, $0.height] },
    ]
  }
  let json = try! JSONSerialization.data(withJSONObject: sets, options: .sortedKeys)
  _ = FileManager.default.createFile(atPath: path, contents: json)
}
