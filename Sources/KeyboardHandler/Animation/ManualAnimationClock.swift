internal import Binding
public import Foundation
internal import KeyboardModel

/// A clock that moves only when told to: the time source for tests, which never sleep.
///
/// Work scheduled on it (`schedule(after:_:)`) runs while it is advanced past the work's time, in
/// time order, with `now` reading that time: on the main actor at once when the clock is advanced
/// there, else on the main queue afterwards.
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
public final class ManualAnimationClock: SchedulingClock {
  /// The current time in seconds.
  public private(set) var now: TimeInterval
  /// Work scheduled and not run yet, in the order it was scheduled.
  private var scheduled: [(time: TimeInterval, work: @MainActor @Sendable () -> Void)] = []

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
    let time = now + duration
    runScheduled(until: time)
    now = time
  }

  /// Moves the clock forward to `time`.
  ///
  /// - Precondition: `time` is finite and not earlier than `now`.
  package func advance(to time: TimeInterval) {
    precondition(time.isFinite && time >= now, "ManualAnimationClock cannot move from \(now) to \(time)")
    runScheduled(until: time)
    now = time
  }

  /// Runs `work` on the main actor once the clock is advanced `delay` seconds past now; a delay of 0 or
  /// less runs it at the next advance, whatever its length.
  ///
  /// - Parameters:
  ///   - delay: The seconds to wait.
  ///   - work: What to run.
  @MainActor
  public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor @Sendable () -> Void) {
    scheduled.append((now + max(0, delay), work))
  }

  /// Runs the work due at or before `time`, earliest first, each with the clock at its time; work that
  /// schedules more work due by then sees it run too.
  private func runScheduled(until time: TimeInterval) {
    while let next = scheduled.indices.min(by: { scheduled[$0].time < scheduled[$1].time }),
      scheduled[next].time <= time
    {
      let (due, work) = scheduled.remove(at: next)
      now = max(now, due)
      MainQueue.run(work)
    }
  }
}

@available(*, unavailable, message: "A ManualAnimationClock belongs to one isolation domain")
extension ManualAnimationClock: Sendable {}
