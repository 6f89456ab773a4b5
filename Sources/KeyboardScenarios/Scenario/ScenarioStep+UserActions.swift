import KeyboardModel

// The user actions under the names steps gave them before they were one list, `UserAction`.
extension ScenarioStep.Action {
  /// The user taps a text field.
  @available(*, deprecated, message: "Write .user(.tapTextField(id))")
  public static func tapTextField(_ id: FieldID) -> Self { .user(.tapTextField(id)) }
  /// The user taps a text view.
  @available(*, deprecated, message: "Write .user(.tapTextView(id))")
  public static func tapTextView(_ id: FieldID) -> Self { .user(.tapTextView(id)) }
  /// The user shows or hides the predictive bar.
  @available(*, deprecated, message: "Write .user(.togglePredictiveBar)")
  public static var togglePredictiveBar: Self { .user(.togglePredictiveBar) }
  /// The user attaches a hardware keyboard.
  @available(*, deprecated, message: "Write .user(.attachHardwareKeyboard)")
  public static var attachHardwareKeyboard: Self { .user(.attachHardwareKeyboard) }
  /// The user detaches the hardware keyboard.
  @available(*, deprecated, message: "Write .user(.detachHardwareKeyboard)")
  public static var detachHardwareKeyboard: Self { .user(.detachHardwareKeyboard) }
  /// The user hides or shows a hardware keyboard's shortcut bar.
  @available(*, deprecated, message: "Write .user(.toggleShortcutBar)")
  public static var toggleShortcutBar: Self { .user(.toggleShortcutBar) }
  /// The user undocks the keyboard.
  @available(*, deprecated, message: "Write .user(.undockKeyboard)")
  public static var undockKeyboard: Self { .user(.undockKeyboard) }
  /// The user docks the keyboard again.
  @available(*, deprecated, message: "Write .user(.dockKeyboard)")
  public static var dockKeyboard: Self { .user(.dockKeyboard) }
  /// The user rotates the device.
  @available(*, deprecated, message: "Write .user(.rotate(orientation))")
  public static func rotate(_ orientation: DeviceOrientation) -> Self { .user(.rotate(orientation)) }
  /// The user dismisses the keyboard.
  @available(*, deprecated, message: "Write .user(.dismiss)")
  public static var dismiss: Self { .user(.dismiss) }
}
