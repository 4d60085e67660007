/// Resamples one crop of a photo to one cell, separably: horizontally, then vertically.
///
/// Each source row of the crop is resampled horizontally once, into a small ring of rows
/// (as many as the vertical filter's widest tap count); each output row is then a weighted
/// sum of ring rows. Scratch memory is therefore a few cell-wide rows, not a cell-sized image.
/// Transparent source pixels are laid over the empty-cell colour as they are read; because
/// that blend is linear, it equals resampling first and blending after.
struct CellResampler {
  private let photo: PhotoPixels
  private let crop: PixelRect
  private let cellSize: PixelSize
  private let horizontal: AxisWeights
  private let vertical: AxisWeights
  /// Horizontally resampled rows, 8.8 fixed point per channel.
  private var ring: [UInt16]
  /// Which crop row each ring slot holds (−1: none yet).
  private var ringRows: [Int]

  init(photo: PhotoPixels, crop: PixelRect, cellSize: PixelSize) {
    self.photo = photo
    self.crop = crop
    self.cellSize = cellSize
    horizontal = AxisWeights(source: crop.width, destination: cellSize.width)
    vertical = AxisWeights(source: crop.height, destination: cellSize.height)
    ring = [UInt16](repeating: 0, count: vertical.maxTaps * cellSize.width * 4)
    ringRows = [Int](repeating: -1, count: vertical.maxTaps)
  }

  /// Writes the resampled cell onto `canvas` with its top-left corner at `cell`'s.
  mutating func render(into canvas: Canvas, at cell: PixelRect) {
    let width = cellSize.width
    for y in 0..<cellSize.height {
      let start = Int(vertical.starts[y])
      let count = Int(vertical.counts[y])
      let offset = Int(vertical.offsets[y])
      for tap in 0..<count { ensureRowInRing(start + tap) }
      var out = ((cell.y + y) * canvas.side + cell.x) * 4
      for x in 0..<width {
        var r: UInt32 = 0
        var g: UInt32 = 0
        var b: UInt32 = 0
        for tap in 0..<count {
          let w = UInt32(vertical.weights[offset + tap])
          let i = (((start + tap) % ringRows.count) * width + x) * 4
          r += UInt32(ring[i]) * w
          g += UInt32(ring[i + 1]) * w
          b += UInt32(ring[i + 2]) * w
        }
        // 8.8 fixed point × 2^14 weights: drop 22 bits, rounding.
        canvas.pixels[out] = UInt8((r + (1 << 21)) >> 22)
        canvas.pixels[out + 1] = UInt8((g + (1 << 21)) >> 22)
        canvas.pixels[out + 2] = UInt8((b + (1 << 21)) >> 22)
        canvas.pixels[out + 3] = 255
        out += 4
      }
    }
  }

  /// Resamples crop row `row` horizontally into its ring slot unless it is already there.
  private mutating func ensureRowInRing(_ row: Int) {
    let slot = row % ringRows.count
    guard ringRows[slot] != row else { return }
    ringRows[slot] = row
    let background = RGBAColor.emptyCell
    let sourceRow = ((crop.y + row) * photo.size.width + crop.x) * 4
    var out = slot * cellSize.width * 4
    for x in 0..<cellSize.width {
      let start = Int(horizontal.starts[x])
      let offset = Int(horizontal.offsets[x])
      var r: UInt32 = 0
      var g: UInt32 = 0
      var b: UInt32 = 0
      for tap in 0..<Int(horizontal.counts[x]) {
        let w = UInt32(horizontal.weights[offset + tap])
        let i = sourceRow + (start + tap) * 4
        var pr = UInt32(photo.bytes[i])
        var pg = UInt32(photo.bytes[i + 1])
        var pb = UInt32(photo.bytes[i + 2])
        let alpha = UInt32(photo.bytes[i + 3])
        if alpha != 255 {
          pr = Self.over(pr, UInt32(background.red), alpha)
          pg = Self.over(pg, UInt32(background.green), alpha)
          pb = Self.over(pb, UInt32(background.blue), alpha)
        }
        r += pr * w
        g += pg * w
        b += pb * w
      }
      // 8-bit × 2^14 weights → 8.8 fixed point, rounding.
      ring[out] = UInt16((r + (1 << 5)) >> 6)
      ring[out + 1] = UInt16((g + (1 << 5)) >> 6)
      ring[out + 2] = UInt16((b + (1 << 5)) >> 6)
      out += 4
    }
  }

  /// `color` laid over `background` at `alpha`, rounded.
  private static func over(_ color: UInt32, _ background: UInt32, _ alpha: UInt32) -> UInt32 {
    (color * alpha + background * (255 - alpha) + 127) / 255
  }
}
