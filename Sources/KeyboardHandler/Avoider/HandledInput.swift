import KeyboardModel

/// One input a ``KeyboardAvoider`` took, with the update it published after it.
///
/// The avoider's ``KeyboardAvoider/handledInput`` box holds the last one: the session recorder and the
/// scenario players watch the avoider through it, as apps watch it through ``KeyboardAvoider/state``.
package struct HandledInput: Equatable, Sendable {
  /// The input, the avoider's own (a wait for the keyboard that expired) included.
  package let input: AvoidanceInput
  /// The avoider's update after the input: the one it published, or the one before when it changed
  /// nothing.
  package let state: AvoidanceUpdate<AvoidanceState>

  /// Creates the record of one input.
  package init(_ input: AvoidanceInput, state: AvoidanceUpdate<AvoidanceState>) {
    self.input = input
    self.state = state
  }
}
