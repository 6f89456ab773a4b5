public import Foundation
public import KeyboardHandler

extension AvoidanceInvariant {
  /// The invariants that a sequence of published updates breaks: what a view model bound to an
  /// avoider receives, each update with the time it was published.
  ///
  /// A bounce is content that drops to rest while a field stays focused, and rises again before the
  /// drop's own animation has run its course: one or more states that rest (no shift, no raised constraint, the
  /// scroll view's insets at rest), each with a field focused, between two that do not, the rise sooner
  /// than the first rest update's animation duration after it. A user sees the content start to
  /// fall and jump back. A rotation judged with the keyboard's frame from the old layout did that.
  ///
  /// ```swift
  /// var published: [(time: TimeInterval, state: AvoidanceUpdate<AvoidanceState>)] = []
  /// let binding = avoider.state.bind { published.append((clock.now, $0)) }
  /// // ... post notifications, advance the clock ...
  /// #expect(AvoidanceInvariant.violations(inPublished: published, configuration: configuration) == [])
  /// ```
  ///
  /// - Parameters:
  ///   - states: The published updates, in order, with the time of each.
  ///   - configuration: The avoider's configuration, whose strategy says what rest is.
  /// - Returns: The broken invariants, one for each bounce; empty when there is none.
  public static func violations(
    inPublished states: [(time: TimeInterval, state: AvoidanceUpdate<AvoidanceState>)],
    configuration: AvoidanceConfiguration
  ) -> [AvoidanceViolation] {
    let restInsets = configuration.strategy.scrollView?.restInsets ?? .zero
    /// Whether every target is at rest but the content offset, which a rest leaves where it is.
    func rests(_ state: AvoidanceUpdate<AvoidanceState>) -> Bool {
      state.targets == AvoidanceTargets(scrollInsets: restInsets, contentOffset: state.targets.contentOffset)
    }
    var log = ViolationLog()
    for index in states.indices.dropFirst() {
      let (before, dropped) = (states[index - 1], states[index])
      guard let focus = dropped.state.focusedField, rests(dropped.state), !rests(before.state) else { continue }
      var next = index + 1
      while next < states.count, rests(states[next].state), states[next].state.focusedField != nil { next += 1 }
      guard next < states.count, !rests(states[next].state) else { continue }
      let risen = states[next]
      log.expect(
        risen.time - dropped.time >= dropped.state.animation.duration, .noBounce,
        expected: "\"\(focus)\" focused: no rest between \(before.state.targets.summary) and"
          + " \(risen.state.targets.summary) shorter than the drop's \(dropped.state.animation.duration) s",
        actual: "rest from \(dropped.time) s (\(dropped.state.reason), \(dropped.state.cause), published \(index))"
          + " to \(risen.time) s")
    }
    return log.violations
  }
}
