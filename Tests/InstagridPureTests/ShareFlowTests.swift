import Testing

@testable import InstagridPure

@Suite("Share flow reducer")
struct ShareFlowTests {
  /// A state with `slots` filled, built through events as the page would.
  private func state(filled slots: [Int], layout: Int = 2, orientation: Orientation = .portrait)
    -> ShareFlowState
  {
    var state = ShareFlowState()
    _ = ShareFlow.reduce(&state, .orientationChanged(orientation))
    _ = ShareFlow.reduce(&state, .layoutTapped(layout))
    for slot in slots { _ = ShareFlow.reduce(&state, .photoAdded(slot: slot)) }
    return state
  }

  /// Runs `events` and returns every effect, in order.
  private func run(_ state: inout ShareFlowState, _ events: [ShareFlowEvent]) -> [ShareFlowEffect] {
    events.flatMap { ShareFlow.reduce(&state, $0) }
  }

  @Test("launch state: Layout 2, no photos, portrait, idle, no message")
  func launch() {
    let state = ShareFlowState()
    #expect(state.layout.number == 2)
    #expect(state.filledSlots == [false, false, false, false])
    #expect(state.orientation == .portrait)
    #expect(state.phase == .idle)
    #expect(state.message == nil)
    #expect(!state.highlightsEmptyCells)
    #expect(state.missingSlots == [0, 1, 2])
  }

  @Test("a layout tap selects that layout and nothing else")
  func layoutTap() {
    var state = ShareFlowState()
    #expect(ShareFlow.reduce(&state, .layoutTapped(3)).isEmpty)
    #expect(state.layout == .quad)
    #expect(ShareFlow.reduce(&state, .layoutTapped(1)).isEmpty)
    #expect(state.layout == .wideTop)
    #expect(ShareFlow.reduce(&state, .layoutTapped(7)).isEmpty)
    #expect(state.layout == .wideTop, "an unknown layout is ignored")
  }

  @Test("photos stay in their slots across layouts; a hidden photo comes back")
  func photosSurviveLayoutSwitches() {
    var state = self.state(filled: [0, 1, 2, 3], layout: 3)
    _ = ShareFlow.reduce(&state, .layoutTapped(1))  // hides slot 1
    #expect(state.filledSlots == [true, true, true, true])
    #expect(state.isComplete)
    _ = ShareFlow.reduce(&state, .layoutTapped(2))  // hides slot 3, shows slot 1 again
    #expect(state.filledSlots == [true, true, true, true])
    #expect(state.layout.visibleSlots == [0, 1, 2])
    #expect(state.isComplete)
  }

