internal import KeyboardModel

/// One input a ``KeyboardAvoider`` took, with the state after it.
///
/// The avoider's ``KeyboardAvoider/handledInput`` box holds the last one: the session recorder and the
/// scenario players watch the avoider through it, as apps watch it through ``KeyboardAvoider/state``.
package struct HandledInput: Equatable, Sendable {
  /// The input, the avoider's own (a wait for the keyboard that expired) included.
  package let input: AvoidanceInput
  /// The avoider's state after the input, with the animation and cause of the last update it
  /// published: the input's own when it changed the decision. Its context is the avoider's now, also
  /// when the input changed the context alone and published nothing.
  package let state: AvoidanceUpdate<AvoidanceState>
  /// The update the input published, when it changed the decision; `nil` when it changed only the
  /// context, or nothing.
  package let published: AvoidanceUpdate<AvoidanceState>?

  /// Creates the record of one input.
  package init(
    _ input: AvoidanceInput, state: AvoidanceUpdate<AvoidanceState>, published: AvoidanceUpdate<AvoidanceState>? = nil
  ) {
    self.input = input
    self.state = state
    self.published = published
  }
}
