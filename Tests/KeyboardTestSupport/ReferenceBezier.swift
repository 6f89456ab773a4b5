/// An independent evaluation of a unit cubic Bézier, for checking `TimingCurve`'s solver.
///
/// It shares no code with the library: it samples the curve in Bernstein form on a fine grid of
/// the parameter t and reads y at a given x by linear interpolation between neighbouring samples.
package struct ReferenceBezier {
  private let xs: [Double]
  private let ys: [Double]

  package init(x1: Double, y1: Double, x2: Double, y2: Double, samples: Int = 200_000) {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    let ts = (0...samples).map { Double($0) / Double(samples) }
    xs = ts.map { bernstein(x1, x2, $0) }
    ys = ts.map { bernstein(y1, y2, $0) }
  }

  /// The y of the curve at `x`, for `x` in `0...1`.
  package func y(atX x: Double) -> Double {
    var low = 0
    var high = xs.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if xs[middle] < x { low = middle } else { high = middle }
    }
    let span = xs[high] - xs[low]
    guard span > 0 else { return ys[high] }
    return ys[low] + (ys[high] - ys[low]) * (x - xs[low]) / span
  }
}
