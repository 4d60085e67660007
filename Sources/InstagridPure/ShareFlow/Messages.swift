/// What the page says: the reducer keeps one message, true as the grid changes; passing news
/// fades after a while.
public enum Messages {
  /// How long passing news (and a notice of the page's own) stays, in milliseconds.
  public static let passingMilliseconds = 8_000

  /// Keeps a "photos missing" or "still loading" message true as cells fill.
  static func recountMissing(_ state: inout ShareFlowState) {
    if case .photosMissing = state.message {
      let missing = state.missingSlots.count
      state.message = missing == 0 ? nil : .photosMissing(count: missing)
    }
    if case .photosLoading = state.message {
      // The person is waiting to share: once nothing loads, tell them the picture is coming
      // (and, when it is made, that it is ready).
      let loading = state.loadingSlots.count
      state.message =
        loading > 0 ? .photosLoading(count: loading) : state.isComplete ? .preparingPicture : nil
    }
    if state.missingSlots.isEmpty { state.highlightsEmptyCells = false }
  }

  /// Makes `message` the one said, and announces it; passing news starts its fade.
  static func say(_ message: ShareMessage, in state: inout ShareFlowState) -> [ShareFlowEffect] {
    state.message = message
    return [.announce(message)]
      + (message.isPassing ? [.startTimer(.passingMessage, milliseconds: passingMilliseconds)] : [])
  }

  /// The time for passing news is over: it goes, unless something else has been said since.
  static func passed(_ state: inout ShareFlowState) -> [ShareFlowEffect] {
    if state.message?.isPassing == true { state.message = nil }
    return []
  }
}

extension ShareMessage {
  /// Whether this is passing news (the picture is ready, the collage is back, a step undone),
  /// which fades;
  /// every other message stays while it is true.
  public var isPassing: Bool {
    switch self {
    case .pictureReady, .draftRestored, .startedOver, .undid, .redid, .dividerMoved, .photoTurned,
      .photoRemoved, .layoutMade, .photosLeftOut:
      true
    default: false
    }
  }

  /// Whether this message says why a picked file was refused.
  var isPhotoRefusal: Bool {
    switch self {
    case .photoUnreadable, .photoFormatUnknown, .photoTooLarge, .photoFormatUnsupported, .photoBlank: true
    default: false
    }
  }

  /// Whether this message is about the photo in `slot` (a new photo there makes it stale).
  func isAbout(slot: Int) -> Bool {
    switch self {
    case .photoUnreadable(let s), .photoFormatUnknown(let s), .photoTooLarge(let s, _), .photoBlank(let s):
      s == slot
    case .photoFormatUnsupported(let s, _):
      s == slot
    default:
      false
    }
  }
}
