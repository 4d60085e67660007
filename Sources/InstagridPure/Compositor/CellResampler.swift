/// Resamples one crop of a photo to one cell, separably: vertically, then horizontally.
///
/// For each output row, the source rows under it are summed with their vertical weights into
/// one intermediate row as wide as the crop (contiguous bytes, so it runs sixteen samples at a
/// time); that row is then resampled horizontally into the cell. Going vertical first leaves
/// the gather-shaped horizontal work to the few output rows instead of every source row, and
/// the only scratch is one crop-wide row.
///
/// A photo shown turned (`PhotoOrientation`) is resampled with the same weights and the same
/// sums as its turned copy would be, so the bytes are the same, but read where its pixels lie.
/// A mirror reads the intermediate row backwards, or the taps' rows bottom up. A quarter turn
/// makes the shown rows stored columns: `renderAcross` then walks the stored rows in order, a
/// block of output rows at a time, and writes the cell a column at a time.
///
/// The arithmetic is fixed point: 8-bit samples × 14-bit weights give 8.8 intermediate values,
/// and 8.8 × 14-bit weights fit in 32 bits. Swift's SIMD types become SIMD128 on wasm (plain
/// loops are not auto-vectorised there). Alpha rides along as a fourth channel: opaque rows
/// give 255, and rows with transparency are first laid over the backdrop (the frame's colour).
struct CellResampler {
  let photo: PhotoPixels
  /// The stored pixels read, in the photo's own coordinates.
  let source: PixelRect
  let orientation: PhotoOrientation
  let cellSize: PixelSize
  let backdrop: RGBAColor
  let horizontal: AxisWeights
  let vertical: AxisWeights
  /// One output row resampled vertically: `source.width × 4` samples, 8.8 fixed point (unused
  /// when the axes swap).
  private var intermediate: [UInt16]
  /// Source rows with their transparency flattened, one per vertical tap (used rarely).
  private var flattened: [UInt8] = []

  /// Reads `source` (inside `photo`) shown turned by `orientation`, for a cell of `cellSize`.
  init(
    photo: PhotoPixels, source: PixelRect, orientation: PhotoOrientation, cellSize: PixelSize,
    backdrop: RGBAColor
  ) {
    self.photo = photo
    self.backdrop = backdrop
    self.source = source
    self.orientation = orientation
    self.cellSize = cellSize
    let shown = orientation.shownSize(of: source.size)
    horizontal = AxisWeights(source: shown.width, destination: cellSize.width)
    vertical = AxisWeights(source: shown.height, destination: cellSize.height)
    intermediate = [UInt16](repeating: 0, count: orientation.swapsAxes ? 0 : source.width * 4)
  }

  /// Writes the resampled cell onto `canvas` with its top-left corner at `cell`'s: the rows of
  /// it the canvas holds.
  ///
  /// Opacity is checked in the same pass that sums the rows (an AND of every byte loaded); an
  /// output row whose source rows have any transparency is summed again from flattened copies.
  mutating func render(into canvas: Canvas, at cell: PixelRect) {
    let shown =
      max(0, canvas.rows.lowerBound - cell.y)..<min(cellSize.height, canvas.rows.upperBound - cell.y)
    guard !orientation.swapsAxes else { return renderAcross(shown, into: canvas, at: cell) }
    var rows: [UnsafePointer<UInt8>] = []
    var weights: [UInt32] = []
    rows.reserveCapacity(vertical.maxTaps)
    weights.reserveCapacity(vertical.maxTaps)
    let length = source.width * 4
    for y in shown {
      rows.removeAll(keepingCapacity: true)
      weights.removeAll(keepingCapacity: true)
      let start = Int(vertical.starts[y])
      let offset = Int(vertical.offsets[y])
      for tap in 0..<Int(vertical.counts[y]) {
        // Mirrored top to bottom: the shown rows are the stored ones from the bottom up.
        let row = orientation.flipsStoredY ? source.maxY - 1 - (start + tap) : source.y + start + tap
        rows.append(photo.bytes.baseAddress! + (row * photo.size.width + source.x) * 4)
        weights.append(UInt32(bitPattern: vertical.weights[offset + tap]))
      }
      let opaque = intermediate.withUnsafeMutableBufferPointer {
        Self.sumRows(rows, weights, length: length, into: $0.baseAddress!)
      }
      if !opaque {
        flattenRows(&rows, length: length)
        _ = intermediate.withUnsafeMutableBufferPointer {
          Self.sumRows(rows, weights, length: length, into: $0.baseAddress!)
        }
      }
      resampleRow(into: canvas.pixel(cell.x, cell.y + y))
    }
  }

