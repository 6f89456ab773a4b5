import Foundation
import KeyboardHandler

extension AvoidanceInvariant {
  /// The invariants that a sequence of published states breaks: what a view model bound to an avoider
  /// receives, each state with the time it was published.
  ///
  /// A bounce is a state that rests (no shift, no raised constraint, the scroll view's insets at rest)
  /// while a field is focused, published between two that do not, the second at the same instant: a
  /// user would see the content drop and rise again. A rotation judged with the keyboard's frame from
  /// the old layout did that.
  ///
  /// ```swift
  /// var published: [(time: TimeInterval, state: AvoidanceState)] = []
  /// let binding = avoider.state.bind { published.append((clock.now, $0)) }
  /// // ... post notifications, advance the clock ...
  /// #expect(AvoidanceInvariant.violations(inPublished: published, configuration: configuration) == [])
  /// ```
  ///
  /// - Parameters:
  ///   - states: The published states, in order, with the time of each.
  ///   - configuration: The avoider's configuration, whose strategy says what rest is.
  /// - Returns: The broken invariants, one for each bounce; empty when there is none.
  public static func violations(
    inPublished states: [(time: TimeInterval, state: AvoidanceState)], configuration: AvoidanceConfiguration
  ) -> [AvoidanceViolation] {
    let restInsets = configuration.strategy.scrollView?.restInsets ?? .zero
    func rests(_ state: AvoidanceState) -> Bool {
      state.targets.offset == 0 && state.targets.constraintConstant == 0 && state.targets.scrollInsets == restInsets
    }
    var log = ViolationLog()
    for index in states.indices.dropFirst().dropLast() {
      let (before, dropped, after) = (states[index - 1], states[index], states[index + 1])
      guard let focus = dropped.state.focusedField, rests(dropped.state), dropped.time == after.time else { continue }
      log.expect(
        rests(before.state) || rests(after.state), .noBounce,
        expected: "\"\(focus)\" focused: no rest between \(before.state.targets.summary) and"
          + " \(after.state.targets.summary)",
        actual: "rest at \(dropped.time) s (\(dropped.state.reason), \(dropped.state.cause)), published \(index)")
    }
    return log.violations
  }
}
