import InstagridPure

/// How the screen tells gestures apart and moves the grid, as a ScreenRules record at `out`.
@_expose(wasm, "ig_screen_rules")
@_cdecl("ig_screen_rules")
public func ig_screen_rules(_ out: Address) -> Int32 {
  ResultBlock.write(CollectionOfOne(()), to: out) { _ in
    var record = Record<ScreenRulesField>()
    record[.slop] = Int32(Gestures.slop)
    record[.holdMilliseconds] = Int32(Gestures.holdMilliseconds)
    record[.runEndsMilliseconds] = Int32(Gestures.runEndsMilliseconds)
    record[.keyPan] = millionths(Reframing.keyPan)
    record[.keyZoom] = millionths(Reframing.keyZoom)
    record[.slideMilliseconds] = Int32(Sharing.slideMilliseconds)
    record[.nudgeMilliseconds] = Int32(Sharing.nudgeMilliseconds)
    record[.flickMilliseconds] = Int32(Gestures.flickMilliseconds)
    record[.doubleTapMilliseconds] = Int32(Gestures.doubleTapMilliseconds)
    record[.dividerHit] = Int32(DividerRules.hitPoints)
    record[.dividerStep] = Int32(DividerRules.step)
    record[.dividerBigStep] = Int32(DividerRules.bigStep)
    return record
  }
}
