import InstagridPure
import Testing

@testable import instagrid_wasm_shim

/// The C ABI, natively: the same functions the page calls in wasm, with the same codes.
@Suite("C ABI")
struct ShimABITests {
  @Test("layout queries agree with the core and refuse bad arguments with codes")
  func layoutQueries() {
    let out = Block()
    defer { out.free() }
    #expect(
      [ig_clamp_side(-5), ig_clamp_side(15), ig_clamp_side(300), ig_clamp_side(9000)] == [16, 16, 300, 8192])
    let count = Int32(Layout.all.count)
    #expect(ig_layouts(out.address) == count)
    #expect(
      out.records(count, LayoutField.self)
        == Layout.all.map { [$0.number, $0.cellCount, $0.cellCount - 1].map { Int32($0) } })
    for layout in Layout.all {
      let count = ig_layout_cells(
        form(Int32(layout.number)).address, form(Int32(layout.number)).length, 0, 2048, 50, 0, out.address)
      #expect(
        out.records(count, CellField.self)
          == layout.cells(side: 2048).map { cell in
            [cell.rect.x, cell.rect.y, cell.rect.width, cell.rect.height, cell.slot, 0].map { Int32($0) }
          })
      let name = ig_layout_name(Int32(layout.number), out.address)
      let bytes = UnsafeRawBufferPointer(
        start: UnsafeRawPointer(bitPattern: Int(out.address)), count: Int(name))
      #expect(String(decoding: bytes, as: UTF8.self) == "\(layout.name)")
    }
    // A story at 1080 with 2 % spacing and corners of a tenth of the smallest side.
    let story = Picture(
      format: .story, shortSide: 1080, frame: Frame(spacing: 20, colour: .frame, radius: 100))
    let storyCount = ig_layout_cells(form(22).address, form(22).length, 3, 1080, 20, 100, out.address)
    #expect(
      out.records(storyCount, CellField.self)
        == story.cells(of: Layout.numbered(22)!).map { cell in
          [cell.rect.x, cell.rect.y, cell.rect.width, cell.rect.height, cell.slot].map { Int32($0) }
            + [Int32(story.cornerRadius(of: Layout.numbered(22)!))]
        })
    #expect(ig_picture_size(3, 4096, out.address) == 1 && out.records(1, SizeField.self) == [[2304, 4096]])
    #expect(ig_picture_size(1, 1080, out.address) == 1 && out.records(1, SizeField.self) == [[1080, 1350]])
    #expect(
      ig_formats(out.address) == 5
        && out.records(5, SizeField.self) == [[1, 1], [4, 5], [3, 4], [9, 16], [16, 9]])
    #expect(
      ig_frame(out.address) == 1 && out.records(1, FrameChoicesField.self) == [[50, 0x106698, 0, 100, 250]])
    #expect(
      ig_frame_colours(out.address) == 3 && out.records(3, NumberField.self) == [[0x106698], [0xFFFFFF], [0]])
    #expect(ig_picture_size(5, 2048, out.address) == ABIStatus.unknownFormat.rawValue)
    #expect(
      ig_layout_cells(form(2).address, form(2).length, 0, 15, 50, 0, out.address)
        == ABIStatus.sideOutOfRange.rawValue)
    #expect(
      ig_layout_cells(form(2).address, form(2).length, 0, 8193, 50, 0, out.address)
        == ABIStatus.sideOutOfRange.rawValue)
    #expect(
      ig_layout_cells(form(99).address, form(99).length, 0, 2048, 50, 0, out.address)
        == ABIStatus.unknownLayout.rawValue)
    #expect(
      ig_layout_cells(form(2).address, form(2).length, -1, 2048, 50, 0, out.address)
        == ABIStatus.unknownFormat.rawValue)
    #expect(
      ig_layout_cells(form(2).address, form(2).length, 0, 2048, 50, 0, 0)
        == ABIStatus.invalidArgument.rawValue, "no block")
    #expect(ig_layout_name(99, out.address) == ABIStatus.unknownLayout.rawValue)
    #expect(ig_layouts(0) == ABIStatus.invalidArgument.rawValue)
  }

  @Test("crop and neighbour queries agree with the core; none is not an error")
  func cropQueries() {
    let out = Block()
    defer { out.free() }
    let crop = CropRect(
      aspectFilling: PixelSize(width: 270, height: 127), from: PixelSize(width: 4032, height: 3024)
    ).rect
    #expect(ig_crop(4032, 3024, 270, 127, out.address) == 1)
    #expect(out.records(1, RectField.self) == [[crop.x, crop.y, crop.width, crop.height].map { Int32($0) }])
    #expect(ig_crop(0, 10, 10, 10, out.address) == ABIStatus.invalidArgument.rawValue)
    #expect(ig_crop(10, 10, 10, -1, out.address) == ABIStatus.invalidArgument.rawValue)
    // Neighbours: right of slot 0 in the 2×2 layout is slot 1, below it slot 2; past the edge
    // none (no record), which is not the refusal of a bad code.
    let right = DirectionCode.right.rawValue
    #expect(
      ig_layout_neighbour(form(3).address, form(3).length, 0, right, out.address) == 1
        && out(NumberField.value) == 1)
    #expect(
      ig_layout_neighbour(form(3).address, form(3).length, 0, DirectionCode.down.rawValue, out.address) == 1
        && out(NumberField.value) == 2)
    #expect(ig_layout_neighbour(form(3).address, form(3).length, 3, right, out.address) == 0)
    #expect(
      ig_layout_neighbour(form(1).address, form(1).length, 1, DirectionCode.down.rawValue, out.address) == 0)
    #expect(
      ig_layout_neighbour(form(99).address, form(99).length, 0, 0, out.address)
        == ABIStatus.unknownLayout.rawValue)
    #expect(
      ig_layout_neighbour(form(3).address, form(3).length, 0, 7, out.address)
        == ABIStatus.invalidArgument.rawValue)
  }

  @Test("layouts made for the photos: the core's best few, each with its form and what it keeps")
  func fitLayouts() {
    let (sizes, out) = (Block(), Block())
    defer {
      sizes.free()
      out.free()
    }
    // Slots 0, 2 and 5 hold photos (a portrait, a landscape, a story's); 1, 3 and 4 are empty.
    let photos = [
      PixelSize(width: 3024, height: 4032), PixelSize(width: 4032, height: 3024),
      PixelSize(width: 1080, height: 1920),
    ]
    sizes.fill([3024, 4032, 0, 0, 4032, 3024, 0, 0, 0, 0, 1080, 1920])
    let portrait = PictureFormatCode.portrait.rawValue
    let count = ig_fit_layouts(sizes.address, 6, portrait, 1080, 50, out.address)
    let picture = Picture(format: .portrait, shortSide: 1080)
    let core = PhotoFit.layouts(for: photos, slots: [0, 2, 5], on: picture)
    #expect(count == Int32(core.count) && count >= 1)
    let bytes = UnsafeRawPointer(bitPattern: Int(out.address))!
    let perLayout = FitLayoutField.words + 6 * NumberField.words
    for (index, made) in core.enumerated() {
      let skip = index * perLayout
      #expect(out(FitLayoutField.kept, skip: skip) == millionths(made.meanKept))
      #expect(out(FitLayoutField.worstKept, skip: skip) == millionths(made.worstKept))
      let (start, length) = (
        out(FitLayoutField.formOffset, skip: skip), out(FitLayoutField.formLength, skip: skip)
      )
      #expect(Int(start) >= Int(count) * perLayout * 4, "the forms lie after every record")
      let form = String(
        decoding: UnsafeRawBufferPointer(start: bytes + Int(start), count: Int(length)), as: UTF8.self)
      #expect(form == made.layout.form)
      let kept = (0..<6).map { out(NumberField.value, record: $0, skip: skip + FitLayoutField.words) }
      #expect(
        kept == [made.kept[0], 0, made.kept[1], 0, 0, made.kept[2]].map { $0 == 0 ? 0 : millionths($0) })
      // The form is a layout like any other: its cells show slots 0, 2 and 5.
      let cells = cellSlots(Array(form.utf8), Int32(length), portrait)
      #expect(cells.sorted() == [0, 2, 5])
    }
    // One photo: none; a negative or half-empty size, a bad format or side: refused.
    sizes.fill([3024, 4032, 0, 0])
    #expect(ig_fit_layouts(sizes.address, 2, portrait, 1080, 50, out.address) == 0)
    sizes.fill([3024, 4032, -1, 5])
    #expect(
      ig_fit_layouts(sizes.address, 2, portrait, 1080, 50, out.address) == ABIStatus.invalidArgument.rawValue)
    sizes.fill([3024, 4032, 0, 5])
    #expect(
      ig_fit_layouts(sizes.address, 2, portrait, 1080, 50, out.address) == ABIStatus.invalidArgument.rawValue)
    sizes.fill([3024, 4032, 4032, 3024])
    #expect(ig_fit_layouts(sizes.address, 2, 9, 1080, 50, out.address) == ABIStatus.unknownFormat.rawValue)
    #expect(
      ig_fit_layouts(sizes.address, 2, portrait, 15, 50, out.address) == ABIStatus.sideOutOfRange.rawValue)
    #expect(
      ig_fit_layouts(sizes.address, 10, portrait, 1080, 50, out.address) == ABIStatus.invalidArgument.rawValue
    )
    #expect(ig_fit_layouts(sizes.address, 2, portrait, 1080, 50, 0) == ABIStatus.invalidArgument.rawValue)
    // Nine photos, the most: three layouts, their records and forms within the block.
    sizes.fill(Array([[Int32]](repeating: [3024, 4032], count: 9).joined()))
    #expect(ig_fit_layouts(sizes.address, 9, 0, 2048, 50, out.address) == 3)
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
    // Every pixel different, so that a turn or a mirror shows.
    var pixels: [UInt8] = []
    for index in 0..<15 { pixels += [UInt8(200 - index * 9), UInt8(10 + index * 13), UInt8(index * 3), 255] }
    let photo = RGBAImage(size: PixelSize(width: 5, height: 3), pixels: pixels)
    let slots = Int(ig_slot_count())
    #expect(slots == Layout.slotCount)
    let output = ig_alloc(side * side * 4)
    let input = ig_alloc(Int32(photo.pixels.count))
    let words = slots * PhotoField.words
    let table = ig_alloc(Int32(MemoryLayout<Address>.stride * words))
    defer { [output, input, table].forEach(ig_free) }
    let inputPointer = UnsafeMutableRawPointer(address: input)!
    photo.pixels.withUnsafeBytes { inputPointer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    let records = UnsafeMutableRawPointer(address: table)!.bindMemory(to: Address.self, capacity: words)
    func set(_ slot: Int, _ field: PhotoField, _ value: Address) {
      records[slot * PhotoField.words + field.rawValue] = value
    }
    for slot in 0..<slots {
      set(slot, .address, slot == 1 ? 0 : input)  // slot 1 stays empty
      set(slot, .width, 5)
      set(slot, .height, 3)
      // Centred and upright.
      for field: PhotoField in [.zoom, .focusX, .focusY, .orientation] { set(slot, field, 0) }
    }
    #expect(
      ig_compose(form(3).address, form(3).length, 0, side, 50, 0x106698, 0, 0, 0, side, output, table) == 0)
    let got = Array(
      UnsafeBufferPointer(
        start: UnsafeMutableRawPointer(address: output)!.assumingMemoryBound(to: UInt8.self),
        count: Int(side * side * 4)))
    let want = Compositor.compose(.quad, side: Int(side), photos: [photo, nil, photo, photo])
    #expect(got == want.pixels)
    // In Display P3 the frame's colour is written as the same colour in P3; photos are as given.
    #expect(
      ig_compose(form(3).address, form(3).length, 0, side, 50, 0x106698, 0, 1, 0, side, output, table) == 0)
    let p3 = Array(
      UnsafeBufferPointer(
        start: UnsafeMutableRawPointer(address: output)!.assumingMemoryBound(to: UInt8.self),
        count: Int(side * side * 4)))
    #expect(Array(p3[0..<4]) == [46, 100, 148, 255], "the spec's blue in Display P3")
    let wantP3 = Compositor.compose(
      .quad,
      picture: Picture(
        shortSide: Int(side), frame: Frame.standard.written(in: .displayP3), longestSide: Int(side)),
      photos: [photo, nil, photo, photo])
    #expect(p3 == wantP3.pixels)
    #expect(
      ig_compose(form(3).address, form(3).length, 0, side, 50, 0x106698, 0, 2, 0, side, output, table)
        == ABIStatus.invalidArgument.rawValue, "an unknown colour space")

    #expect(
      ig_compose(form(99).address, form(99).length, 0, side, 50, 0x106698, 0, 0, 0, side, output, table)
        == ABIStatus.unknownLayout.rawValue)
    #expect(
      ig_compose(form(3).address, form(3).length, 9, side, 50, 0x106698, 0, 0, 0, side, output, table)
        == ABIStatus.unknownFormat.rawValue)
    #expect(
      ig_compose(form(3).address, form(3).length, 0, 8, 50, 0x106698, 0, 0, 0, 8, output, table)
        == ABIStatus.sideOutOfRange.rawValue)
    #expect(
      ig_compose(form(3).address, form(3).length, 0, side, 50, 0x106698, 0, 0, 0, side, 0, table)
        == ABIStatus.invalidArgument.rawValue)
    #expect(
      ig_compose(form(3).address, form(3).length, 0, side, 50, 0x106698, 0, 0, 0, side, output, 0)
        == ABIStatus.invalidArgument.rawValue)
    // A framing in millionths: slot 3 zoomed 2× towards its top-left corner; slot 2 turned a
    // quarter right and mirrored (EXIF 5), its framing of the photo so turned.
    set(3, .zoom, 2_000_000)
    set(2, .orientation, 5)
    // Painted in bands of 7 rows (the last one shorter), as the compose worker paints.
    var framed: [UInt8] = []
    for top in stride(from: Int32(0), to: side, by: 7) {
      let rows = min(7, side - top)
      #expect(
        ig_compose(form(3).address, form(3).length, 0, side, 50, 0x106698, 200, 0, top, rows, output, table)
          == 0
      )
      framed += UnsafeBufferPointer(
        start: UnsafeMutableRawPointer(address: output)!.assumingMemoryBound(to: UInt8.self),
        count: Int(side * rows * 4))
    }
    #expect(
      ig_compose(form(3).address, form(3).length, 0, side, 50, 0x106698, 0, 0, side - 2, 3, output, table)
        == ABIStatus.invalidArgument.rawValue)
    #expect(
      ig_compose(form(3).address, form(3).length, 0, side, 50, 0x106698, 0, 0, -1, 3, output, table)
        == ABIStatus.invalidArgument.rawValue)
    #expect(
      ig_compose(form(3).address, form(3).length, 0, side, 50, 0x106698, 0, 0, 0, 0, output, table)
        == ABIStatus.invalidArgument.rawValue)
    var expected = [UInt8](repeating: 0, count: Int(side * side * 4))
    expected.withUnsafeMutableBufferPointer { buffer in
      photo.pixels.withUnsafeBufferPointer { bytes in
        let pixels = PhotoPixels(size: photo.size, bytes: bytes)
        let rounded = Frame(spacing: 50, colour: RGBAColor(rgb: 0x106698), radius: 200)
        Compositor.compose(
          .quad, picture: Picture(shortSide: Int(side), frame: rounded),
          on: Canvas(side: Int(side), pixels: buffer),
          photo: { slot in
            slot == 1
              ? nil
              : CellPhoto(
                pixels, framing: slot == 3 ? Framing(zoom: 2, focusX: 0, focusY: 0) : .centred,
                orientation: PhotoOrientation(exif: slot == 2 ? 5 : 1)!)
          })
      }
    }
    #expect(framed == expected)
    set(2, .orientation, 9)
    #expect(
      ig_compose(form(3).address, form(3).length, 0, side, 50, 0x106698, 0, 0, 0, side, output, table)
        == ABIStatus.invalidArgument.rawValue, "no EXIF orientation 9")
    set(2, .orientation, 0)
    set(0, .width, -7)
    #expect(
      ig_compose(form(3).address, form(3).length, 0, side, 50, 0x106698, 0, 0, 0, side, output, table)
        == ABIStatus.invalidArgument.rawValue)
  }

  @Test("decode plans and keeping rules through records")
  func decodePlanAndKeeping() {
    let out = Block()
    defer { out.free() }
    #expect(ig_decode_plan(4032, 3024, 3 << 20, 1024, 1024, 200, 200, 2048, 2048, out.address) == 1)
    #expect(out.records(1, DecodePlanField.self)[0] == [1366, 1024, 0, 334, 250, 2731, 2048, 0, 1])
    #expect(ig_decode_plan(4032, 3024, 9 << 20, 1024, 1024, 200, 200, 2048, 2048, out.address) == 1)
    #expect(out.records(1, DecodePlanField.self)[0] == [1366, 1024, 0, 334, 250, 2731, 2048, 0, 0])
    // A need wider than the photo: the copy is the whole photo.
    #expect(ig_decode_plan(4032, 3024, 9 << 20, 1024, 1024, 200, 200, 4096, 2048, out.address) == 1)
    #expect(out.records(1, DecodePlanField.self)[0] == [1366, 1024, 0, 334, 250, 4032, 3024, 1, 0])
    // A 48 MP photo for a 4096 frame's inside: no copy within the ceiling covers it, the file stays.
    #expect(ig_decode_plan(6048, 8064, 26 << 20, 1843, 1843, 200, 200, 3686, 3686, out.address) == 1)
    #expect(out.records(1, DecodePlanField.self)[0][8] == 1)
    #expect(ig_decode_plan(800, 600, 1000, 1024, 1024, 200, 200, 0, 0, out.address) == 1)
    #expect(out.records(1, DecodePlanField.self)[0] == [800, 600, 1, 334, 250, 0, 0, 0, 0])
    #expect(
      ig_decode_plan(0, 600, 1000, 1, 1, 1, 1, 0, 0, out.address) == ABIStatus.invalidArgument.rawValue)
    #expect(
      ig_decode_plan(800, 600, -1, 1, 1, 1, 1, 0, 0, out.address) == ABIStatus.invalidArgument.rawValue)
    #expect(ig_decode_plan(800, 600, 1, 1, 1, 1, 1, 0, 0, 0) == ABIStatus.invalidArgument.rawValue)
    #expect(ig_keeping(out.address) == 1)
    #expect(out.records(1, KeepingField.self)[0] == [920, 920, 800, 4, 4096])
    // A 96 MP panorama for a wide cell: decoded at the canvas ceiling, and no larger decode asked.
    #expect(ig_decode_plan(24000, 4000, 20 << 20, 3686, 1741, 200, 200, 3686, 1741, out.address) == 1)
    let panorama = out.records(1, DecodePlanField.self)[0]
    #expect(Int(panorama[0]) * Int(panorama[1]) <= Int(ig_canvas_max_pixels()) && panorama[2] == 1)
    #expect(ig_canvas_max_pixels() == 16_777_216)
  }

  @Test("the screen's rules through one record: gestures, keys and the grid's movements")
  func screenRules() {
    let out = Block()
    defer { out.free() }
    #expect(ig_screen_rules(out.address) == 1)
    #expect(
      out.records(1, ScreenRulesField.self)[0] == [
        10, 500, 250, 50_000, 1_250_000, 400, 320, 100, 350, 44, 1, 10,
      ])
    #expect(ig_screen_rules(0) == ABIStatus.invalidArgument.rawValue)
  }

  @Test("a photo's size as shown, from its first bytes: turned by its EXIF, or more bytes asked for")
  func photoSize() {
    let out = Block()
    defer { out.free() }
    // SOI, APP1 with EXIF orientation 6 (little-endian), then a SOF of 4032×3024.
    let exif: [UInt8] =
      [
        0x45, 0x78, 0x69, 0x66, 0, 0, 0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0,
        0, 0,
      ]
    let sof: [UInt8] = [0xFF, 0xC0, 0, 17, 8, 0x0B, 0xD0, 0x0F, 0xC0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    let jpeg = [0xFF, 0xD8, 0xFF, 0xE1, 0, UInt8(exif.count + 2)] + exif + sof + [0xFF, 0xDA]
    let read = { (bytes: ArraySlice<UInt8>) -> Int32 in
      let address = ig_alloc(Int32(max(bytes.count, 1)))
      defer { ig_free(address) }
      UnsafeMutableRawPointer(address: address)!.copyMemory(from: Array(bytes), byteCount: bytes.count)
      return ig_photo_size(address, Int32(bytes.count), Int32(jpeg.count), out.address)
    }
    #expect(read(jpeg[...]) == 1)
    #expect(out.records(1, HeaderSizeField.self)[0] == [3024, 4032, 0])
    #expect(read(jpeg.prefix(8)) == 1)
    #expect(out.records(1, HeaderSizeField.self)[0][2] > 8, "more bytes first")
    #expect(read([UInt8](repeating: 0x20, count: 32)[...]) == 0, "no photo: no record")
    #expect(ig_photo_size(0, 4, 4, out.address) == ABIStatus.invalidArgument.rawValue)
  }

  @Test("a kept draft comes back through one call: layout, side, framings, loads, then one save")
  func restore() {
    let flow = ig_flow_new()
    let draft = Block()
    let out = Block()
    defer {
      ig_flow_free(flow)
      draft.free()
      out.free()
    }
    // Draft: Layout 3 at 1080, landscape, a white frame of 2 % with corners of 12 %, not a
    // copy; slot 1 kept at 2× towards the top left (photo 7), slot 3 with no framing kept
    // (zoom 0): centred (photo 9); slots 4 to 8 empty. One step back: Layout 2, photo 7 alone.
    let landscape = PictureFormatCode.landscape.rawValue
    let empty: [Int32] = [0, 0, 0, 0, 0]
    let emptyFive = Array([[Int32]](repeating: empty, count: 5).joined())
    let step: [Int32] =
      [ChangeCode.layout.rawValue, 3, 2, 0, 20, 0xFFFFFF, 120] + empty + [1, 0, 0, 0, 7] + empty + empty
      + emptyFive
    draft.fill(
      [3, 1080, 0, landscape, 1, 20, 0xFFFFFF, 120, 1, 0] + empty + [1, 2_000_000, 0, 0, 7] + empty
        + [1, 0, 0, 0, 9] + emptyFive + step)
    #expect(ig_flow_restore(flow, draft.address, out.address) == 5)
    let effects = out.records(5, EffectField.self)
    #expect(
      effects[0] == [EffectCode.keepDocument.rawValue, 0, 0, 0, 0], "the document, its history with it")
    #expect(effects[1][0] == EffectCode.readPhotoHeader.rawValue && effects[1][1] == 1)
    #expect(effects[1][2] == 10, "tickets go on past the kept photos' ids")
    #expect(effects[2][0] == EffectCode.readPhotoHeader.rawValue && effects[2][1] == 3)
    #expect(effects[3] == [EffectCode.announce.rawValue, MessageCode.draftRestored.rawValue, 0, 0, 0])
    #expect(effects[4] == [EffectCode.startTimer.rawValue, TimerCode.passingMessage.rawValue, 8000, 0, 0])
    #expect(ig_flow_snapshot(flow, out.address) == 1)
    #expect(
      out(StateField.layout) == 3 && out(StateField.pictureSide) == 1080 && out(StateField.restoresDraft) == 1
    )
    #expect(
      [StateField.format, .pictureWidth, .pictureHeight, .spacing, .colour, .radius].map { out($0) } == [
        landscape, 1920, 1080, 20, 0xFFFFFF, 120,
      ])
    #expect(out(SlotField.zoom, record: 1, skip: StateField.words) == 2_000_000)
    #expect(out(SlotField.zoomPercent, record: 1, skip: StateField.words) == 200)
    #expect(out(SlotField.place, record: 1, skip: StateField.words) == PlaceCode.topRight.rawValue)
    #expect(out(SlotField.loading, record: 1, skip: StateField.words) == 1)
    #expect(
      [SlotField.zoom, .focusX, .focusY].map { out($0, record: 3, skip: StateField.words) } == [
        1_000_000, 500_000, 500_000,
      ])
    #expect(out(SlotField.photo, record: 1, skip: StateField.words) == 7, "the kept photo keeps its id")
    #expect(out(StateField.historyPast) == 1 && out(StateField.historyFuture) == 0)
    #expect(
      saved(flow).hasSuffix(
        "undo layout 3\nlayout 2 (0|1)/2\nformat 1 1\nframe 20 16777215 120\nphoto 1 7 1000000 500000 500000 1\n"
      ),
      "its history is kept as the core writes it")
    // A second restore into a grid in use changes nothing; bad layouts and flags are refused.
    #expect(ig_flow_restore(flow, draft.address, out.address) == 0)
    draft.fill([99])
    #expect(ig_flow_restore(flow, draft.address, out.address) == ABIStatus.invalidArgument.rawValue)
    draft.fill([3, 1080, 2])
    #expect(ig_flow_restore(flow, draft.address, out.address) == ABIStatus.invalidArgument.rawValue)
    draft.fill([3, 1080, 0, 0, 2])
    #expect(
      ig_flow_restore(flow, draft.address, out.address) == ABIStatus.invalidArgument.rawValue,
      "framed is 0 or 1")
    #expect(ig_flow_restore(flow, 0, out.address) == ABIStatus.invalidArgument.rawValue)
    // A format this module does not know (a newer page's draft) comes back square, photos and all.
    let newer = ig_flow_new()
    defer { ig_flow_free(newer) }
    draft.fill([3, 1080, 0, 5, 0, 0, 0, 0, 0, 0] + [1, 0, 0, 0, 0] + Array(repeating: 0, count: 25))
    #expect(ig_flow_restore(newer, draft.address, out.address) > 0, "no format 5: the draft still comes back")
    #expect(ig_flow_snapshot(newer, out.address) == 1)
    #expect(out(StateField.format) == PictureFormatCode.square.rawValue)
  }

  @Test(
    "the flow's layout as it is: its form, cells, needs and dividers; moved by codes; kept and restored as text"
  )
  func dividers() {
    let flow = ig_flow_new()
    let out = Block()
    defer {
      ig_flow_free(flow)
      out.free()
    }
    func layoutText() -> String {
      let length = ig_flow_layout(flow, out.address)
      return String(
        decoding: UnsafeBufferPointer(
          start: UnsafeMutableRawPointer(address: out.address)!.assumingMemoryBound(to: UInt8.self),
          count: Int(length)),
        as: UTF8.self)
    }
    #expect(layoutText() == "(0|1)/2")
    let standard = Layout.standard.cells(side: 300).map {
      [$0.rect.x, $0.rect.y, $0.rect.width, $0.rect.height, $0.slot]
    }
    #expect(ig_flow_cells(flow, 300, out.address) == 3)
    #expect(out.records(3, CellField.self).map { $0.prefix(5).map(Int.init) } == standard)
    #expect(ig_flow_dividers(flow, out.address) == 2)
    let dividers = out.records(2, DividerField.self)
    #expect(
      dividers[0][DividerField.vertical.rawValue] == 0 && dividers[1][DividerField.vertical.rawValue] == 1)
    #expect(dividers.map { $0[DividerField.percent.rawValue] } == [50, 50])
    #expect(dividers[1][DividerField.before.rawValue] == 1 && dividers[1][DividerField.after.rawValue] == 2)
    #expect(ig_flow_slot_need(flow, 2, 300, NeedReachCode.shown.rawValue, out.address) == 1)
    #expect(out(SizeField.width) == 270 && out(SizeField.height) == 127)
    // Ten percent to the left: the form, the cells and the records follow; it is said.
    let code = EventCode.dividerStepped.rawValue
    #expect(ig_flow_dispatch(flow, code, 1, -10, 0, 0, 0, out.address) > 0)
    #expect(out.records(1, EffectField.self).first == [EffectCode.keepDocument.rawValue, 0, 0, 0, 0])
    #expect(layoutText() == "(2:0|3:1)/2")
    #expect(ig_flow_dividers(flow, out.address) == 2 && out(DividerField.percent, record: 1) == 40)
    #expect(ig_flow_dispatch(flow, code, 7, 1, 0, 0, 0, out.address) == 0, "no divider 7: nothing")
    #expect(ig_flow_dispatch(flow, EventCode.dividerToLimit.rawValue, 1, 2, 0, 0, 0, out.address) < 0)
    // Kept as text and read back into a new flow: the same layout.
    let text = Array(saved(flow).utf8)
    let copy = ig_flow_new()
    defer { ig_flow_free(copy) }
    let bytes = ig_alloc(Int32(text.count))
    defer { ig_free(bytes) }
    UnsafeMutableRawPointer(address: bytes)!.copyMemory(from: text, byteCount: text.count)
    // No photo and no step before the move: nothing to bring back but the step itself.
    #expect(ig_flow_restore_saved(copy, bytes, Int32(text.count), 0, 0, 0, out.address) >= 0)
    #expect(ig_flow_restore_saved(copy, bytes, 3, 0, 0, 0, out.address) == ABIStatus.invalidArgument.rawValue)
    #expect(
      ig_flow_restore_saved(copy, bytes, Int32(text.count), 2, 0, 0, out.address)
        == ABIStatus.invalidArgument.rawValue)
    #expect(
      ig_flow_restore_saved(copy, bytes, Int32(text.count), 0, 0, 1, out.address)
        == ABIStatus.invalidArgument.rawValue, "ids at no address")
    #expect(saved(copy) == String(decoding: text, as: UTF8.self))
  }

  @Test("the share flow through codes: picks, headers, decodes, renders, share")
  func shareFlow() {
    let flow = ig_flow_new()
    let out = Block()
    defer {
      ig_flow_free(flow)
      out.free()
    }
    /// Dispatches `event` with its arguments, padded with zeros; returns the effects' count.
    func send(_ event: EventCode, _ args: Int32...) -> Int32 {
      let a = args + [Int32](repeating: 0, count: 5 - args.count)
      return ig_flow_dispatch(flow, event.rawValue, a[0], a[1], a[2], a[3], a[4], out.address)
    }
    /// Every field of effect `index` of the last dispatch.
    func effect(_ index: Int) -> [Int32] { out.records(Int32(index + 1), EffectField.self)[index] }
    /// A field of the state, or of a slot's record, read with one snapshot.
    func state(_ field: StateField) -> Int32 {
      #expect(ig_flow_snapshot(flow, out.address) == 1)
      return out(field)
    }
    func slot(_ slot: Int, _ field: SlotField) -> Int32 {
      #expect(ig_flow_snapshot(flow, out.address) == 1)
      return out(field, record: slot, skip: StateField.words)
    }
    let announce = EffectCode.announce.rawValue

    #expect(ig_flow_snapshot(flow, out.address) == 1)
    #expect(
      out.records(1, StateField.self)[0] == [
        2, 0, 0, -1, 0, 0, 0, 0, 0, 3, 2048, 0, 2048, 2048, 50, 0x106698, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0,
        DirectionCode.up.rawValue, 9,
      ])
    #expect(
      (0..<4).allSatisfy { slot($0, .shown) == 0 && slot($0, .cropped) == 0 && slot($0, .zoom) == 1_000_000 })
    // Swipe up on an empty grid: nudge, then "3 photos missing".
    #expect(send(.swiped, DirectionCode.up.rawValue) == 2)
    #expect(effect(0) == [EffectCode.nudge.rawValue, 0, 0, 0, 0])
    #expect(effect(1) == [announce, MessageCode.photosMissing.rawValue, 3, 0, 0])
    #expect(state(.highlightsEmptyCells) == 1)
    // Tap cell slot 1: open its picker.
    #expect(send(.cellTapped, 1) == 1 && effect(0) == [EffectCode.openPicker.rawValue, 1, 1, 0, 0])
    // Pick a file for each visible slot: read the header, decode, photo.
    let need = Picture(shortSide: 2048).need(ofSlot: 2, showing: .standard)
    for picked: Int32 in [0, 1, 2] {
      #expect(send(.photoPicked, picked) == 1)
      let read = effect(0)
      #expect(read[0] == EffectCode.readPhotoHeader.rawValue && read[1] == picked)
      #expect(read[3] == Int32(PhotoHeader.firstRead))
      let ticket = read[2]
      #expect(slot(Int(picked), .loading) == 1)
      #expect(headerRead(flow, picked, ticket, pngHeader(4000, 3000), out: out.address) == 1)
      let decode = effect(0)
      #expect(decode[0] == EffectCode.decodePhoto.rawValue && decode[1] == picked && decode[2] == ticket)
      if picked == 2 { #expect(decode[3] == Int32(need.width) && decode[4] == Int32(need.height)) }
      // Decoded to cover the need, as the page's decoder does: 4000×3000 scaled by the larger ratio.
      let scale = max(Double(decode[3]) / 4000, Double(decode[4]) / 3000)
      let width = Int32((4000 * scale).rounded(.up))
      _ = send(.timerFired, TimerCode.draftSave.rawValue)  // the last save's window has passed
      let effects = send(.photoDecoded, picked, ticket, width, Int32((3000 * scale).rounded(.up)), 0)
      #expect(effects == (picked == 2 ? 4 : 3), "the photo kept at once (and the render, once complete)")
      #expect(
        effect(0) == [EffectCode.keepDocument.rawValue, 0, 0, 0, 0], "the document first, with its step")
      #expect(
        effect(Int(effects) - 1) == [
          EffectCode.startTimer.rawValue, TimerCode.draftSave.rawValue,
          Int32(DraftKeeping.saveWindowMilliseconds), 0, 0,
        ])
      #expect(slot(Int(picked), .photoWidth) == width && slot(Int(picked), .cropped) == 1)
    }
    #expect((0..<4).map { slot($0, .shown) } == [1, 1, 1, 0] && state(.complete) == 1)
    #expect((0..<4).allSatisfy { slot($0, .loading) == 0 })
    let revision = state(.pictureRevision)
    _ = send(.photoDecoded, 2, 99, 10, 10, 0)  // a stale ticket: no effects, nothing changes
    #expect(state(.pictureRevision) == revision)
    // Landscape, swipe left before the picture is ready: preparing.
    #expect(send(.orientationChanged, ScreenOrientationCode.landscape.rawValue) == 0)
    #expect(send(.swiped, DirectionCode.left.rawValue) == 2)
    #expect(effect(1) == [announce, MessageCode.preparingPicture.rawValue, 0, 0, 0])
    #expect(send(.pictureRendered, revision) == 2)
    #expect(
      effect(1) == [
        EffectCode.startTimer.rawValue, TimerCode.passingMessage.rawValue, ig_passing_milliseconds(), 0, 0,
      ])
    #expect(effect(0) == [announce, MessageCode.pictureReady.rawValue, 0, 0, 0] && state(.pictureReady) == 1)
    #expect(state(.shareDirection) == DirectionCode.left.rawValue, "held in landscape, a swipe left shares")
    // Leave left; finish; share failed; return left.
    let left = DirectionCode.left.rawValue
    #expect(
      send(.swiped, left) == 1 && effect(0) == [EffectCode.startLeaveAnimation.rawValue, left, 0, 0, 0])
    #expect([state(.phase), state(.direction)] == [PhaseCode.leaving.rawValue, left])
    let shareAnswer = TimerCode.shareAnswer.rawValue
    #expect(send(.animationFinished) == 1 && effect(0)[0] == EffectCode.presentShare.rawValue)
    #expect(send(.systemSheetOpened) == 1)
    #expect(
      effect(0) == [EffectCode.startTimer.rawValue, shareAnswer, Int32(Sharing.answerMilliseconds), 0, 0])
    #expect(
      send(.shareFinished, OutcomeCode.failed.rawValue) == 3, "failed: the timer stops, return, announce")
    #expect(effect(0) == [EffectCode.cancelTimer.rawValue, shareAnswer, 0, 0, 0])
    #expect(effect(1) == [EffectCode.startReturnAnimation.rawValue, left, 0, 0, 0])
    #expect(effect(2) == [announce, MessageCode.shareFailed.rawValue, 0, 0, 0])
    #expect(send(.animationFinished) == 0 && state(.phase) == PhaseCode.idle.rawValue)
    // A 400-megapixel JPEG is refused from its header, with its size in the message.
    #expect(send(.photoPicked, 0) == 1)
    let ticket = effect(0)[2]
    #expect(headerRead(flow, 0, ticket, jpegHeader(20000, 20000), out: out.address) == 1)
    #expect(effect(0) == [announce, MessageCode.photoTooLarge.rawValue, 0, 20000, 20000])
    #expect(
      [state(.message), state(.messageA), state(.messageB), state(.messageC)] == [
        MessageCode.photoTooLarge.rawValue, 0, 20000, 20000,
      ])
    #expect(slot(0, .shown) == 1, "the cell keeps its photo")
    // Start over is a step: Undo brings the grid back, Redo clears it again, each said.
    _ = send(.timerFired, TimerCode.draftSave.rawValue)
    #expect(send(.startOverPressed) > 0 && effect(0) == [EffectCode.keepDocument.rawValue, 0, 0, 0, 0])
    #expect(effect(1)[0] == EffectCode.releasePhoto.rawValue)
    #expect(slot(0, .shown) == 0 && state(.canUndo) == 1 && state(.canRedo) == 0)
    let kept = saved(flow)
    #expect(
      kept.contains("undo startOver\nlayout 2 (0|1)/2\nformat 1 1\nframe 50 1074840 0\nphoto 0 "),
      "the step and the photos it brings back, by id, kept as the core writes it")
    /// Undo, and the photos it brings back decoded from their kept files; returns the effects.
    func undo() -> [[Int32]] {
      let effects = (0..<Int(send(.undoPressed))).map { effect($0) }
      let recalled = effects.filter { $0[0] == EffectCode.recallPhoto.rawValue }
      #expect(recalled.map { $0[1] } == [0, 1, 2], "each photo is decoded again from its kept file")
      #expect((0..<3).allSatisfy { slot($0, .loading) == 1 && slot($0, .photo) == recalled[$0][3] })
      // Each decoded at the size its decode asks to cover.
      for decode in effects where decode[0] == EffectCode.decodePhoto.rawValue {
        _ = send(.photoDecoded, decode[1], decode[2], decode[3], decode[4], 0)
      }
      return effects
    }
    let undone = undo()
    #expect(
      undone[undone.count - 2][0...2] == [
        announce, MessageCode.undid.rawValue, ChangeCode.startOver.rawValue,
      ],
      "announced")
    #expect((0..<3).allSatisfy { slot($0, .shown) == 1 } && state(.canRedo) == 1)
    #expect(send(.redoPressed) > 0 && slot(0, .shown) == 0)
    #expect(
      state(.message) == MessageCode.redid.rawValue && state(.messageA) == ChangeCode.startOver.rawValue)
    _ = undo()
    #expect(send(.timerFired, 9) == ABIStatus.invalidArgument.rawValue, "no such timer")
    // Sides and limits come from the core.
    #expect(
      ig_picture_sides(out.address) == 3 && out.records(3, NumberField.self) == [[1080], [2048], [4096]])
    #expect(ig_photo_max_pixels() == 100_000_000)
    #expect(state(.colour) == 0x106698, "transparent pixels lie over the frame colour")
    let shown = NeedReachCode.shown.rawValue
    #expect(
      ig_slot_need(2, form(2).address, form(2).length, 0, 2048, 50, shown, out.address) == 1
        && out(SizeField.width) == Int32(need.width))
    // Slot 0 is a square in Layout 2, the wide cell of Layout 1: the screen covers both.
    #expect(
      ig_slot_need(0, form(2).address, form(2).length, 0, 2048, 50, shown, out.address) == 1
        && out(SizeField.width) < 1100)
    #expect(
      ig_slot_need(
        0, form(2).address, form(2).length, 0, 2048, 50, NeedReachCode.switchable.rawValue, out.address) == 1
        && out(SizeField.width) > 1800)
    // Any cell: the frame's inside, 2048 less two margins of 102.4 px, rounded inwards.
    #expect(
      ig_slot_need(
        0, form(2).address, form(2).length, 0, 2048, 50, NeedReachCode.anyCell.rawValue, out.address) == 1
        && out(SizeField.width) == 1842 && out(SizeField.height) == 1842)
    #expect(
      ig_slot_need(0, form(2).address, form(2).length, 0, 2048, 50, 3, out.address)
        == ABIStatus.invalidArgument.rawValue, "no such reach")
    #expect(
      ig_slot_need(9, form(2).address, form(2).length, 0, 2048, 50, shown, out.address)
        == ABIStatus.invalidArgument.rawValue)
    #expect(
      ig_slot_need(0, form(2).address, form(2).length, 0, 9, 50, shown, out.address)
        == ABIStatus.sideOutOfRange.rawValue)
    // Bad codes change nothing and say so.
    let invalid = ABIStatus.invalidArgument.rawValue
    #expect(ig_flow_dispatch(flow, 99, 0, 0, 0, 0, 0, out.address) == invalid)
    #expect(send(.orientationChanged, 7) == invalid)
    #expect(send(.shareFinished, 3) == invalid)
    #expect(send(.photoDecoded, 0, 1, 10, 10, 2) == invalid)
    #expect(state(.canStartOver) == 1, "Start over is possible")
    #expect(ig_flow_dispatch(0, 9, 0, 0, 0, 0, 0, out.address) == invalid, "no flow")
    #expect(ig_flow_dispatch(flow, EventCode.cellTapped.rawValue, 0, 0, 0, 0, 0, 0) == invalid, "no block")
    #expect(ig_flow_snapshot(flow, 0) == invalid)
    #expect(ig_flow_header_read(flow, 0, 1, 0, 10, 10, out.address) == invalid, "null address")
    #expect(ig_flow_header_read(flow, 0, 1, 16, 10, 5, out.address) == invalid, "more bytes than the file")
    // Sharp regions: none at 1× (the decode covers the cell); zoomed 3×, the shown region of the
    // 4000×3000 file at the cell's size.
    #expect(ig_flow_sharp_region(flow, 2, 4000, 3000, out.address) == 0)
    #expect(send(.frameSet, 2, 3_000_000, 500_000, 500_000) >= 1)
    let cell = Layout.standard.cells(side: 2048).first { $0.slot == 2 }!.rect
    let decoded = PixelSize(width: Int(slot(2, .photoWidth)), height: Int(slot(2, .photoHeight)))
    let expected = Framing(zoom: 3, focusX: 0.5, focusY: 0.5).sharpRegion(
      source: PixelSize(width: 4000, height: 3000), decoded: decoded, cell: cell.size)
    #expect(expected != nil)
    if let expected {
      let fields = [expected.crop.x, expected.crop.y, expected.crop.width, expected.crop.height]
      #expect(ig_flow_sharp_region(flow, 2, 4000, 3000, out.address) == 1)
      #expect(
        out.records(1, SharpRegionField.self)
          == [(fields + [expected.size.width, expected.size.height]).map { Int32($0) }])
    }
    #expect(ig_flow_sharp_region(flow, 2, 0, 3000, out.address) == invalid, "no source size")
    #expect(ig_flow_sharp_region(flow, 9, 4000, 3000, out.address) == invalid)
  }

  @Test(
    "turns, mirrors and removals through codes: the slot's orientation, its crop and need in the photo's pixels"
  )
  func turns() {
    let flow = ig_flow_new()
    let out = Block()
    defer {
      ig_flow_free(flow)
      out.free()
    }
    func send(_ event: EventCode, _ args: Int32...) -> Int32 {
      let a = args + [Int32](repeating: 0, count: 5 - args.count)
      return ig_flow_dispatch(flow, event.rawValue, a[0], a[1], a[2], a[3], a[4], out.address)
    }
    func effects(_ count: Int32) -> [[Int32]] { out.records(count, EffectField.self) }
    func slot(_ slot: Int, _ field: SlotField) -> Int32 {
      #expect(ig_flow_snapshot(flow, out.address) == 1)
      return out(field, record: slot, skip: StateField.words)
    }
    // Layout 2 with three 4000 × 3000 photos, each decoded to what its decode asks to cover.
    for picked: Int32 in [0, 1, 2] {
      _ = send(.photoPicked, picked)
      let ticket = effects(1)[0][2]
      _ = headerRead(flow, picked, ticket, pngHeader(4000, 3000), out: out.address)
      let decode = effects(1)[0]
      let size = PixelSize(width: 4000, height: 3000).covering(
        PixelSize(width: Int(decode[3]), height: Int(decode[4])))
      _ = send(.photoDecoded, picked, ticket, Int32(size.width), Int32(size.height), 0)
    }
    #expect((0..<3).allSatisfy { slot($0, .orientation) == 1 }, "upright as picked")
    let cell = Layout.standard.cells(side: 2048).first { $0.slot == 2 }!.rect
    let decoded = PixelSize(width: Int(slot(2, .photoWidth)), height: Int(slot(2, .photoHeight)))
    // A quarter turn right of the wide cell's photo: one step, said, decoded again for its
    // height to span the cell's width.
    let count = send(.photoTurnedRight, 2)
    let turned = effects(count)
    #expect(turned.first == [EffectCode.keepDocument.rawValue, 0, 0, 0, 0])
    let decodes = turned.filter { $0[0] == EffectCode.decodePhoto.rawValue }
    #expect(decodes.count == 1 && decodes.first?[1] == 2)
    #expect(decodes.first.map { [$0[3], $0[4]] } == [Int32(cell.height), Int32(cell.width)])
    #expect(turned.contains([EffectCode.announce.rawValue, MessageCode.photoTurned.rawValue, 2, 6, 0]))
    #expect(slot(2, .orientation) == 6 && slot(2, .loading) == 1)
    let crop = Framing.centred.crop(of: decoded, turned: PhotoOrientation(exif: 6)!, in: cell.size)
    #expect(
      [SlotField.cropX, .cropY, .cropWidth, .cropHeight].map { slot(2, $0) }
        == [crop.x, crop.y, crop.width, crop.height].map { Int32($0) },
      "the crop in the decoded photo's pixels, drawn turned")
    #expect(ig_flow_slot_need(flow, 2, 2048, NeedReachCode.shown.rawValue, out.address) == 1)
    #expect([out(SizeField.width), out(SizeField.height)] == [Int32(cell.height), Int32(cell.width)])
    // Left, then mirrored: EXIF 2; Undo takes back the mirror, named.
    _ = send(.photoTurnedLeft, 2)
    #expect(slot(2, .orientation) == 1)
    _ = send(.photoMirrored, 2)
    #expect(slot(2, .orientation) == 2)
    let undone = effects(send(.undoPressed))
    #expect(
      undone.contains {
        $0[0...2] == [EffectCode.announce.rawValue, MessageCode.undid.rawValue, ChangeCode.mirrored.rawValue]
      })
    #expect(slot(2, .orientation) == 1)
    // Removed: the cell is empty, its pixels let go; Undo brings the photo back from its file.
    let photo = slot(0, .photo)
    let removed = effects(send(.photoRemoved, 0))
    #expect(removed.contains([EffectCode.releasePhoto.rawValue, 0, 0, 0, 0]))
    #expect(
      removed.contains([
        EffectCode.announce.rawValue, MessageCode.photoRemoved.rawValue, PlaceCode.topLeft.rawValue, 0, 0,
      ]))
    #expect(slot(0, .shown) == 0 && slot(0, .photo) == 0)
    let back = effects(send(.undoPressed))
    #expect(back.contains { $0[0] == EffectCode.recallPhoto.rawValue && $0[1] == 0 && $0[3] == photo })
    // Nothing to turn or remove in an empty or hidden cell; a slot out of range changes nothing.
    #expect(send(.photoTurnedRight, 3) == 0 && send(.photoRemoved, 4) == 0 && send(.photoMirrored, 9) == 0)
  }

  /// Feeds `bytes` as the header of load `ticket` in `slot`; the effects go to `out`.
  private func headerRead(
    _ flow: Address, _ slot: Int32, _ ticket: Int32, _ bytes: [UInt8], out: Address
  ) -> Int32 {
    let address = ig_alloc(Int32(max(bytes.count, 1)))
    defer { ig_free(address) }
    UnsafeMutableRawPointer(address: address)!.copyMemory(from: bytes, byteCount: bytes.count)
    return ig_flow_header_read(flow, slot, ticket, address, Int32(bytes.count), Int32(bytes.count), out)
  }
}

