import KeyboardHandlerTesting
import Testing

/// A state or step broken on purpose, with the invariants that must catch it.
struct Breakage: Sendable, CustomTestStringConvertible {
  /// What was broken, as the test case's name.
  let label: String
  /// The invariants that must report it: more than one where breaking one rule breaks another too.
  let caughtBy: Set<AvoidanceInvariant>
  /// The violations the checks find in the broken state or step.
  let violations: @Sendable () throws -> [AvoidanceViolation]

  init(
    _ label: String, caughtBy: Set<AvoidanceInvariant>,
    violations: @escaping @Sendable () throws -> [AvoidanceViolation]
  ) {
    self.label = label
    self.caughtBy = caughtBy
    self.violations = violations
  }

  var testDescription: String { label }
}
