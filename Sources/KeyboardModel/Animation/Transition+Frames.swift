internal import Foundation

extension Transition {
  /// The frames a display refreshing `perSecond` times a second would show during the transition.
  ///
  /// Frames fall at `startTime` and every `1 / perSecond` seconds after it, and the last frame is
  /// always exactly at `endTime` with the value `to`; an interval shorter than a frame is not
  /// rounded up into an extra one. A transition of zero duration has one frame; a `perSecond` of
  /// zero or less gives only the first and last frames. The count grows with `duration × perSecond`
  /// up to `maximumFrameCount`; a longer transition is sampled at that many evenly spaced times.
  ///
  /// ```swift
  /// let shift = Transition(from: 0.0, to: -248.0, startTime: 0, duration: 0.25, curve: .keyboard)
  /// shift.frames(perSecond: 60).count  // 16: at 0, 1/60, ..., 14/60, then 0.25
  /// ```
  package func frames(perSecond: Int) -> [AnimationFrame<Value>] {
    let last = AnimationFrame(time: endTime, value: to)
    guard duration > 0 else { return [last] }
    let first = AnimationFrame(time: startTime, value: from)
    guard perSecond > 0 else { return [first, last] }
    let rate = Double(perSecond)
    // 0.1 s at 30 Hz is 3.0000000000000004 frame intervals in binary floating point; the slack
    // keeps such a product from growing a spurious frame a hair before the end.
    let exactIntervals = (duration * rate - 1e-9).rounded(.up)
    let maximumIntervals = Self.maximumFrameCount - 1
    let between: [AnimationFrame<Value>]
    if exactIntervals <= Double(maximumIntervals) {
      between = (1..<max(Int(exactIntervals), 1)).map { index in
        let time = startTime + Double(index) / rate
        return AnimationFrame(time: time, value: value(at: time))
      }
    } else {
      between = (1..<maximumIntervals).map { index in
        let time = startTime + duration * Double(index) / Double(maximumIntervals)
        return AnimationFrame(time: time, value: value(at: time))
      }
    }
    return [first] + between + [last]
  }

  /// The most frames `frames(perSecond:)` returns, first and last included.
  package static var maximumFrameCount: Int { 10_000 }
}
