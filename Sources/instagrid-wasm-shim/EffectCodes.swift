import InstagridPure

// The core's effects and messages as the ABI's Effect records and Message codes. Each switch
// is exhaustive: an effect or message added to the core does not build until it has its code.

extension Record where Field == EffectField {
  /// The Effect record of `effect`: its code and four arguments.
  init(_ effect: ShareFlowEffect) {
    self.init()
    let (kind, a, b, c, d): (EffectCode, Int32, Int32, Int32, Int32) =
      switch effect {
      case .openPicker(let slot, let many): (.openPicker, Int32(slot), many ? 1 : 0, 0, 0)
      case .startLeaveAnimation(let direction): (.startLeaveAnimation, direction.code, 0, 0, 0)
      case .presentShare: (.presentShare, 0, 0, 0, 0)
      case .startReturnAnimation(let direction): (.startReturnAnimation, direction.code, 0, 0, 0)
      case .nudge(let direction): (.nudge, direction.code, 0, 0, 0)
      case .announce(let message):
        (
          .announce, message.codes.kind.rawValue, message.codes.first, message.codes.second,
          message.codes.third
        )
      case .readPhotoHeader(let slot, let ticket, let count):
        (.readPhotoHeader, Int32(slot), clamped(ticket), clamped(count), 0)
      case .decodePhoto(let slot, let ticket, let need):
        (.decodePhoto, Int32(slot), clamped(ticket), clamped(need.width), clamped(need.height))
      case .renderPicture(let revision): (.renderPicture, clamped(revision), 0, 0, 0)
      case .saveDraft: (.saveDraft, 0, 0, 0, 0)
      case .reframed(let slot): (.reframed, Int32(slot), 0, 0, 0)
      case .photosMoved(let from, let to): (.photosMoved, Int32(from), Int32(to), 0, 0)
      case .startTimer(let timer, let milliseconds): (.startTimer, timer.code, clamped(milliseconds), 0, 0)
      case .cancelTimer(let timer): (.cancelTimer, timer.code, 0, 0, 0)
      case .releasePhoto(let slot): (.releasePhoto, Int32(slot), 0, 0, 0)
      case .recallPhoto(let slot, let ticket, let photo):
        (.recallPhoto, Int32(slot), clamped(ticket), clamped(photo), 0)
      case .forgetPhoto(let photo): (.forgetPhoto, clamped(photo), 0, 0, 0)
      case .keepDocument: (.keepDocument, 0, 0, 0, 0)
      }
    self[.kind] = kind.rawValue
    self[.a] = a
    self[.b] = b
    self[.c] = c
    self[.d] = d
  }
}

extension ShareMessage {
  /// Its Message code and up to three arguments.
  var codes: (kind: MessageCode, first: Int32, second: Int32, third: Int32) {
    switch self {
    case .photosMissing(let count): (.photosMissing, Int32(count), 0, 0)
    case .photoUnreadable(let slot): (.photoUnreadable, Int32(slot), 0, 0)
    case .shareFailed: (.shareFailed, 0, 0, 0)
    case .photosLoading(let count): (.photosLoading, Int32(count), 0, 0)
    case .photoFormatUnknown(let slot): (.photoFormatUnknown, Int32(slot), 0, 0)
    case .photoFormatUnsupported(let slot, let format): (.photoFormatUnsupported, Int32(slot), format.code, 0)
    case .photoTooLarge(let slot, let size):
      (.photoTooLarge, Int32(slot), clamped(size.width), clamped(size.height))
    case .preparingPicture: (.preparingPicture, 0, 0, 0)
    case .pictureReady: (.pictureReady, 0, 0, 0)
    case .startedOver: (.startedOver, 0, 0, 0)
    case .undid(let change): (.undid, change.codes.kind.rawValue, change.codes.argument, 0)
    case .redid(let change): (.redid, change.codes.kind.rawValue, change.codes.argument, 0)
    case .draftRestored(let copied): (.draftRestored, copied ? 1 : 0, 0, 0)
    case .photoMoved(let from, let to, let place): (.photoMoved, Int32(from), Int32(to), place.code)
    case .zoomChanged(let slot, let percent): (.zoomChanged, Int32(slot), clamped(percent), 0)
    case .photoBlank(let slot): (.photoBlank, Int32(slot), 0, 0)
    case .pictureMadeSmaller(let side): (.pictureMadeSmaller, Int32(side), 0, 0)
    case .pictureOutOfMemory: (.pictureOutOfMemory, 0, 0, 0)
    case .dividerMoved(let divider, let percent): (.dividerMoved, Int32(divider), Int32(percent), 0)
    case .photoTurned(let slot, let orientation): (.photoTurned, Int32(slot), Int32(orientation.exif), 0)
    case .photoRemoved(let place): (.photoRemoved, place.code, 0, 0)
    case .layoutMade(let photos, let leftOut): (.layoutMade, Int32(photos), clamped(leftOut), 0)
    case .photosLeftOut(let count): (.photosLeftOut, clamped(count), 0, 0)
    }
  }
}
