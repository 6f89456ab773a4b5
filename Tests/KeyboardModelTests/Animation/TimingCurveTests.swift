import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite struct TimingCurveTests {
  static let namedCurves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .keyboard]

  static let allShapes: [TimingCurve] =
    namedCurves + [
      .unknown(animationCurveRawValue: 5),
      .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
      .cubicBezier(x1: 0, y1: 0, x2: 0, y2: 1),
      .cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
      .cubicBezier(x1: 1, y1: 1, x2: 1, y2: 1),
      .cubicBezier(x1: 0, y1: 1, x2: 0, y2: 1),
    ]

  static let fractions = (0...1_000).map { Double($0) / 1_000 }

  @Test(
    "A UIKit raw curve value maps to its curve and keeps the raw value",
    arguments: [
      (0, TimingCurve.easeInOut),
      (1, .easeIn),
      (2, .easeOut),
      (3, .linear),
      (7, .keyboard),
      (4, .unknown(animationCurveRawValue: 4)),
      (6, .unknown(animationCurveRawValue: 6)),
      (8, .unknown(animationCurveRawValue: 8)),
      (-1, .unknown(animationCurveRawValue: -1)),
      (Int.max, .unknown(animationCurveRawValue: Int.max)),
    ])
  func rawValueMapping(rawValue: Int, curve: TimingCurve) {
    #expect(TimingCurve(animationCurveRawValue: rawValue) == curve)
    #expect(curve.animationCurveRawValue == rawValue)
  }

  @Test("A custom Bézier has no UIKit raw value")
  func customBezierHasNoRawValue() {
    #expect(TimingCurve.cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4).animationCurveRawValue == nil)
  }

  @Test(
    "Named curves use Core Animation's control points and the documented keyboard approximation",
    arguments: [
      (TimingCurve.linear, [0, 0, 1, 1]),
      (.easeIn, [0.42, 0, 1, 1]),
      (.easeOut, [0, 0, 0.58, 1]),
      (.easeInOut, [0.42, 0, 0.58, 1]),
      (.keyboard, [0.38, 0.7, 0.125, 1]),
      (.unknown(animationCurveRawValue: 9), [0.42, 0, 0.58, 1]),
    ])
  func controlPoints(curve: TimingCurve, expected: [Double]) {
    let points = curve.controlPoints
    #expect([points.x1, points.y1, points.x2, points.y2] == expected)
  }

  @Test("Progress agrees with an independent evaluation of the Bézier", arguments: allShapes)
  func progressMatchesReference(curve: TimingCurve) {
    let points = curve.controlPoints
    let reference = ReferenceBezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
    for fraction in Self.fractions {
      let expected = reference.y(atX: fraction)
      #expect(isClose(curve.progress(at: fraction), expected, within: 1e-5), "at \(fraction)")
    }
  }

  @Test("Progress is exactly 0 at the start and 1 at the end", arguments: allShapes)
  func endpointsAreExact(curve: TimingCurve) {
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 1) == 1)
  }

  @Test(
    "Progress outside the duration is clamped, and a NaN fraction gives 0",
    arguments: [
      (-0.5, 0.0), (-.infinity, 0.0), (1.5, 1.0), (.infinity, 1.0), (.nan, 0.0),
      (-.ulpOfOne, 0.0), (1 + .ulpOfOne, 1.0),
    ] as [(Double, Double)])
  func progressOutsideTheDuration(fraction: Double, expected: Double) {
    for curve in Self.allShapes {
      #expect(curve.progress(at: fraction) == expected, "\(curve)")
    }
  }

  @Test("Progress never decreases", arguments: allShapes)
  func progressIsMonotone(curve: TimingCurve) {
    let progresses = Self.fractions.map(curve.progress(at:))
    #expect(zip(progresses, progresses.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("Linear progress is the elapsed fraction, exactly")
  func linearIsTheIdentity() {
    #expect(Self.fractions.allSatisfy { TimingCurve.linear.progress(at: $0) == $0 })
  }

  @Test("Ease in-out is symmetric about its midpoint")
  func easeInOutIsSymmetric() {
    for fraction in Self.fractions {
      let sum = TimingCurve.easeInOut.progress(at: fraction) + TimingCurve.easeInOut.progress(at: 1 - fraction)
      #expect(isClose(sum, 1), "at \(fraction)")
    }
  }

  @Test("An unknown raw curve is evaluated as ease in-out")
  func unknownCurveEvaluatesAsEaseInOut() {
    let unknown = TimingCurve(animationCurveRawValue: 5)
    #expect(Self.fractions.allSatisfy { unknown.progress(at: $0) == TimingCurve.easeInOut.progress(at: $0) })
  }

  @Test(
    "Degenerate control points still give a monotone progress in 0...1, never NaN",
    arguments: [
      TimingCurve.cubicBezier(x1: .nan, y1: 0, x2: 1, y2: 1),
      .cubicBezier(x1: 0.5, y1: .nan, x2: 0.5, y2: .nan),
      .cubicBezier(x1: .infinity, y1: -.infinity, x2: -.infinity, y2: .infinity),
      .cubicBezier(x1: -5, y1: 3, x2: 7, y2: -2),
      .cubicBezier(x1: 0, y1: 0, x2: 0, y2: 0),
    ])
  func degenerateControlPoints(curve: TimingCurve) {
    let progresses = Self.fractions.map(curve.progress(at:))
    #expect(progresses.allSatisfy { (0...1).contains($0) })
    #expect(zip(progresses, progresses.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(progresses.first == 0 && progresses.last == 1)
  }

  @Test("A NaN control point makes the curve linear")
  func nanControlPointIsLinear() {
    let curve = TimingCurve.cubicBezier(x1: .nan, y1: 0, x2: 1, y2: 1)
    #expect(Self.fractions.allSatisfy { curve.progress(at: $0) == $0 })
  }

  @Test("Out-of-range control points are clamped into 0...1")
  func controlPointsAreClamped() {
    let wild = TimingCurve.cubicBezier(x1: -5, y1: 3, x2: 7, y2: -2)
    let clamped = TimingCurve.cubicBezier(x1: 0, y1: 1, x2: 1, y2: 0)
    #expect(Self.fractions.allSatisfy { wild.progress(at: $0) == clamped.progress(at: $0) })
  }
}
