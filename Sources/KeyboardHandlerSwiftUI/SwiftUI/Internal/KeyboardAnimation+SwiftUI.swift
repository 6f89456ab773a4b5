#if canImport(SwiftUI)
  import KeyboardHandler
  import SwiftUI

  extension KeyboardAnimation {
    /// The same animation in SwiftUI: the keyboard's duration and its curve as a cubic Bézier (the
    /// keyboard's own curve 7 as the model approximates it); `nil`, no animation, for a duration of 0 (a
    /// drag, which follows the finger).
    var swiftUIAnimation: Animation? {
      guard duration > 0 else { return nil }
      let curve = TimingCurve(animationCurveRawValue: curve).controlPoints
      return .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration)
    }
  }
#endif
