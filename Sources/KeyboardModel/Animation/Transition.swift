public import Foundation

/// One timed change of a value: from, to, start time, duration and timing curve.
///
/// A transition is data: it does not run, it answers "what is shown at time t" with a pure
/// function, so a test can ask about any moment without waiting, and a real app can replay it
/// with `UIView.animate` from the same numbers.
///
/// ```swift
/// let shift = Transition(from: 0.0, to: -248.0, startTime: 10, duration: 0.25, curve: .linear)
/// shift.value(at: 9)         // 0: not started yet
/// shift.value(at: 10.125)    // -124: half way
/// shift.value(at: 11)        // -248: finished
/// ```
///
/// `Transition` is a `Sendable` value; it is `Hashable` when its value is.
public struct Transition<Value: Interpolatable>: Sendable, Equatable {
  /// The value shown up to the start time.
  public let from: Value

  /// The value shown from the end time on.
  public let to: Value

  /// When the change starts, in the seconds of the clock that produced it.
  public let startTime: TimeInterval

  /// How long the change lasts, in seconds: zero for an immediate change.
  public let duration: TimeInterval

  /// How progress follows elapsed time.
  public let curve: TimingCurve

  /// Creates a transition.
  ///
  /// A negative, infinite or NaN `duration` is stored as zero: the change is immediate, and no
  /// time yields NaN.
  public init(from: Value, to: Value, startTime: TimeInterval, duration: TimeInterval, curve: TimingCurve) {
    self.from = from
    self.to = to
    self.startTime = startTime
    self.duration = duration.isFinite && duration > 0 ? duration : 0
    self.curve = curve
  }

  /// When the change ends: `startTime` plus `duration`.
  package var endTime: TimeInterval {
    startTime + duration
  }

  /// Whether the change is over at `time`, that is whether `time` is at or after `endTime`.
  package func isFinished(at time: TimeInterval) -> Bool {
    time >= endTime
  }

  /// The fraction of the way from `from` to `to` at `time`, after the timing curve.
  ///
  /// 0 before `startTime` (and for a NaN time), 1 at or after `endTime`, and so 1 from the
  /// start time on when the duration is zero.
  package func progress(at time: TimeInterval) -> Double {
    guard time >= startTime else { return 0 }
    guard time < endTime else { return 1 }
    return curve.progress(at: (time - startTime) / duration)
  }

  /// The value shown at `time`: exactly `from` before the start, exactly `to` from the end on.
  public func value(at time: TimeInterval) -> Value {
    from.interpolated(to: to, progress: progress(at: time))
  }
}

extension Transition: Hashable where Value: Hashable {}
