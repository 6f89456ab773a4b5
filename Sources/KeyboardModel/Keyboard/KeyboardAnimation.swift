public import Foundation

/// The duration and timing curve with which a change should be animated.
///
/// The curve is kept as UIKit's raw integer: 7 is the keyboard's own, private curve,
/// which `UIView.AnimationCurve` cannot name. An animation engine should model it as a
/// documented approximation when it samples a transition.
public struct KeyboardAnimation: Hashable, Sendable {
  /// The duration, in seconds; never negative and never NaN.
  public var duration: TimeInterval
  /// UIKit's raw animation curve (`UIView.AnimationCurve.rawValue`, or 7 for the keyboard's curve).
  public var curve: Int

  /// Creates an animation description.
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - curve: UIKit's raw animation curve.
  package init(duration: TimeInterval, curve: Int) {
    self.duration = duration
    self.curve = curve
  }

  /// The raw value of the keyboard's private animation curve.
  package static let keyboardCurve = 7

  /// The keyboard's usual animation: 0.25 s on curve 7.
  ///
  /// Used for changes that no keyboard event times, such as an estimate or a focus change.
  public static let keyboard = KeyboardAnimation(duration: 0.25, curve: keyboardCurve)

  /// No animation: a change applied at once.
  package static let immediate = KeyboardAnimation(duration: 0, curve: 0)

  /// The raw value of the `UIView.AnimationOptions` that animate with this curve: the curve shifted
  /// into the options' curve bits (16 to 19), as UIKit's own curve options are
  /// (`curveEaseInOut` is 0 << 16 ... `curveLinear` 3 << 16); curve 7, the keyboard's, has no named
  /// option but animates the same way.
  ///
  /// ```swift
  /// let options = UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue)
  /// UIView.animate(withDuration: animation.duration, delay: 0, options: [options, .beginFromCurrentState]) {
  ///   view.transform = CGAffineTransform(translationX: 0, y: -shift)
  /// }
  /// ```
  ///
  /// A curve outside UIKit's four bits (never posted) is kept to them rather than spilling into other options.
  public var animationOptionsRawValue: UInt {
    (UInt(clamping: curve) & 0xF) << 16
  }
}
