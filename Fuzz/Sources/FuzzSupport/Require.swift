import KeyboardHandlerTesting

/// Stops the process with `message` when `condition` is false, in every build configuration.
///
/// libFuzzer reports the crash, prints the message and saves the input that caused it.
/// `precondition` would trap without its message in an optimized build.
///
/// - Parameters:
///   - condition: What must hold.
///   - message: What broke, with the values involved.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}

/// Stops the process when a step broke any invariant of keyboard avoidance, naming each one.
///
/// - Parameters:
///   - violations: What ``AvoidanceInvariant`` found.
///   - context: The step: the input and the engines before and after it, described only on failure.
public func require(_ violations: [AvoidanceViolation], _ context: @autoclosure () -> String) {
  require(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))\n\(context())")
}