  /// Replaces each row by a copy laid over the photo backdrop, in scratch slot `tap`.
  private mutating func flattenRows(_ rows: inout [UnsafePointer<UInt8>], length: Int) {
    // Sized once for every tap: growing it later would move the rows already handed out.
    if flattened.isEmpty { flattened = [UInt8](repeating: 0, count: vertical.maxTaps * length) }
    flattened.withUnsafeMutableBufferPointer { scratch in
      for tap in rows.indices {
        let target = scratch.baseAddress! + tap * length
        Self.flatten(rows[tap], over: backdrop, into: target, count: length)
        rows[tap] = UnsafePointer(target)
      }
    }
  }

  /// `out[i] = round(Σ weight·row[i] / 2⁶)` over `length` bytes (8-bit → 8.8), sixteen at a time;
  /// returns whether every row with a weight had alpha 255 throughout.
  ///
  /// Opacity costs no extra pass: weights add up to exactly `one`, so an alpha sum equals
  /// 255·`one` exactly when every weighted alpha is 255, and it is never more. The AND of all
  /// alpha sums equals that value only if each of them does (an AND is at most each operand).
  private static func sumRows(
    _ rows: [UnsafePointer<UInt8>], _ weights: [UInt32], length: Int, into out: UnsafeMutablePointer<UInt16>
  ) -> Bool {
    let rounding: UInt32 = 1 << 5
    let opaqueSum = 255 * UInt32(AxisWeights.one) + rounding
    let half = SIMD16<UInt32>(repeating: rounding)
    var sums = SIMD16<UInt32>(repeating: .max)
    var i = 0
    while i + 16 <= length {
      var sum = half
      for (row, weight) in zip(rows, weights) {
        let samples = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self)
        sum &+= SIMD16<UInt32>(truncatingIfNeeded: samples) &* weight
      }
      sums &= sum
      UnsafeMutableRawPointer(out + i).storeBytes(
        of: SIMD16<UInt16>(truncatingIfNeeded: sum &>> 6), as: SIMD16<UInt16>.self)
      i += 16
    }
    var alpha = sums[3] & sums[7] & sums[11] & sums[15]
    while i < length {  // the last few pixels of a row
      var sum = rounding
      for (row, weight) in zip(rows, weights) { sum &+= UInt32(row[i]) &* weight }
      if i & 3 == 3 { alpha &= sum }
      out[i] = UInt16(truncatingIfNeeded: sum >> 6)
      i += 1
    }
    return alpha == opaqueSum
  }

  /// Resamples the intermediate row horizontally into one output row of the cell.
  private func resampleRow(into out: UnsafeMutablePointer<UInt8>) {
    // Mirrored left to right: the shown row is the intermediate row read from its end.
    let backwards = orientation.flipsStoredX
    let step = backwards ? -8 : 8
    intermediate.withUnsafeBufferPointer { samples in
      horizontal.starts.withUnsafeBufferPointer { starts in
        horizontal.counts.withUnsafeBufferPointer { counts in
          horizontal.offsets.withUnsafeBufferPointer { offsets in
            horizontal.weights.withUnsafeBufferPointer { weights in
              let base = UnsafeRawPointer(samples.baseAddress!)
              for x in 0..<cellSize.width {
                var pixel = base + (backwards ? source.width - 1 - Int(starts[x]) : Int(starts[x])) * 8
                var weight = weights.baseAddress! + Int(offsets[x])
                var sum = SIMD4<UInt32>(repeating: 1 << 21)
                for _ in 0..<counts[x] {
                  let value = SIMD4<UInt32>(truncatingIfNeeded: pixel.loadUnaligned(as: SIMD4<UInt16>.self))
                  sum &+= value &* UInt32(bitPattern: weight.pointee)
                  pixel += step
                  weight += 1
                }
                // 8.8 × 2^14 weights: drop 22 bits, rounded.
                UnsafeMutableRawPointer(out + x * 4).storeBytes(
                  of: SIMD4<UInt8>(truncatingIfNeeded: sum &>> 22), as: SIMD4<UInt8>.self)
              }
            }
          }
        }
      }
    }
  }
}
