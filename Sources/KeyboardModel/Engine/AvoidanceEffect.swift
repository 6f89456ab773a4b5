/// What the engine decided in answer to an input: a new state to publish, or a request for the app.
///
/// An accepted input that changes anything yields exactly one `publish(_:)`, whose state carries
/// its animation, cause and reasons; per-property views (the offset alone, the insets alone) are
/// derived from it downstream. A navigation input yields at most one `request(_:)`.
public enum AvoidanceEffect: Equatable, Sendable {
  /// The published state changed: this is the new one.
  case publish(AvoidanceState)
  /// Something the app must do: move focus or end editing.
  case request(NavigationRequest)
}
