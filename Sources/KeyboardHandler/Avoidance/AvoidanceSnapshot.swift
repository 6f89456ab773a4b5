import Foundation

/// Everything the engine publishes, at one moment.
public struct AvoidanceSnapshot: Equatable, Sendable {
  /// The container's frame at rest, in screen coordinates: it changes with rotation, split view
  /// or a resized form sheet.
  public var containerFrame: CGRect
  /// The keyboard's covered part of the container, in container coordinates; `nil` for none.
  public var keyboardFrame: CGRect?
  /// The height of the container that the keyboard covers; 0 for none.
  public var visibleHeight: CGFloat
  /// The focused field.
  public var focusedField: FieldID?
  /// The previous / next / done bar's state.
  public var accessory: AccessoryState
  /// The values that move content.
  public var targets: AvoidanceTargets

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - containerFrame: The container's frame at rest, in screen coordinates.
  ///   - keyboardFrame: The keyboard's covered part of the container.
  ///   - visibleHeight: The covered height.
  ///   - focusedField: The focused field.
  ///   - accessory: The accessory bar's state.
  ///   - targets: The values that move content.
  public init(
    containerFrame: CGRect, keyboardFrame: CGRect?, visibleHeight: CGFloat, focusedField: FieldID?,
    accessory: AccessoryState, targets: AvoidanceTargets
  ) {
    self.containerFrame = containerFrame
    self.keyboardFrame = keyboardFrame
    self.visibleHeight = visibleHeight
    self.focusedField = focusedField
    self.accessory = accessory
    self.targets = targets
  }
}
