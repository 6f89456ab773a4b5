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

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - time: When the step happens, in seconds from the start.
  ///   - action: What happens.
  public init(time: TimeInterval, action: Action) {
    self.time = time
    self.action = action
  }

  /// For a keyboard notification, the optional `userInfo` keys it did not carry: its event's
  /// `KeyboardEvent.absentKeys`; empty for any other step.
  @available(*, deprecated, message: "The keyboard event carries them: KeyboardEvent.absentKeys")
  public var absentKeys: Set<KeyboardUserInfoKey> {
    get {
      guard case .input(.keyboard(let event)) = action else { return [] }
      return event.absentKeys
    }
    set {
      guard case .input(.keyboard(var event)) = action else { return }
      event.absentKeys = newValue
      action = .input(.keyboard(event))
    }
  }

  /// Creates a step whose keyboard notification lacked `absentKeys`.
  @available(*, deprecated, message: "Give the keyboard event its absentKeys and use init(time:action:)")
  public init(time: TimeInterval, action: Action, absentKeys: Set<KeyboardUserInfoKey>) {
    self.init(time: time, action: action)
    self.absentKeys = absentKeys
  }
}
