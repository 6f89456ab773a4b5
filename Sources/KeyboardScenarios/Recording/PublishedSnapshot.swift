package import Foundation
package import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// What an avoider published at one moment, as a recording keeps it: the targets with their reason,
/// what the keyboard covered, the focused field, the cause and the animation.
///
/// A `KeyboardSessionRecorder` writes one for every update the avoider publishes, into the recording's
/// `expected` section (`Scenario.expected`); a replay takes a snapshot of each state today's engine
/// publishes and compares the two lists (`SessionReplay`, in `KeyboardHandlerTesting`). It holds no text and no field values: a
/// field is named by its `FieldID` only.
///
/// `PublishedSnapshot` is a `Sendable` value.
package struct PublishedSnapshot: Equatable, Sendable {
  /// The index in `Scenario.steps` of the step whose input published it (for a wait that expired, the
  /// last step before it); `nil` for the state at the start, before any step.
  package var step: Int?
  /// When it was published, in seconds from the start of the recording.
  package var time: TimeInterval
  /// The animated targets, one number per `LayoutProperty`.
  package var targets: AvoidanceTargets
  /// Why the targets are what they are.
  package var reason: AvoidanceReason
  /// What changed the state.
  package var cause: AvoidanceCause
  /// The animation the change asks for.
  package var animation: KeyboardAnimation
  /// The part of the container the keyboard covers, in container coordinates; `nil` for none.
  package var coveredFrame: CGRect?
  /// The focused field.
  package var focusedField: FieldID?

  /// Creates a snapshot from its parts.
  package init(
    step: Int?, time: TimeInterval, targets: AvoidanceTargets, reason: AvoidanceReason, cause: AvoidanceCause,
    animation: KeyboardAnimation, coveredFrame: CGRect?, focusedField: FieldID?
  ) {
    self.step = step
    self.time = time
    self.targets = targets
    self.reason = reason
    self.cause = cause
    self.animation = animation
    self.coveredFrame = coveredFrame
    self.focusedField = focusedField
  }

  /// The snapshot of a published update.
  ///
  /// - Parameters:
  ///   - update: The update the avoider published: its state, how it moves and why.
  ///   - step: The index of the step whose input published it; `nil` before any step.
  ///   - time: When, in seconds from the start.
  package init(_ update: AvoidanceUpdate<AvoidanceState>, step: Int?, time: TimeInterval) {
    self.init(
      step: step, time: time, targets: update.targets, reason: update.reason, cause: update.cause,
      animation: update.animation, coveredFrame: update.coveredFrame, focusedField: update.focusedField)
  }

  /// Whether the snapshot holds the same decision as `previous`, the one before it: the same targets,
  /// reason, covered frame and focused field, whatever its cause and animation. Such a snapshot is a change
  /// of context alone (a hide after a frame change that already brought content to rest), which an engine
  /// that publishes only its decisions does not publish.
  package func isContextOnlyChange(after previous: PublishedSnapshot) -> Bool {
    targets == previous.targets && reason == previous.reason && coveredFrame == previous.coveredFrame
      && focusedField == previous.focusedField
  }
}
