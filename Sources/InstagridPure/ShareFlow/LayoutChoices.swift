/// The layouts the catalogue sheet offers for the grid's photos: the best few made for them,
/// then the catalogue's for as many photos, those that keep most of the photos first.
extension ShareFlowState {
  /// The grid's photos that layouts are fitted to: each visible slot that shows, or will show,
  /// a photo whose size is known, with that size as shown; in slot order, whatever the layout,
  /// since the search's answer depends on the order it is given the photos in.
  public var fittedPhotos: (slots: [Int], sizes: [PixelSize]) {
    var slots: [Int] = []
    var sizes: [PixelSize] = []
    for slot in 0..<Layout.slotCount where layout.visibleSlots.contains(slot) {
      guard let size = shownSize(ofSlot: slot) else { continue }
      slots.append(slot)
      sizes.append(size)
    }
    return (slots, sizes)
  }

  /// The best few layouts made for the grid's photos (2 to 9), best first, on the picture as
  /// chosen; none for fewer photos.
  public var madeLayouts: [FittedLayout] {
    let photos = fittedPhotos
    return PhotoFit.layouts(for: photos.sizes, slots: photos.slots, on: picture)
  }

  /// The catalogue's layouts with as many cells as the grid has photos, each with the mean
  /// fraction of those photos it keeps (a photo it hides keeps none), most kept first (ties in
  /// the catalogue's order).
  public var catalogueFits: (layouts: [Layout], kept: [Double]) {
    let photos = fittedPhotos
    guard !photos.slots.isEmpty else { return ([], []) }
    var layouts: [Layout] = []
    var kept: [Double] = []
    for layout in Layout.all where layout.cellCount == photos.slots.count {
      let cells = picture.cells(of: layout)
      var sum = 0.0
      for (slot, size) in zip(photos.slots, photos.sizes) {
        if let cell = cells.first(where: { $0.slot == slot }) {
          sum += PhotoFit.kept(photo: size, cell: cell.rect.size)
        }
      }
      layouts.append(layout)
      kept.append(sum / Double(photos.slots.count))
    }
    let order = ascendingOrder(kept.map { -$0 })
    return (order.map { layouts[$0] }, order.map { kept[$0] })
  }
}
