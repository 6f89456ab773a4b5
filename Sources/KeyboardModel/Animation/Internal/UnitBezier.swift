/// A cubic Bézier from (0, 0) to (1, 1), solved for y as a function of x.
///
/// The control points must already lie in `0...1`, so that x(t) never decreases and y(t) stays in `0...1`.
struct UnitBezier {
  private let ax, bx, cx: Double
  private let ay, by, cy: Double

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    // Power-basis coefficients: evaluating ((a t + b) t + c) t costs three multiplications.
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// The y of the point whose x is `x`; `x` must lie strictly inside `0...1`.
  func y(forX x: Double) -> Double {
    let t = parameter(forX: x)
    return ((ay * t + by) * t + cy) * t
  }

  private func x(at t: Double) -> Double {
    ((ax * t + bx) * t + cx) * t
  }

  private func slopeOfX(at t: Double) -> Double {
    (3 * ax * t + 2 * bx) * t + cx
  }

  /// Solves x(t) = x: Newton's method converges in a few steps on ordinary curves; where the slope
  /// vanishes (x1 or x2 at 0 or 1) or a step leaves `0...1`, bisection, which cannot fail because
  /// x(t) never decreases, finishes the job.
  private func parameter(forX x: Double) -> Double {
    let tolerance = 1e-12
    var t = x
    for _ in 0..<8 {
      let error = self.x(at: t) - x
      if abs(error) < tolerance { return t }
      let slope = slopeOfX(at: t)
      guard abs(slope) > 1e-6 else { break }
      let next = t - error / slope
      guard next > 0, next < 1 else { break }
      t = next
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<64 {
      let value = self.x(at: t)
      if abs(value - x) < tolerance { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }
}
