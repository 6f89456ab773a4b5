/// What the engine decided in answer to an input: a new state to publish, or a request for the app.
///
/// An accepted input that changes the state yields exactly one `publish(_:)`: the new state with its
/// reasons, and how to animate to it and why it changed. An input that leaves the state as it was
/// publishes nothing, whatever it would have said about animation or cause. Per-property views (the
/// offset alone, the insets alone) are derived from it downstream. A navigation input yields at most
/// one `request(_:)`.
public enum AvoidanceEffect: Equatable, Sendable {
  /// The state changed: this is the new one, with how it moves and why.
  case publish(AvoidanceUpdate<AvoidanceState>)
  /// Something the app must do: move focus or end editing.
  case request(NavigationRequest)
}
