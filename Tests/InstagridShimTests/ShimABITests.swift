import InstagridPure
import Testing

@testable import instagrid_wasm_shim

/// The C ABI, natively: the same functions the page calls in wasm, with the same codes.
@Suite("C ABI")
struct ShimABITests {
  @Test("layout queries agree with the core and refuse bad arguments with codes")
  func layoutQueries() {
    #expect(
      [ig_clamp_side(-5), ig_clamp_side(15), ig_clamp_side(300), ig_clamp_side(9000)] == [16, 16, 300, 8192])
    #expect(ig_layout_count() == 3)
    #expect((0..<3).map { ig_layout_number(Int32($0)) } == [1, 2, 3])
    #expect(ig_layout_number(3) == -1 && ig_layout_number(-1) == -1)
    #expect((1...3).map { ig_layout_cell_count(Int32($0)) } == [3, 3, 4])
    #expect(ig_layout_cell_count(0) == -3)
    for layout in Layout.all {
      for (index, cell) in layout.cells(side: 2048).enumerated() {
        let fields = (0...4).map { ig_layout_cell(Int32(layout.number), 2048, Int32(index), Int32($0)) }
        #expect(
          fields
            == [cell.rect.x, cell.rect.y, cell.rect.width, cell.rect.height, cell.slot].map { Int32($0) })
      }
    }
    #expect(ig_layout_cell(2, 2048, 3, 0) == -1, "Layout 2 has 3 cells")
    #expect(ig_layout_cell(2, 2048, -1, 0) == -1)
    #expect(ig_layout_cell(2, 2048, 0, 5) == -1)
    #expect(ig_layout_cell(2, 15, 0, 0) == -4)
    #expect(ig_layout_cell(2, 8193, 0, 0) == -4)
    #expect(ig_layout_cell(4, 2048, 0, 0) == -3)
  }

  @Test("crop queries agree with the core and refuse empty sizes")
  func cropQueries() {
    let crop = CropRect(
      aspectFilling: PixelSize(width: 270, height: 127), from: PixelSize(width: 4032, height: 3024)
    ).rect
    #expect(
      (0...3).map { ig_crop(4032, 3024, 270, 127, Int32($0)) }
        == [crop.x, crop.y, crop.width, crop.height].map { Int32($0) })
    #expect(ig_crop(0, 10, 10, 10, 0) == -1)
    #expect(ig_crop(10, 10, 10, -1, 0) == -1)
    // Neighbours: right of slot 0 in the 2×2 layout is slot 1; past the edge none; bad codes.
    #expect(ig_layout_neighbour(3, 0, 3) == 1 && ig_layout_neighbour(3, 0, 1) == 2)
    #expect(ig_layout_neighbour(3, 3, 3) == -1 && ig_layout_neighbour(1, 1, 1) == -1)
    #expect(ig_layout_neighbour(9, 0, 0) == -3 && ig_layout_neighbour(3, 0, 7) == -1)
    #expect(ig_crop(10, 10, 10, 10, 4) == -1)
  }

  @Test("allocation: blocks for the page, 0 for impossible sizes")
  func allocation() {
    let block = ig_alloc(1024)
    #expect(block != 0 && block % 16 == 0)
    ig_free(block)
    #expect(ig_alloc(0) == 0)
    #expect(ig_alloc(-5) == 0)
    ig_free(0)
    #expect(rgbaByteCount(width: 4096, height: 4096) == 67_108_864)
    #expect(rgbaByteCount(width: 40_000, height: 40_000) == nil, "over 2³¹ bytes")
    #expect(rgbaByteCount(width: 0, height: 4) == nil)
  }

  @Test("compose through the ABI matches the core's compose")
  func compose() {
    let side: Int32 = 64
    let photo = RGBAImage(
      size: PixelSize(width: 5, height: 3), filledWith: RGBAColor(red: 200, green: 10, blue: 10))
    let output = ig_alloc(side * side * 4)
    let input = ig_alloc(Int32(photo.pixels.count))
    let table = ig_alloc(Int32(MemoryLayout<Address>.stride * 24))
    defer { [output, input, table].forEach(ig_free) }
    let inputPointer = UnsafeMutableRawPointer(address: input)!
    photo.pixels.withUnsafeBytes { inputPointer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    let records = UnsafeMutableRawPointer(address: table)!.bindMemory(to: Address.self, capacity: 24)
    for slot in 0..<4 {
      records[slot * 6] = slot == 1 ? 0 : input  // slot 1 stays empty
      records[slot * 6 + 1] = 5
      records[slot * 6 + 2] = 3
      for field in 3..<6 { records[slot * 6 + field] = 0 }  // centred
    }
    #expect(ig_compose(3, side, output, table) == 0)
    let got = Array(
      UnsafeBufferPointer(
        start: UnsafeMutableRawPointer(address: output)!.assumingMemoryBound(to: UInt8.self),
        count: Int(side * side * 4)))
    let want = Compositor.compose(.quad, side: Int(side), photos: [photo, nil, photo, photo])
    #expect(got == want.pixels)

    #expect(ig_compose(4, side, output, table) == -3)
    #expect(ig_compose(3, 8, output, table) == -4)
    #expect(ig_compose(3, side, 0, table) == -1)
    #expect(ig_compose(3, side, output, 0) == -1)
    // A framing in millionths: slot 3 zoomed 2× towards its top-left corner.
    records[3 * 6 + 3] = 2_000_000
    records[3 * 6 + 4] = 0
    records[3 * 6 + 5] = 0
    #expect(ig_compose(3, side, output, table) == 0)
    let framed = Array(
      UnsafeBufferPointer(
        start: UnsafeMutableRawPointer(address: output)!.assumingMemoryBound(to: UInt8.self),
        count: Int(side * side * 4)))
    var expected = [UInt8](repeating: 0, count: Int(side * side * 4))
    expected.withUnsafeMutableBufferPointer { buffer in
      photo.pixels.withUnsafeBufferPointer { bytes in
        let pixels = PhotoPixels(size: photo.size, bytes: bytes)
        Compositor.compose(
          .quad, on: Canvas(side: Int(side), pixels: buffer), photo: { $0 == 1 ? nil : pixels },
          framing: { $0 == 3 ? Framing(zoom: 2, focusX: 0, focusY: 0) : .centred })
      }
    }
    #expect(framed == expected)
    records[1] = -7  // slot 0's width, negative
    #expect(ig_compose(3, side, output, table) == -1)
  }

  /// Dispatches `code` with its arguments, padded with zeros.
  private func send(_ flow: Address, _ code: Int32, _ args: Int32...) -> Int32 {
    let a = args + [Int32](repeating: 0, count: 5 - args.count)
    return ig_flow_dispatch(flow, code, a[0], a[1], a[2], a[3], a[4])
  }

  /// Every field of effect `index`.
  private func effect(_ flow: Address, _ index: Int32) -> [Int32] {
    (0...4).map { ig_flow_effect(flow, index, $0) }
  }

  /// Feeds `bytes` as the header of load `ticket` in `slot`.
  private func headerRead(
    _ flow: Address, _ slot: Int32, _ ticket: Int32, _ bytes: [UInt8], fileSize: Int? = nil
  )
    -> Int32
  {
    let address = ig_alloc(Int32(max(bytes.count, 1)))
    defer { ig_free(address) }
    UnsafeMutableRawPointer(address: address)!.copyMemory(from: bytes, byteCount: bytes.count)
    return ig_flow_header_read(
      flow, slot, ticket, address, Int32(bytes.count), Int32(fileSize ?? bytes.count))
  }

  @Test("the share flow through codes: picks, headers, decodes, renders, share")
  func shareFlow() {
    let flow = ig_flow_new()
    defer { ig_flow_free(flow) }
    #expect(
      (0...16).map { ig_flow_state(flow, Int32($0)) } == [
        2, 0, 0, 0, -1, 0, 0, 0, 3, 0, 2048, 0, 0, 0, 0, 0, 0,
      ])
    // Swipe up on an empty grid: nudge, then "3 photos missing".
    #expect(send(flow, 8, 0) == 2)
    #expect(effect(flow, 0) == [4, 0, 0, 0, 0] && effect(flow, 1) == [5, 1, 3, 0, 0])
    #expect(ig_flow_state(flow, 7) == 1)
    // Tap cell slot 1: open its picker.
    #expect(send(flow, 1, 1) == 1 && effect(flow, 0) == [0, 1, 0, 0, 0])
    // Pick a file for each visible slot: read the header, decode, photo.
    let need = Layout.need(ofSlot: 2, side: 2048)
    for slot: Int32 in [0, 1, 2] {
      #expect(send(flow, 2, slot) == 1)
      let read = effect(flow, 0)
      #expect(read[0] == 6 && read[1] == slot && read[3] == Int32(PhotoHeader.firstRead))
      let ticket = read[2]
      #expect(ig_flow_state(flow, 9) & (1 << slot) != 0, "loading")
      #expect(headerRead(flow, slot, ticket, pngHeader(4000, 3000)) == 1)
      let decode = effect(flow, 0)
      #expect(decode[0] == 7 && decode[1] == slot && decode[2] == ticket)
      if slot == 2 { #expect(decode[3] == Int32(need.width) && decode[4] == Int32(need.height)) }
      // Decoded to cover the need, as the page's decoder does: 4000×3000 scaled by the larger ratio.
      let scale = max(Double(decode[3]) / 4000, Double(decode[4]) / 3000)
      let width = Int32((4000 * scale).rounded(.up))
      let effects = send(flow, 3, slot, ticket, width, Int32((3000 * scale).rounded(.up)), 0)
      #expect(effects == (slot == 2 ? 2 : 1))
      #expect(ig_flow_slot_photo(flow, slot, 0) == width)
    }
    #expect(ig_flow_state(flow, 1) == 0b0111 && ig_flow_state(flow, 9) == 0 && ig_flow_state(flow, 16) == 1)
    let revision = ig_flow_state(flow, 11)
    #expect(
      effect(flow, 0) == [8, revision, 0, 0, 0] && effect(flow, 1)[0] == 9, "render ahead, keep the draft")
    // Landscape, swipe left before the picture is ready: preparing.
    #expect(send(flow, 7, 1) == 0)
    #expect(send(flow, 8, 2) == 2 && effect(flow, 1) == [5, 8, 0, 0, 0])
    #expect(send(flow, 6, revision) == 1 && effect(flow, 0) == [5, 9, 0, 0, 0], "picture ready")
    #expect(ig_flow_state(flow, 12) == 1)
    // Leave left; finish; share failed; return left.
    #expect(send(flow, 8, 2) == 1 && effect(flow, 0) == [1, 2, 0, 0, 0])
    #expect([ig_flow_state(flow, 3), ig_flow_state(flow, 4)] == [1, 2])
    #expect(send(flow, 10) == 1 && effect(flow, 0)[0] == 2)
    #expect(send(flow, 11, 2) == 2, "failed: return + announce")
    #expect(effect(flow, 0) == [3, 2, 0, 0, 0] && effect(flow, 1) == [5, 3, 0, 0, 0])
    #expect(send(flow, 10) == 0 && ig_flow_state(flow, 3) == 0)
    // A 400-megapixel JPEG is refused from its header, with its size in the message.
    #expect(send(flow, 2, 0) == 1)
    let ticket = effect(flow, 0)[2]
    #expect(headerRead(flow, 0, ticket, jpegHeader(20000, 20000)) == 1)
    #expect(effect(flow, 0) == [5, 7, 0, 20000, 20000])
    #expect(
      [ig_flow_state(flow, 5), ig_flow_state(flow, 6), ig_flow_state(flow, 14), ig_flow_state(flow, 15)] == [
        7, 0, 20000, 20000,
      ])
    #expect(ig_flow_state(flow, 1) == 0b0111, "the cell keeps its photo")
    // Start over, undo.
    #expect(
      send(flow, 12) == 1 && ig_flow_state(flow, 1) == 0 && ig_flow_state(flow, 13) == 1,
      "announced, not saved")
    #expect(send(flow, 13) == 2 && ig_flow_state(flow, 1) == 0b0111)
    // Sides come from the core.
    #expect((0..<ig_picture_side_count()).map { ig_picture_side($0) } == [1080, 2048, 4096])
    #expect(ig_picture_side(3) == -1 && ig_photo_max_pixels() == 100_000_000)
    #expect(ig_photo_backdrop() == 0x106698, "transparent pixels lie over the frame colour")
    #expect(ig_slot_need(2, 2048, 0) == Int32(need.width) && ig_slot_need(4, 2048, 0) == -1)
    #expect(ig_slot_need(0, 9, 0) == -4)
    // Bad codes change nothing and say so.
    #expect(send(flow, 99) == -1)
    #expect(send(flow, 7, 7) == -1)
    #expect(send(flow, 11, 3) == -1)
    #expect(send(flow, 3, 0, 1, 10, 10, 2) == -1)
    #expect(ig_flow_effect(flow, 0, 0) == -1, "no effects after a refused event")
    #expect(ig_flow_state(flow, 17) == 1, "Start over is possible")
    #expect(ig_flow_state(flow, 18) == -1)
    #expect(send(0, 9) == -1)
    #expect(ig_flow_header_read(flow, 0, 1, 0, 10, 10) == -1, "null address")
    #expect(ig_flow_header_read(flow, 0, 1, 16, 10, 5) == -1, "more bytes than the file")
    // Sharp regions: none at 1× (the decode covers the cell); zoomed 3×, the shown region of the
    // 4000×3000 file at the cell's size.
    let region = { (field: Int32) in ig_flow_slot_sharp_region(flow, 2, 4000, 3000, field) }
    #expect(region(0) == -1)
    #expect(send(flow, 20, 2, 3_000_000, 500_000, 500_000) >= 1)
    let cell = (0..<ig_layout_cell_count(2)).first { ig_layout_cell(2, 2048, $0, 4) == 2 }!
    let cellSize = (ig_layout_cell(2, 2048, cell, 2), ig_layout_cell(2, 2048, cell, 3))
    let decoded = PixelSize(
      width: Int(ig_flow_slot_photo(flow, 2, 0)), height: Int(ig_flow_slot_photo(flow, 2, 1)))
    let expected = Framing(zoom: 3, focusX: 0.5, focusY: 0.5).sharpRegion(
      source: PixelSize(width: 4000, height: 3000), decoded: decoded,
      cell: PixelSize(width: Int(cellSize.0), height: Int(cellSize.1)))
    #expect(expected != nil)
    if let expected {
      let fields = [expected.crop.x, expected.crop.y, expected.crop.width, expected.crop.height]
      #expect(
        (0...5).map(region) == (fields + [expected.size.width, expected.size.height]).map { Int32($0) })
    }
    #expect(region(6) == -1)
    #expect(ig_flow_slot_sharp_region(flow, 2, 0, 3000, 0) == -1, "no source size")
    #expect(ig_flow_slot_sharp_region(flow, 4, 4000, 3000, 0) == -1)
  }
}

/// The first 24 bytes of a PNG of `width × height`.
private func pngHeader(_ width: Int, _ height: Int) -> [UInt8] {
  [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    + [24, 16, 8, 0].map { UInt8(width >> $0 & 0xFF) } + [24, 16, 8, 0].map { UInt8(height >> $0 & 0xFF) }
}

/// A JPEG's SOI and baseline frame header for `width × height`.
private func jpegHeader(_ width: Int, _ height: Int) -> [UInt8] {
  [
    0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
    UInt8(width & 0xFF),
  ]
}
