/// How an animation's progress follows its elapsed time: the curves UIKit and Core Animation use.
///
/// A timing curve maps the elapsed fraction of a transition's duration to the fraction of the
/// way from its start value to its end value. Every curve here is a cubic Bézier from (0, 0) to
/// (1, 1), as Core Animation's `CAMediaTimingFunction` is, so the same control points drive a
/// real `UIView` animation and this model:
///
/// ```swift
/// let curve = TimingCurve.keyboard  // UIKit's raw curve 7, the keyboard's own
/// curve.progress(at: 0.5)          // about 0.93: the keyboard curve starts fast
/// ```
///
/// `TimingCurve` is a `Sendable` value.
public enum TimingCurve: Sendable, Hashable {
  /// Constant speed: `UIView.AnimationCurve.linear` (raw value 3).
  case linear

  /// Starts slowly: `UIView.AnimationCurve.easeIn` (raw value 1), Core Animation's
  /// `kCAMediaTimingFunctionEaseIn`, the Bézier (0.42, 0, 1, 1).
  case easeIn

  /// Ends slowly: `UIView.AnimationCurve.easeOut` (raw value 2), Core Animation's
  /// `kCAMediaTimingFunctionEaseOut`, the Bézier (0, 0, 0.58, 1).
  case easeOut

  /// Starts and ends slowly: `UIView.AnimationCurve.easeInOut` (raw value 0, UIKit's default),
  /// Core Animation's `kCAMediaTimingFunctionEaseInEaseOut`, the Bézier (0.42, 0, 0.58, 1).
  case easeInOut

  /// The keyboard's own private curve (raw value 7), modelled by an approximation.
  ///
  /// UIKit does not publish this curve. It is evaluated here as the cubic Bézier
  /// (0.380, 0.700, 0.125, 1.000), a fit by eye that a developer reported on the Apple Developer
  /// Forums (thread 48088) and that is widely reused. Treat sampled values as approximate:
  /// - the same report says the fit matched only once the notified duration was doubled, and
  ///   UIKit in fact drives curve 7 with a spring animation whose parameters are private;
  /// - this model applies the curve over the transition's own duration, so a transition always
  ///   ends at its `endTime`.
  ///
  /// The raw value 7 is kept, so the real app can replay the exact system curve.
  case keyboard

  /// A Bézier curve from (0, 0) to (1, 1) through the control points (`x1`, `y1`) and (`x2`, `y2`),
  /// as `CAMediaTimingFunction(controlPoints:_:_:_:)` takes them.
  ///
  /// Evaluation clamps each control point into `0...1`, which keeps progress monotone and inside
  /// `0...1` (overshooting curves are not modelled), and treats a curve with a NaN control point
  /// as linear.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

  /// A `UIView.AnimationCurve` raw value that UIKit does not document and that is not 7.
  ///
  /// It is evaluated as `easeInOut`, UIKit's default curve, and keeps its raw value, so the
  /// real app can still hand it back to UIKit unchanged.
  case unknown(animationCurveRawValue: Int)
}

extension TimingCurve {
  /// Creates the curve for a `UIView.AnimationCurve` raw value, as found under
  /// `UIKeyboardAnimationCurveUserInfoKey`.
  ///
  /// 0 is `easeInOut`, 1 `easeIn`, 2 `easeOut`, 3 `linear` and 7 `keyboard`; any other
  /// value becomes `unknown(animationCurveRawValue:)`, which keeps it.
  package init(animationCurveRawValue rawValue: Int) {
    switch rawValue {
    case 0: self = .easeInOut
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    case 7: self = .keyboard
    default: self = .unknown(animationCurveRawValue: rawValue)
    }
  }

  /// The `UIView.AnimationCurve` raw value of this curve, or `nil` for a `cubicBezier(x1:y1:x2:y2:)`,
  /// which UIKit can only run through Core Animation.
  package var animationCurveRawValue: Int? {
    switch self {
    case .easeInOut: 0
    case .easeIn: 1
    case .easeOut: 2
    case .linear: 3
    case .keyboard: 7
    case .unknown(let rawValue): rawValue
    case .cubicBezier: nil
    }
  }

  /// The Bézier control points this curve is evaluated with, as given (before any clamping).
  package var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut, .unknown: (0.42, 0, 0.58, 1)
    case .keyboard: (0.380, 0.700, 0.125, 1.000)
    case .cubicBezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
    }
  }

  /// The fraction of the way from start to end value at `fraction` of the duration.
  ///
  /// The result lies in `0...1`, is exactly 0 at or below 0 and exactly 1 at or above 1, never
  /// decreases as `fraction` grows, and is never NaN: a NaN `fraction` gives 0.
  public func progress(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    let (x1, y1, x2, y2) = controlPoints
    guard !x1.isNaN, !y1.isNaN, !x2.isNaN, !y2.isNaN else { return fraction }
    let clamped = (x1: x1.clamped(), y1: y1.clamped(), x2: x2.clamped(), y2: y2.clamped())
    // Control points on the diagonal make x(t) = y(t): the identity, exactly, without solving.
    if clamped.x1 == clamped.y1 && clamped.x2 == clamped.y2 { return fraction }
    let bezier = UnitBezier(x1: clamped.x1, y1: clamped.y1, x2: clamped.x2, y2: clamped.y2)
    return bezier.y(forX: fraction).clamped()
  }
}

extension Double {
  fileprivate func clamped() -> Double {
    Swift.min(Swift.max(self, 0), 1)
  }
}
