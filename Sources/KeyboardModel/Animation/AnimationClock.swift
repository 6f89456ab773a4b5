public import Foundation

/// The source of "now" for animated values: seconds on a clock that never runs backwards.
///
/// Time is injected rather than read from the system, so tests drive it with a
/// `ManualAnimationClock` and never sleep, while apps use `SystemAnimationClock`.
///
/// The protocol does not require `Sendable`. A clock is read where it is used, in the isolation
/// domain of its owner (usually the main actor, beside the keyboard handler), and Swift's
/// region-based isolation checks that a non-`Sendable` clock such as `ManualAnimationClock`
/// stays there. This is what lets the manual clock be a plain class with no lock.
public protocol AnimationClock {
  /// The current time in seconds. Only differences between readings are meaningful.
  var now: TimeInterval { get }
}
