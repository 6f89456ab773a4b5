/// Whether two numbers differ by at most `tolerance`.
package func isClose(_ lhs: Double, _ rhs: Double, within tolerance: Double = 1e-9) -> Bool {
  abs(lhs - rhs) <= tolerance
}
