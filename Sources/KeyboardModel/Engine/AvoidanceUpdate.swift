/// A published value together with how to animate to it and why it changed.
///
/// The engine publishes each new ``AvoidanceState`` as an update, and `KeyboardAvoider` derives one
/// box of updates per property from it. An animation recorder turns each update into a timed
/// transition: from the value presented now, to `value`, starting now, over `animation`, labelled
/// with `cause`. The value's own properties read through the update: `update.targets.offset` is
/// `update.value.targets.offset`.
///
/// ```swift
/// avoider.offset.bind { [weak view] update in
///   let curve = UIView.AnimationOptions(rawValue: update.animation.animationOptionsRawValue)
///   UIView.animate(withDuration: update.animation.duration, delay: 0, options: [curve, .beginFromCurrentState]) {
///     // A transform, which Auto Layout leaves alone (a bounds origin it would undo at the next layout).
///     view?.transform = CGAffineTransform(translationX: 0, y: update.value)
///   }
/// }
/// ```
@dynamicMemberLookup
public struct AvoidanceUpdate<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The new value.
  public var value: Value
  /// The duration and raw curve to animate with.
  public var animation: KeyboardAnimation
  /// Why the value changed.
  public var cause: AvoidanceCause

  /// Creates an update.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - animation: The duration and raw curve to animate with.
  ///   - cause: Why the value changed.
  package init(_ value: Value, animation: KeyboardAnimation, cause: AvoidanceCause) {
    self.value = value
    self.animation = animation
    self.cause = cause
  }

  /// A property of the value: `update.reason` for `update.value.reason`.
  public subscript<Property>(dynamicMember property: KeyPath<Value, Property>) -> Property {
    value[keyPath: property]
  }

  /// The update a box starts with: `value`, not animated, caused by nothing.
  ///
  /// - Parameter value: The starting value.
  package static func initial(_ value: Value) -> Self {
    Self(value, animation: .immediate, cause: .initial)
  }
}

extension AvoidanceUpdate: Hashable where Value: Hashable {}
