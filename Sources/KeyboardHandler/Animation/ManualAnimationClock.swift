import Foundation

/// A clock that moves only when told to: the time source for tests, which never sleep.
///
/// ```swift
/// let clock = ManualAnimationClock()
/// let offset = AnimatedValue<Double, String>(0, clock: clock)
/// offset.animate(to: -248, duration: 0.25, curve: .linear, cause: "willShow")
/// clock.advance(by: 0.125)
/// offset.presentedValue  // -124
/// ```
///
/// `ManualAnimationClock` is not `Sendable`: it is a plain class, shared by reference between a
/// test and the values it drives, in one isolation domain. Swift 6 rejects any attempt to use it
/// from two domains at once, so it needs no lock.
public final class ManualAnimationClock: AnimationClock {
  /// The current time in seconds.
  public private(set) var now: TimeInterval

  /// Creates a clock that reads `now` until moved.
  ///
  /// - Precondition: `now` is finite.
  public init(now: TimeInterval = 0) {
    precondition(now.isFinite, "ManualAnimationClock needs a finite start time, not \(now)")
    self.now = now
  }

  /// Moves the clock `duration` seconds forward.
  ///
  /// - Precondition: `duration` is finite and not negative: like a real clock, this one never runs
  ///   backwards, which animated values rely on.
  public func advance(by duration: TimeInterval) {
    precondition(duration.isFinite && duration >= 0, "ManualAnimationClock cannot advance by \(duration)")
    now += duration
  }

  /// Moves the clock forward to `time`.
  ///
  /// - Precondition: `time` is finite and not earlier than ``now``.
  public func advance(to time: TimeInterval) {
    precondition(time.isFinite && time >= now, "ManualAnimationClock cannot move from \(now) to \(time)")
    now = time
  }
}

@available(*, unavailable, message: "A ManualAnimationClock belongs to one isolation domain")
extension ManualAnimationClock: Sendable {}