  @Test("a cell tap opens the picker for its slot; a hidden slot cannot be tapped")
  func cellTap() {
    var state = ShareFlowState()
    #expect(ShareFlow.reduce(&state, .cellTapped(slot: 1)) == [.openPicker(slot: 1)])
    #expect(ShareFlow.reduce(&state, .cellTapped(slot: 3)).isEmpty, "slot 3 is hidden in Layout 2")
    #expect(ShareFlow.reduce(&state, .cellTapped(slot: -1)).isEmpty)
    _ = ShareFlow.reduce(&state, .photoAdded(slot: 1))
    #expect(
      ShareFlow.reduce(&state, .cellTapped(slot: 1)) == [.openPicker(slot: 1)], "tapping a photo replaces it")
  }

  @Test("a photo that cannot be read keeps the cell as it was and says so")
  func photoFailed() {
    var state = self.state(filled: [0])
    #expect(ShareFlow.reduce(&state, .photoFailed(slot: 1)) == [.announce(.photoUnreadable(slot: 1))])
    #expect(state.filledSlots == [true, false, false, false])
    #expect(state.message == .photoUnreadable(slot: 1))
    _ = ShareFlow.reduce(&state, .photoAdded(slot: 1))
    #expect(state.message == nil, "a good photo in that slot clears the notice")
    #expect(ShareFlow.reduce(&state, .photoFailed(slot: 9)).isEmpty)
    #expect(ShareFlow.reduce(&state, .photoAdded(slot: 4)).isEmpty)
  }

  @Test("incomplete grid: the share swipe nudges and says how many photos are missing")
  func incompleteGrid() {
    var state = self.state(filled: [2])
    #expect(ShareFlow.reduce(&state, .swiped(.up)) == [.nudge(.up), .announce(.photosMissing(count: 2))])
    #expect(state.phase == .idle)
    #expect(state.highlightsEmptyCells)
    #expect(state.message == .photosMissing(count: 2))
    #expect(
      ShareFlow.reduce(&state, .shareButtonPressed) == [.nudge(.up), .announce(.photosMissing(count: 2))])
    _ = ShareFlow.reduce(&state, .photoAdded(slot: 0))
    #expect(state.highlightsEmptyCells, "still one missing")
    #expect(state.message == .photosMissing(count: 1), "the count follows the photos")
    _ = ShareFlow.reduce(&state, .photoAdded(slot: 1))
    #expect(!state.highlightsEmptyCells && state.message == nil, "complete: the warning goes")
  }

  @Test("switching to a layout the photos fill clears the missing-photo warning")
  func layoutClearsWarning() {
    var state = self.state(filled: [0, 2, 3])
    _ = ShareFlow.reduce(&state, .swiped(.up))
    #expect(state.highlightsEmptyCells)
    _ = ShareFlow.reduce(&state, .layoutTapped(1))
    #expect(!state.highlightsEmptyCells && state.message == nil && state.isComplete)
  }

  @Test("portrait shares on swipe up only; landscape on swipe left only")
  func directions() {
    for (orientation, good) in [(Orientation.portrait, SwipeDirection.up), (.landscape, .left)] {
      for direction in [SwipeDirection.up, .down, .left, .right] {
        var state = self.state(filled: [0, 1, 2], orientation: orientation)
        let effects = ShareFlow.reduce(&state, .swiped(direction))
        if direction == good {
          #expect(effects == [.startLeaveAnimation(good)])
          #expect(state.phase == .leaving(good))
        } else {
          #expect(effects.isEmpty, "\(orientation) ignores \(direction)")
          #expect(state.phase == .idle)
        }
      }
    }
  }

  @Test("the whole flow: leave, share after the slide, return the same way, idle with photos kept")
  func fullFlow() {
    for outcome in [ShareOutcome.completed, .cancelled] {
      var state = self.state(filled: [0, 1, 2], orientation: .landscape)
      #expect(ShareFlow.reduce(&state, .swiped(.left)) == [.startLeaveAnimation(.left)])
      #expect(ShareFlow.reduce(&state, .animationFinished) == [.presentShare])
      #expect(state.phase == .sharing(.left))
      #expect(ShareFlow.reduce(&state, .shareFinished(outcome)) == [.startReturnAnimation(.left)])
      #expect(state.phase == .returning(.left))
      #expect(state.message == nil)
      #expect(ShareFlow.reduce(&state, .animationFinished).isEmpty)
      #expect(state.phase == .idle)
      #expect(state.filledSlots == [true, true, true, false])
    }
  }

  @Test("a failed share returns the grid and says so")
  func shareFailed() {
    var state = self.state(filled: [0, 1, 2])
    let effects = run(&state, [.shareButtonPressed, .animationFinished, .shareFinished(.failed)])
    #expect(
      effects == [
        .startLeaveAnimation(.up), .presentShare, .startReturnAnimation(.up), .announce(.shareFailed),
      ])
    #expect(state.message == .shareFailed)
    _ = run(&state, [.animationFinished, .shareButtonPressed])
    #expect(state.message == nil, "a new share clears the old failure")
  }

  @Test("in landscape the nudge goes left, like the share swipe")
  func landscapeNudge() {
    var state = self.state(filled: [], orientation: .landscape)
    #expect(ShareFlow.reduce(&state, .swiped(.left)) == [.nudge(.left), .announce(.photosMissing(count: 3))])
  }

  @Test("the Share button runs the same flow in the orientation's direction")
  func shareButton() {
    var state = self.state(filled: [0, 1, 2], orientation: .landscape)
    #expect(ShareFlow.reduce(&state, .shareButtonPressed) == [.startLeaveAnimation(.left)])
  }

  @Test("the grid returns the way it left even if the phone turns meanwhile")
  func rotationDuringShare() {
    var state = self.state(filled: [0, 1, 2])
    _ = run(&state, [.swiped(.up), .orientationChanged(.landscape), .animationFinished])
    #expect(state.phase == .sharing(.up))
    #expect(ShareFlow.reduce(&state, .shareFinished(.completed)) == [.startReturnAnimation(.up)])
    #expect(state.orientation == .landscape)
  }

  @Test("events that make no sense in the phase are ignored", arguments: [1, 2, 3])
  func wrongPhase(phaseIndex: Int) {
    var state = self.state(filled: [0, 1, 2])
    let toPhase: [ShareFlowEvent] = [.swiped(.up), .animationFinished, .shareFinished(.completed)]
    _ = run(&state, Array(toPhase.prefix(phaseIndex)))
    let before = state
    #expect(before.phase != .idle)
    let misplaced: [ShareFlowEvent] = [
      .swiped(.up), .shareButtonPressed, .layoutTapped(3), .cellTapped(slot: 0),
    ]
    for event in misplaced {
      #expect(ShareFlow.reduce(&state, event).isEmpty, "\(event) in \(before.phase)")
      #expect(state == before)
    }
    if case .sharing = before.phase {
      #expect(ShareFlow.reduce(&state, .animationFinished).isEmpty, "no animation runs while sharing")
    } else {
      #expect(ShareFlow.reduce(&state, .shareFinished(.completed)).isEmpty, "no sheet is open")
    }
    #expect(state == before)
  }

  @Test("stray results in the idle phase are ignored")
  func strayResultsWhenIdle() {
    var state = self.state(filled: [0, 1, 2])
    let before = state
    #expect(ShareFlow.reduce(&state, .animationFinished).isEmpty)
    #expect(ShareFlow.reduce(&state, .shareFinished(.failed)).isEmpty)
    #expect(state == before)
  }

  @Test("a photo decoded while the grid is away is still kept")
  func photoDuringShare() {
    var state = self.state(filled: [0, 1, 2], layout: 3)
    _ = ShareFlow.reduce(&state, .photoAdded(slot: 3))
    _ = run(&state, [.swiped(.up), .animationFinished])
    #expect(ShareFlow.reduce(&state, .photoAdded(slot: 3)).isEmpty)
    #expect(state.filledSlots[3])
  }

  @Test("a random storm of events never crashes and keeps the state consistent")
  func eventStorm() {
    let seed = SeededGenerator.runSeed(default: 42)
    var random = SeededGenerator(seed: seed)
    let events: [ShareFlowEvent] = [
      .layoutTapped(1), .layoutTapped(2), .layoutTapped(3), .layoutTapped(0), .cellTapped(slot: 0),
      .cellTapped(slot: 3), .photoAdded(slot: 0), .photoAdded(slot: 1), .photoAdded(slot: 2),
      .photoAdded(slot: 3), .photoFailed(slot: 2), .orientationChanged(.landscape),
      .orientationChanged(.portrait), .swiped(.up), .swiped(.left), .swiped(.down), .swiped(.right),
      .shareButtonPressed, .animationFinished, .shareFinished(.completed), .shareFinished(.cancelled),
      .shareFinished(.failed),
    ]
    var state = ShareFlowState()
    for step in 0..<20_000 {
      let wasIdle = state.phase == .idle
      let layout = state.layout
      let effects = ShareFlow.reduce(&state, events.randomElement(using: &random)!)
      if !wasIdle { #expect(state.layout == layout, "seed \(seed) step \(step): layout changed mid-share") }
      for case .presentShare in effects {
        #expect(state.isComplete, "seed \(seed) step \(step): shared an incomplete grid")
      }
    }
  }
}
