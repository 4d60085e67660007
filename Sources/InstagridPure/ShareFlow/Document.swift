/// What a person makes, and all that Undo and Redo bring back: the layout, the picture's
/// format and frame, and for each slot which photo it holds, how it is turned and how it sits
/// in its cell.
public struct Document: Equatable, Hashable, Sendable {
  /// One slot as the document holds it.
  public struct Slot: Equatable, Hashable, Sendable {
    /// The photo it holds, by its `SlotPhoto.id`; `nil` where it holds none.
    public var photo: Int?
    /// How the photo sits in its cell.
    public var framing: Framing
    /// How the photo is turned and mirrored.
    public var orientation: PhotoOrientation

    /// A slot holding `photo`, turned and framed so.
    public init(photo: Int?, framing: Framing = .centred, orientation: PhotoOrientation = .upright) {
      self.photo = photo
      self.framing = framing
      self.orientation = orientation
    }
  }

  /// The layout.
  public var layout: Layout
  /// The picture's proportions.
  public var format: PictureFormat
  /// The spacing, colour and corners.
  public var frame: Frame
  /// Each slot, hidden ones included.
  public var slots: [Slot]

  /// A document of `slots.count` slots.
  public init(layout: Layout, format: PictureFormat, frame: Frame, slots: [Slot]) {
    self.layout = layout
    self.format = format
    self.frame = frame
    self.slots = slots
  }

  /// For each slot, the photo it holds, by id.
  public var photos: [Int?] { slots.map { $0.photo } }
}

extension ShareFlowState {
  /// The document as the grid holds it now: a slot whose photo is being replaced holds the
  /// photo it shows until the new one arrives; one whose photo comes back holds that photo.
  public var document: Document {
    Document(
      layout: layout, format: format, frame: frame,
      slots: slots.map {
        Document.Slot(photo: $0.documentPhoto, framing: $0.framing, orientation: $0.orientation)
      })
  }
}