/// A block of `resultWords` `i32`s for the calls that write records, read by field name.
private struct Block {
  let address = ig_alloc(Int32(resultWords * 4))

  func free() { ig_free(address) }

  private var words: UnsafeMutablePointer<Int32> {
    UnsafeMutableRawPointer(address: address)!.assumingMemoryBound(to: Int32.self)
  }

  /// `field` of record `index`, the records starting `skip` words in.
  /// Writes `words` at the block's start, as the page writes records for the module to read.
  func fill(_ values: [Int32]) {
    for (index, value) in values.enumerated() { words[index] = value }
  }

  func callAsFunction<Field: RecordField>(_ field: Field, record index: Int = 0, skip: Int = 0) -> Int32 {
    words[skip + index * Field.words + field.rawValue]
  }

  /// The first `count` records, each as its fields in order.
  func records<Field: RecordField>(_ count: Int32, _: Field.Type) -> [[Int32]] {
    (0..<Int(max(count, 0))).map { index in (0..<Field.words).map { words[index * Field.words + $0] } }
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

/// The slots of the cells `ig_layout_cells` gives for the form's bytes on a picture of
/// `format` (1080, the spec's spacing).
private func cellSlots(_ form: [UInt8], _ length: Int32, _ format: Int32) -> [Int32] {
  let (address, out) = (ig_alloc(Int32(form.count)), Block())
  defer {
    ig_free(address)
    out.free()
  }
  UnsafeMutableRawPointer(address: address)!.copyMemory(from: form, byteCount: form.count)
  let count = ig_layout_cells(address, length, format, 1080, 50, 0, out.address)
  return out.records(count, CellField.self).map { $0[CellField.slot.rawValue] }
}

/// A layout's textual form in memory, as the calls that take a layout take it (kept for the
/// process: tests call with the same few forms); an unknown number gives a form no layout has.
private func form(_ number: Int32) -> (address: Address, length: Int32) {
  let text = Array((Layout.numbered(Int(number))?.form ?? "0|x").utf8)
  let address = ig_alloc(Int32(text.count))
  UnsafeMutableRawPointer(address: address)!.copyMemory(from: text, byteCount: text.count)
  return (address, Int32(text.count))
}

/// The draft `flow` keeps, as the core writes it.
private func saved(_ flow: Address) -> String {
  let length = ig_flow_saved(flow, 0, 0)
  let block = ig_alloc(max(length, 1))
  defer { ig_free(block) }
  #expect(ig_flow_saved(flow, block, length) == length)
  let bytes = UnsafeBufferPointer(
    start: UnsafeMutableRawPointer(address: block)!.assumingMemoryBound(to: UInt8.self), count: Int(length))
  return String(decoding: bytes, as: UTF8.self)
}
