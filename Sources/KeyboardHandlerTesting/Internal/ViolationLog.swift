/// The violations one check finds, described only when a rule is broken: describing engines and
/// frames costs more than checking them, and a fuzzer checks millions of steps.
struct ViolationLog {
  private(set) var violations: [AvoidanceViolation] = []

  /// Records a violation of `invariant` unless `holds`.
  mutating func expect(
    _ holds: Bool, _ invariant: AvoidanceInvariant, expected: @autoclosure () -> String,
    actual: @autoclosure () -> String
  ) {
    if !holds { violations.append(AvoidanceViolation(invariant, expected: expected(), actual: actual())) }
  }
}
