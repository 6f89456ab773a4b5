import Foundation

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

/// Whether two finite numbers agree up to rounding, relative to the largest magnitude involved.
///
/// - Parameters:
///   - lhs: One number.
///   - rhs: The other.
///   - terms: The numbers both were computed from, which set the scale of the rounding error.
public func isClose(_ lhs: CGFloat, _ rhs: CGFloat, computedFrom terms: [CGFloat]) -> Bool {
  let scale = ([1, abs(lhs), abs(rhs)] + terms.map { abs($0) }).max() ?? 1
  return abs(lhs - rhs) <= 1e-9 * scale
}
