/// An invariant of keyboard avoidance that was broken, with what it expected and what it found.
///
/// Violations are values: a test compares them as a whole array, and a fuzzer traps on the first
/// non-empty one. The description reads as one line:
///
/// ```
/// the container never rises more than the keyboard covers: expected a shift from 0 to 336.0, found 400.0
/// ```
public struct AvoidanceViolation: Hashable, Sendable, CustomStringConvertible {
  /// The rule that was broken.
  public var invariant: AvoidanceInvariant
  /// What the rule expected, in words and numbers.
  public var expected: String
  /// What was found instead.
  public var actual: String

  /// Creates a violation.
  ///
  /// - Parameters:
  ///   - invariant: The rule that was broken.
  ///   - expected: What the rule expected.
  ///   - actual: What was found instead.
  public init(_ invariant: AvoidanceInvariant, expected: String, actual: String) {
    self.invariant = invariant
    self.expected = expected
    self.actual = actual
  }

  /// The rule, then what it expected and what it found.
  public var description: String { "\(invariant): expected \(expected), found \(actual)" }
}
