internal import KeyboardModel

/// The raw inputs a scenario step names, declared once: with the user actions (`UserAction.Kind`), the
/// parser, its error messages and the list of action names all derive from these cases.
enum StepActionName: String, CaseIterable {
  case beginEditing, endEditing, keyboard, scroll, drag
  case start, stop, focusElsewhere, navigate, container, fields, scrollView, layout, expireKeyboardWait

  /// The keys a step with this input may have besides `time` and `action`.
  var keys: [String] {
    switch self {
    case .beginEditing, .endEditing: ["field"]
    case .keyboard: ["phase", "frame", "beginFrame", "duration", "curve", "isLocal"]
    case .scroll: ["contentOffset"]
    case .drag: ["keyboardTop"]
    case .navigate: ["navigation"]
    case .container: ["screen", "frame", "window", "safeArea"]
    case .fields: ["fields"]
    case .scrollView: ScenarioParser.scrollViewKeys
    case .layout: ["container", "fields", "scrollView", "contentOffset"]
    case .start, .stop, .focusElsewhere, .expireKeyboardWait: []
    }
  }
}
