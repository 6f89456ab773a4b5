package import Foundation
package import KeyboardModel

/// One timed step of a `Scenario`: a user's action for the simulator, or a raw event.
///
/// `ScenarioStep` is a `Sendable` value.
package struct ScenarioStep: Equatable, Sendable {
  /// What happens in a step.
  package enum Action: Equatable, Sendable {
    /// A user's action, which the simulator turns into UIKit's inputs.
    case user(UserAction)
    /// A raw input for the engine: editing, keyboard notification, scroll, a change of layout, a
    /// navigation, observing starting or stopping.
    case input(AvoidanceInput)
  }

  /// When the step happens, in seconds from the start.
  package var time: TimeInterval
  /// What happens.
  package var action: Action

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - time: When the step happens, in seconds from the start.
  ///   - action: What happens.
  package init(time: TimeInterval, action: Action) {
    self.time = time
    self.action = action
  }
}
