internal import Binding
internal import Dispatch
public import Foundation
internal import KeyboardModel

/// The device's monotonic clock: seconds since boot, unaffected by changes to the wall clock.
///
/// It reads `DispatchTime.now().uptimeNanoseconds`, a monotonic clock on every platform the package
/// supports (on Apple platforms it pauses while the device sleeps, as animations do).
///
/// `SystemAnimationClock` is a `Sendable` value with no state.
public struct SystemAnimationClock: SchedulingClock, Sendable {
  /// Creates the system clock.
  public init() {}

  /// The seconds elapsed since boot.
  public var now: TimeInterval {
    TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
  }

  /// Runs `work` on the main queue once `delay` seconds have passed.
  ///
  /// - Parameters:
  ///   - delay: The seconds to wait.
  ///   - work: What to run.
  @MainActor
  public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) { MainQueue.run(work) }
  }
}
