package import Foundation

/// The value a transition shows at one moment: one line of a printed animation.
///
/// `AnimationFrame` is a `Sendable` value; it is `Hashable` when its value is.
package struct AnimationFrame<Value: Interpolatable>: Sendable, Equatable {
  /// The moment, in the seconds of the transition's clock.
  package let time: TimeInterval

  /// The value shown at `time`.
  package let value: Value

  /// Creates a frame.
  package init(time: TimeInterval, value: Value) {
    self.time = time
    self.value = value
  }
}

extension AnimationFrame: Hashable where Value: Hashable {}
