// A quarter turn: the shown rows are stored columns.

extension CellResampler {
  /// How many output rows a quarter-turned photo is resampled in at once: each stored row is
  /// then read once a block, a run of several KB (fewer, longer runs: fewer pages walked, longer
  /// streams to prefetch), for a ring of about 100 KB. Measured on W1 and W4 (turned ÷ upright):
  /// 128 rows 1.16 and 1.30, 512 1.11 and 1.15, 1024 1.07 and 1.13, 2048 no better.
  static let acrossBlock = 1024
  /// How many output columns of a block are made before they are written to the canvas.
  static let tileColumns = 16
  #if INSTAGRID_SCALAR
    /// How many stored rows a quarter-turned photo's vertical sums take at once: one, in the
    /// module without SIMD, where eight would only unroll the code (the same sums either way).
    static let acrossRows = 1
  #else
    /// How many stored rows a quarter-turned photo's vertical sums take at once: eight sums in
    /// SIMD registers, each tap's eight pixels loaded at once (four were slower).
    static let acrossRows = 8
  #endif

  /// Writes the cell's rows `shown` of a photo whose axes swap: its shown rows are stored
  /// columns, and its shown columns stored rows.
  ///
  /// For a block of output rows, the stored rows are walked in order, eight at a time. From
  /// each, the pixels under the block give every output row of the block its vertical sum at
  /// that stored row: an intermediate value, exactly as in the shown row's intermediate row.
  /// The last few stored rows' values are kept in a ring, and as soon as an output column's
  /// taps are all in it, that column of the block is summed horizontally, sixteen samples (four
  /// output rows) at a time, and written. Each stored row is read once a block, where it lies;
  /// the scratch is the ring and a tile, about 170 KB, whatever the crop.
  ///
  /// A vertical sum whose pixels are not all opaque is made again from those pixels laid over
  /// the backdrop: as the turned copy's flattened rows give it (an opaque pixel flattens to
  /// itself, so each value depends on its own pixels alone).
  func renderAcross(_ shown: Range<Int>, into canvas: Canvas, at cell: PixelRect) {
    let stride = photo.size.width * 4
    let corner = photo.bytes.baseAddress! + source.y * stride + source.x * 4
    // Shown column `u` is stored row `u` from the top, or from the bottom when mirrored so.
    let step = orientation.flipsStoredY ? -stride : stride
    let top = UnsafeRawPointer(corner + (orientation.flipsStoredY ? (source.height - 1) * stride : 0))
    let ringRows = horizontal.maxTaps + Self.acrossRows
    // A block of `acrossBlock` rows, or of the rows there are (a multiple of four: the column
    // pass reads four rows at a time).
    let block = min(Self.acrossBlock, (shown.count + 3) & ~3)
    // Scratch of fixed sizes, allocated once (plain memory: no array's copy-on-write code):
    // the ring; the tile, through which output columns, made one at a time, reach the canvas a
    // row at a time (a column's pixels lie a canvas row apart, each on a page of its own); and
    // the block's taps, each output row's stored columns (byte offsets along a stored row) and
    // weights, up to `ends[row]`.
    let ring = UnsafeMutablePointer<UInt16>.allocate(capacity: ringRows * block * 4)
    ring.initialize(repeating: 0, count: ringRows * block * 4)
    let tile = UnsafeMutablePointer<UInt32>.allocate(capacity: block * Self.tileColumns)
    let columns = UnsafeMutablePointer<Int>.allocate(capacity: vertical.maxTaps * block)
    let weights = UnsafeMutablePointer<UInt32>.allocate(capacity: vertical.maxTaps * block)
    let ends = UnsafeMutablePointer<Int>.allocate(capacity: block)
    defer {
      ring.deallocate()
      tile.deallocate()
      columns.deallocate()
      weights.deallocate()
      ends.deallocate()
    }
    var first = shown.lowerBound
    while first < shown.upperBound {
      let count = min(block, shown.upperBound - first)
      var taps = 0
      for row in 0..<count {
        let start = Int(vertical.starts[first + row])
        let offset = Int(vertical.offsets[first + row])
        for tap in 0..<Int(vertical.counts[first + row]) {
          // Shown row `v` is stored column `v` from the left, or from the right when mirrored so.
          let column = orientation.flipsStoredX ? source.width - 1 - (start + tap) : start + tap
          columns[taps] = column * 4
          weights[taps] = UInt32(bitPattern: vertical.weights[offset + tap])
          taps += 1
        }
        ends[row] = taps
      }
      let out = canvas.pixel(cell.x, cell.y + first)
      var x = 0
      var u = 0
      while u < source.height {
        let rows = min(Self.acrossRows, source.height - u)
        sumAcross(
          top + u * step, step: step, rows: rows, outputs: count, columns, weights, ends, into: ring,
          slot: u % ringRows, of: ringRows, block: block)
        u += rows
        // Every output column whose last tap is in the ring now, into the tile; a full tile (or
        // the last columns) goes to the canvas a row at a time.
        while x < cellSize.width, Int(horizontal.starts[x]) + Int(horizontal.counts[x]) <= u {
          resampleColumn(x, rows: count, ring: ring, of: ringRows, block: block, into: tile)
          x += 1
          if x % Self.tileColumns == 0 || x == cellSize.width {
            let made = (x - 1) % Self.tileColumns + 1
            for row in 0..<count {
              UnsafeMutableRawPointer(out + (row * canvas.width + x - made) * 4).copyMemory(
                from: tile + row * Self.tileColumns, byteCount: made * 4)
            }
          }
        }
      }
      first += count
    }
  }

