import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The choices that shape avoidance.
public struct AvoidanceConfiguration: Equatable, Sendable {
  /// How content gets out of the keyboard's way.
  public var strategy: AvoidanceStrategy
  /// Where the revealed item ends up.
  public var placement: RevealPlacement
  /// Which item is revealed.
  public var revealTarget: RevealTarget
  /// The gap between the revealed item and the keyboard (or top guide), unless the focused
  /// field has its own.
  public var spacing: CGFloat
  /// The keyboard height assumed before any keyboard has reported one.
  public var estimatedKeyboardHeight: CGFloat
  /// Whether next and previous wrap around at the ends of the field list.
  public var isNavigationLooping: Bool

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - strategy: How content gets out of the keyboard's way.
  ///   - placement: Where the revealed item ends up.
  ///   - revealTarget: Which item is revealed.
  ///   - spacing: The default gap, 20 pt.
  ///   - estimatedKeyboardHeight: The first estimate, 360 pt.
  ///   - isNavigationLooping: Whether navigation wraps around.
  public init(
    strategy: AvoidanceStrategy = .shift,
    placement: RevealPlacement = .bottomAboveKeyboard,
    revealTarget: RevealTarget = .focusedField,
    spacing: CGFloat = 20,
    estimatedKeyboardHeight: CGFloat = 360,
    isNavigationLooping: Bool = false
  ) {
    self.strategy = strategy
    self.placement = placement
    self.revealTarget = revealTarget
    self.spacing = spacing
    self.estimatedKeyboardHeight = estimatedKeyboardHeight
    self.isNavigationLooping = isNavigationLooping
  }

  /// The first setting that is invalid, or `nil` when every one is valid.
  var invalidValue: AvoidanceError.InvalidValue? {
    .nonNegative(spacing, "spacing") ?? .positive(estimatedKeyboardHeight, "estimatedKeyboardHeight")
      ?? strategy.scrollView?.invalidValue(at: "strategy.scrollView") ?? revealTarget.invalidValue
  }
}
