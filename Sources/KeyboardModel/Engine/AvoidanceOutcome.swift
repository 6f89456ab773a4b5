/// What the engine did with one input: at most one update to publish, at most one request for the app.
///
/// An accepted input whose decision differs from the one before yields an `update`: the new state, with
/// how to animate to it and why it changed. An input that changes only the context (a `didShow` after
/// its `willShow`), or nothing, yields none. A navigation input may yield a `request`, and never moves
/// content.
///
/// `AvoidanceOutcome` is a `Sendable` value.
public struct AvoidanceOutcome: Equatable, Sendable {
  /// The new state to publish, when the decision changed; `nil` otherwise.
  public var update: AvoidanceUpdate<AvoidanceState>?
  /// What the app must do for a navigation input (move focus, end editing); `nil` otherwise.
  public var request: NavigationRequest?

  /// Creates an outcome.
  ///
  /// - Parameters:
  ///   - update: The new state to publish, if any.
  ///   - request: The request for the app, if any.
  package init(update: AvoidanceUpdate<AvoidanceState>? = nil, request: NavigationRequest? = nil) {
    self.update = update
    self.request = request
  }

  /// Whether the input published nothing and asked for nothing.
  public var isEmpty: Bool { update == nil && request == nil }
}
