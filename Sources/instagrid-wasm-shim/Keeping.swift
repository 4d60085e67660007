import InstagridPure

/// How a photo of `sourceWidth × sourceHeight` in a file of `fileBytes` is decoded and kept
/// (`DecodePlan`), as a DecodePlan record at `out`; a draft need of 0 × 0 asks for no draft copy.
@_expose(wasm, "ig_decode_plan")
@_cdecl("ig_decode_plan")
public func ig_decode_plan(
  _ sourceWidth: Int32, _ sourceHeight: Int32, _ fileBytes: Int32, _ needWidth: Int32, _ needHeight: Int32,
  _ screenWidth: Int32, _ screenHeight: Int32, _ draftWidth: Int32, _ draftHeight: Int32, _ out: Address
) -> Int32 {
  let sizes = [
    sourceWidth, sourceHeight, needWidth, needHeight, screenWidth, screenHeight, draftWidth, draftHeight,
  ]
  guard sourceWidth > 0, sourceHeight > 0, fileBytes >= 0, sizes.allSatisfy({ $0 >= 0 }) else {
    return ABIStatus.invalidArgument.rawValue
  }
  let size = { (width: Int32, height: Int32) in PixelSize(width: Int(width), height: Int(height)) }
  let plan = DecodePlan(
    source: size(sourceWidth, sourceHeight), fileBytes: Int(fileBytes), need: size(needWidth, needHeight),
    screen: size(screenWidth, screenHeight),
    draftNeed: draftWidth == 0 && draftHeight == 0 ? nil : size(draftWidth, draftHeight))
  return ResultBlock.write(CollectionOfOne(plan), to: out) { plan in
    var record = Record<DecodePlanField>()
    record[.width] = Int32(clamping: plan.decoded.width)
    record[.height] = Int32(clamping: plan.decoded.height)
    record[.full] = plan.isLargestDecode ? 1 : 0
    record[.previewWidth] = Int32(clamping: plan.preview.width)
    record[.previewHeight] = Int32(clamping: plan.preview.height)
    record[.draftWidth] = Int32(clamping: plan.draft?.width ?? 0)
    record[.draftHeight] = Int32(clamping: plan.draft?.height ?? 0)
    record[.draftFull] = plan.isLargestDraft ? 1 : 0
    record[.keepsFile] = plan.keepsFile ? 1 : 0
    return record
  }
}

/// How pictures and drafts are encoded and kept, as a Keeping record at `out`.
@_expose(wasm, "ig_keeping")
@_cdecl("ig_keeping")
public func ig_keeping(_ out: Address) -> Int32 {
  ResultBlock.write(CollectionOfOne(()), to: out) { _ in
    var record = Record<KeepingField>()
    record[.pictureQuality] = thousandths(PictureSide.jpegQuality)
    record[.draftPhotoQuality] = thousandths(DraftKeeping.photoQuality)
    record[.draftThumbnailQuality] = thousandths(DraftKeeping.thumbnailQuality)
    record[.draftsKept] = Int32(DraftKeeping.draftsKept)
    record[.draftSide] = Int32(DraftKeeping.side)
    return record
  }
}

/// A quality (0…1) in thousandths.
private func thousandths(_ value: Double) -> Int32 {
  Int32((value * 1000).rounded())
}
