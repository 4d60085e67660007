/// What a person makes, and all that Undo and Redo bring back: the layout, the picture's
/// format and frame, which photo is in which slot, and how each sits in its cell.
public struct Document: Equatable, Hashable, Sendable {
  /// The layout.
  public var layout: Layout
  /// The picture's proportions.
  public var format: Format
  /// The spacing, colour and corners.
  public var frame: Frame
  /// For each slot, the photo it holds, by its `SlotPhoto.id`; `nil` where it holds none.
  public var photos: [Int?]
  /// For each slot, how its photo sits in its cell.
  public var framings: [Framing]

  /// A document of `photos.count` slots.
  public init(layout: Layout, format: Format, frame: Frame, photos: [Int?], framings: [Framing]) {
    self.layout = layout
    self.format = format
    self.frame = frame
    self.photos = photos
    self.framings = framings
  }

}

extension ShareFlowState {
  /// The document as the grid holds it now: a slot whose photo is being replaced holds the
  /// photo it shows until the new one arrives; one whose photo comes back holds that photo.
  public var document: Document {
    Document(
      layout: layout, format: format, frame: frame, photos: slots.map { $0.documentPhoto },
      framings: framings)
  }
}
