import Dispatch
import Foundation

/// The device's monotonic clock: seconds since boot, unaffected by changes to the wall clock.
///
/// It reads `DispatchTime.now().uptimeNanoseconds`, a monotonic clock on every platform the package
/// supports (on Apple platforms it pauses while the device sleeps, as animations do).
///
/// `SystemAnimationClock` is a `Sendable` value with no state.
public struct SystemAnimationClock: AnimationClock, Sendable {
  /// Creates the system clock.
  public init() {}

  /// The seconds elapsed since boot.
  public var now: TimeInterval {
    TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
  }
}
