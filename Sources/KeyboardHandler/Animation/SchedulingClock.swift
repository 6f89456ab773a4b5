public import Foundation
internal import KeyboardModel

/// A clock that can also run work later: how ``KeyboardAvoider`` waits for a keyboard that may not
/// come.
///
/// Apps use ``SystemAnimationClock``, which schedules on the main queue; tests use
/// ``ManualAnimationClock``, which runs what is due when it is advanced, so a test of a timeout moves
/// the clock instead of sleeping.
public protocol SchedulingClock: AnimationClock {
  /// Runs `work` on the main actor once `delay` seconds have passed on this clock.
  ///
  /// Work cannot be cancelled: a caller that changes its mind ignores the call when it comes (the
  /// avoider checks that it still waits for the same thing).
  ///
  /// - Parameters:
  ///   - delay: The seconds to wait; 0 or less runs the work at the clock's next chance.
  ///   - work: What to run.
  @MainActor func schedule(after delay: TimeInterval, _ work: @escaping @MainActor @Sendable () -> Void)
}
