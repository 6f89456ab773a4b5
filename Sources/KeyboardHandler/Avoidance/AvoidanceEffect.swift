import Foundation

/// One thing the engine decided: a value to publish, or a request for the app.
///
/// The engine emits an effect only when a value actually changes, in this order: container
/// frame, keyboard frame, visible height, focused field, accessory state, offset, scroll insets, content
/// offset, constraint constant, navigation request.
public enum AvoidanceEffect: Equatable, Sendable {
  /// The container's frame at rest, in screen coordinates, after rotation or a resize.
  case containerFrame(AvoidanceUpdate<CGRect>)
  /// The keyboard's covered part of the container, in container coordinates; `nil` for none.
  case keyboardFrame(AvoidanceUpdate<CGRect?>)
  /// The height of the container that the keyboard covers.
  case visibleHeight(AvoidanceUpdate<CGFloat>)
  /// The focused field.
  case focusedField(FieldID?)
  /// The previous / next / done bar's state.
  case accessory(AccessoryState)
  /// The container's vertical offset (shift strategy).
  case offset(AvoidanceUpdate<CGFloat>)
  /// The scroll view's bottom insets (scroll strategy).
  case scrollInsets(AvoidanceUpdate<ScrollInsets>)
  /// The scroll view's `contentOffset.y` (scroll and bottom-constraint strategies).
  case contentOffset(AvoidanceUpdate<CGFloat>)
  /// The bottom constraint's constant (bottom-constraint strategy).
  case constraintConstant(AvoidanceUpdate<CGFloat>)
  /// Something the app must do: move focus or end editing.
  case request(NavigationRequest)
}
