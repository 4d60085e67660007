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
    let table = ig_alloc(Int32(MemoryLayout<Address>.stride * 12))
    defer { [output, input, table].forEach(ig_free) }
    let inputPointer = UnsafeMutableRawPointer(address: input)!
    photo.pixels.withUnsafeBytes { inputPointer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    let records = UnsafeMutableRawPointer(address: table)!.bindMemory(to: Address.self, capacity: 12)
    for slot in 0..<4 {
      records[slot * 3] = slot == 1 ? 0 : input  // slot 1 stays empty
      records[slot * 3 + 1] = 5
      records[slot * 3 + 2] = 3
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
    records[1] = -7  // slot 0's width, negative
    #expect(ig_compose(3, side, output, table) == -1)
  }

  @Test("the share flow through codes: dispatch, effects, state")
  func shareFlow() {
    let flow = ig_flow_new()
    defer { ig_flow_free(flow) }
    #expect((0...8).map { ig_flow_state(flow, Int32($0)) } == [2, 0, 0, 0, -1, 0, 0, 0, 3])
    // Swipe up on an empty grid: nudge, then "3 photos missing".
    #expect(ig_flow_dispatch(flow, 5, 0) == 2)
    #expect(
      [
        ig_flow_effect(flow, 0, 0), ig_flow_effect(flow, 0, 1), ig_flow_effect(flow, 1, 0),
        ig_flow_effect(flow, 1, 1), ig_flow_effect(flow, 1, 2),
      ] == [4, 0, 5, 1, 3])
    #expect(ig_flow_state(flow, 7) == 1)
    // Tap cell slot 1: open its picker.
    #expect(ig_flow_dispatch(flow, 1, 1) == 1)
    #expect([ig_flow_effect(flow, 0, 0), ig_flow_effect(flow, 0, 1)] == [0, 1])
    for slot: Int32 in [0, 1, 2] { #expect(ig_flow_dispatch(flow, 2, slot) == 0) }
    #expect(ig_flow_state(flow, 1) == 0b0111)
    // Landscape, swipe left: leave left; finish; share cancelled; return left.
    #expect(ig_flow_dispatch(flow, 4, 1) == 0)
    #expect(ig_flow_dispatch(flow, 5, 2) == 1)
    #expect([ig_flow_effect(flow, 0, 0), ig_flow_effect(flow, 0, 1)] == [1, 2])
    #expect([ig_flow_state(flow, 3), ig_flow_state(flow, 4)] == [1, 2])
    #expect(ig_flow_dispatch(flow, 7, 0) == 1)
    #expect(ig_flow_effect(flow, 0, 0) == 2)
    #expect(ig_flow_dispatch(flow, 8, 2) == 2, "failed: return + announce")
    #expect(
      [ig_flow_effect(flow, 0, 0), ig_flow_effect(flow, 0, 1), ig_flow_effect(flow, 1, 1)] == [3, 2, 3])
    #expect(ig_flow_dispatch(flow, 7, 0) == 0)
    #expect(ig_flow_state(flow, 3) == 0)
    // Bad codes change nothing and say so.
    #expect(ig_flow_dispatch(flow, 99, 0) == -1)
    #expect(ig_flow_dispatch(flow, 4, 7) == -1)
    #expect(ig_flow_dispatch(flow, 8, 3) == -1)
    #expect(ig_flow_effect(flow, 0, 0) == -1, "no effects after a refused event")
    #expect(ig_flow_state(flow, 9) == -1)
    #expect(ig_flow_dispatch(0, 6, 0) == -1)
  }
}
