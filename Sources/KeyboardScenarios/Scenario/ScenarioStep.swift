import Foundation
import KeyboardModel

/// One timed step of a ``Scenario``: a user's action for the simulator, or a raw event.
///
/// `ScenarioStep` is a `Sendable` value.
public struct ScenarioStep: Equatable, Sendable {
  /// What happens in a step.
  public enum Action: Equatable, Sendable {
    /// A user's action, which the simulator turns into UIKit's inputs.
    case user(UserAction)
    /// A raw input for the engine: editing, keyboard notification, scroll, a change of layout, a
    /// navigation, observing starting or stopping.
    case input(AvoidanceInput)
  }

  /// When the step happens, in seconds from the start.
  public var time: TimeInterval
  /// What happens.
  public var action: Action
  /// For a keyboard notification, the optional `userInfo` keys it did not carry (the duration, the curve,
  /// the is-local flag), which UIKit's defaults then stand for: a recording writes the notification as it
  /// was posted, and a replay reads the defaults, as the app did.
  public var absentKeys: Set<KeyboardUserInfoKey>

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - time: When the step happens, in seconds from the start.
  ///   - action: What happens.
  ///   - absentKeys: For a keyboard notification, the optional `userInfo` keys it did not carry.
  public init(time: TimeInterval, action: Action, absentKeys: Set<KeyboardUserInfoKey> = []) {
    self.time = time
    self.action = action
    self.absentKeys = absentKeys
  }
}
