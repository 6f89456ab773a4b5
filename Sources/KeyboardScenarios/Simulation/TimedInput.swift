public import Foundation
public import KeyboardModel

/// An input for the engine, stamped with when it happens.
///
/// The simulator produces arrays of these; feed each `input` to `AvoidanceEngine.handle(_:)`
/// or `KeyboardAvoider.handle(_:)` after setting your clock to `time`.
public struct TimedInput: Equatable, Sendable {
  /// Seconds since the simulation started.
  public var time: TimeInterval
  /// The input.
  public var input: AvoidanceInput

  /// Creates a timed input.
  ///
  /// - Parameters:
  ///   - time: Seconds since the simulation started.
  ///   - input: The input.
  public init(time: TimeInterval, input: AvoidanceInput) {
    self.time = time
    self.input = input
  }
}
