public import KeyboardHandler

// What this module still answers to but will not for long: each with what to write instead and the
// release that removes it.

extension AvoidanceInvariant {
  /// The invariants that a state breaks, judged with the context of `engine`.
  ///
  /// A state carries the context its decision was taken in: ``violations(in:)`` judges it against that.
  @available(*, deprecated, renamed: "violations(in:)", message: "A state carries its context; removed in 0.3.0.")
  public static func violations(in state: AvoidanceState, of engine: AvoidanceEngine) -> [AvoidanceViolation] {
    var state = state
    state.context = engine.context
    return violations(in: state)
  }
}