  /// The vertical sums at `rows` (1 to `acrossRows`) stored rows from `row` on (each `step`
  /// bytes after the last), for each of the block's `outputs` output rows (its taps
  /// `columns[ends[r - 1]..<ends[r]]`, byte offsets along a stored row), written as 8.8 samples
  /// into the ring's rows from `slot` on (`ringRows` rows of `block` pixels, wrapping round).
  private func sumAcross(
    _ row: UnsafeRawPointer, step: Int, rows: Int, outputs: Int, _ columns: UnsafePointer<Int>,
    _ weights: UnsafePointer<UInt32>, _ ends: UnsafePointer<Int>, into ring: UnsafeMutablePointer<UInt16>,
    slot: Int, of ringRows: Int, block: Int
  ) {
    let rounding = SIMD4<UInt32>(repeating: 1 << 5)
    let opaqueSum = 255 * UInt32(AxisWeights.one) + (1 << 5)
    // The ring row of each stored row.
    let target = { (index: Int) in ring + (slot + index) % ringRows * block * 4 }
    #if !INSTAGRID_SCALAR
      let (target0, target1, target2, target3) = (target(0), target(1), target(2), target(3))
      let (target4, target5, target6, target7) = (target(4), target(5), target(6), target(7))
    #endif
    var tap = 0
    for output in 0..<outputs {
      let taps = tap..<ends[output]
      tap = ends[output]
      #if !INSTAGRID_SCALAR
        if rows == Self.acrossRows {
          var sum0 = rounding
          var sum1 = rounding
          var sum2 = rounding
          var sum3 = rounding
          var sum4 = rounding
          var sum5 = rounding
          var sum6 = rounding
          var sum7 = rounding
          for index in taps {
            let pixel = row + columns[index]
            let weight = weights[index]
            sum0 &+= Self.widened(pixel) &* weight
            sum1 &+= Self.widened(pixel + step) &* weight
            sum2 &+= Self.widened(pixel + 2 * step) &* weight
            sum3 &+= Self.widened(pixel + 3 * step) &* weight
            sum4 &+= Self.widened(pixel + 4 * step) &* weight
            sum5 &+= Self.widened(pixel + 5 * step) &* weight
            sum6 &+= Self.widened(pixel + 6 * step) &* weight
            sum7 &+= Self.widened(pixel + 7 * step) &* weight
          }
          if (sum0 & sum1 & sum2 & sum3 & sum4 & sum5 & sum6 & sum7)[3] == opaqueSum {
            Self.store(sum0, target0 + output * 4)
            Self.store(sum1, target1 + output * 4)
            Self.store(sum2, target2 + output * 4)
            Self.store(sum3, target3 + output * 4)
            Self.store(sum4, target4 + output * 4)
            Self.store(sum5, target5 + output * 4)
            Self.store(sum6, target6 + output * 4)
            Self.store(sum7, target7 + output * 4)
            continue
          }
        }
      #endif
      // The crop's last rows, and any sum over a pixel that is not opaque: row by row.
      for index in 0..<rows {
        let line = row + index * step
        var sum = rounding
        for tap in taps { sum &+= Self.widened(line + columns[tap]) &* weights[tap] }
        if sum[3] != opaqueSum {
          sum = rounding
          for tap in taps { sum &+= Self.flattened(line + columns[tap], over: backdrop) &* weights[tap] }
        }
        Self.store(sum, target(index) + output * 4)
      }
    }
  }

  /// Output column `x` for the block's `rows` output rows: its horizontal taps' values from the
  /// ring, four output rows at a time, into its column of `tile` (`tileColumns` pixels a row).
  private func resampleColumn(
    _ x: Int, rows: Int, ring: UnsafeMutablePointer<UInt16>, of ringRows: Int, block: Int,
    into tile: UnsafeMutablePointer<UInt32>
  ) {
    let start = Int(horizontal.starts[x])
    let count = Int(horizontal.counts[x])
    let offset = Int(horizontal.offsets[x])
    let column = tile + x % Self.tileColumns
    let firstSlot = start % ringRows
    var y = 0
    while y < rows {
      var sum = SIMD16<UInt32>(repeating: 1 << 21)
      var slot = firstSlot
      for tap in 0..<count {
        // Four rows' values; past the block's last row they are unused (and the ring's row of
        // `block` pixels, a multiple of four, still holds them).
        let samples = UnsafeRawPointer(ring + (slot * block + y) * 4).loadUnaligned(as: SIMD16<UInt16>.self)
        sum &+=
          SIMD16<UInt32>(truncatingIfNeeded: samples) &* UInt32(bitPattern: horizontal.weights[offset + tap])
        slot = slot + 1 == ringRows ? 0 : slot + 1
      }
      // 8.8 × 2^14 weights: drop 22 bits, rounded; then each of the four pixels to its row.
      let pixels = unsafeBitCast(SIMD16<UInt8>(truncatingIfNeeded: sum &>> 22), to: SIMD4<UInt32>.self)
      for index in 0..<min(4, rows - y) { column[(y + index) * Self.tileColumns] = pixels[index] }
      y += 4
    }
  }

  /// Stores a sum as its four 8.8 samples.
  @inline(__always)
  private static func store(_ sum: SIMD4<UInt32>, _ target: UnsafeMutablePointer<UInt16>) {
    UnsafeMutableRawPointer(target).storeBytes(
      of: SIMD4<UInt16>(truncatingIfNeeded: sum &>> 6), as: SIMD4<UInt16>.self)
  }

  /// The 4-byte pixel at `pixel`, each sample widened to 32 bits.
  @inline(__always)
  private static func widened(_ pixel: UnsafeRawPointer) -> SIMD4<UInt32> {
    SIMD4<UInt32>(truncatingIfNeeded: pixel.loadUnaligned(as: SIMD4<UInt8>.self))
  }
}
