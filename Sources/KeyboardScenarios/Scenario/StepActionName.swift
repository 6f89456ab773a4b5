import KeyboardModel

/// The actions a scenario step names, declared once: the parser, its error messages and the list of
/// action names all derive from these cases.
enum StepActionName: String, CaseIterable {
  case tapTextField, tapTextView, togglePredictiveBar, attachHardwareKeyboard, detachHardwareKeyboard, toggleShortcutBar
  case undockKeyboard, dockKeyboard, rotate, dismiss, beginEditing, endEditing, keyboard, scroll
  case start, stop, focusElsewhere, navigate, container, fields, scrollView, layout, expireKeyboardWait

  /// The keys a step with this action may have besides `time` and `action`.
  var keys: [String] {
    switch self {
    case .tapTextField, .tapTextView, .beginEditing, .endEditing: ["field"]
    case .rotate: ["orientation"]
    case .keyboard: ["phase", "frame", "beginFrame", "duration", "curve", "isLocal"]
    case .scroll: ["contentOffset"]
    case .navigate: ["navigation"]
    case .container: ["screen", "frame", "safeArea"]
    case .fields: ["fields"]
    case .scrollView: ScenarioParser.scrollViewKeys
    case .layout: ["container", "fields", "scrollView", "contentOffset"]
    case .start, .stop, .focusElsewhere, .expireKeyboardWait: []
    case .togglePredictiveBar, .attachHardwareKeyboard, .detachHardwareKeyboard, .toggleShortcutBar, .undockKeyboard,
      .dockKeyboard, .dismiss:
      []
    }
  }
}
