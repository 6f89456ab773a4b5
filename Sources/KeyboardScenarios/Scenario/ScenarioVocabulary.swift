internal import KeyboardModel

/// The names a scenario file gives to the engine's values, declared once: the parser reads them, the
/// writer writes them, and both agree by construction.
enum ScenarioVocabulary {
  static let phases: KeyValuePairs<String, KeyboardPhase> = [
    "willShow": .willShow, "didShow": .didShow, "willChangeFrame": .willChangeFrame,
    "didChangeFrame": .didChangeFrame, "willHide": .willHide, "didHide": .didHide,
  ]

  static let anchors: KeyValuePairs<String, ConstraintAnchor> = [
    "containerBottom": .containerBottom, "safeAreaBottom": .safeAreaBottom,
  ]

  static let fieldKinds: KeyValuePairs<String, InputField.Kind> = ["textField": .textField, "textView": .textView]

  static let composers: KeyValuePairs<String, ComposerMount> = [
    "inputAccessoryView": .inputAccessoryView, "keyboardLayoutGuide": .keyboardLayoutGuide,
  ]

  static let lifts: KeyValuePairs<String, MessageListLift> = [
    "always": .always, "whenAtEnd": .whenAtEnd, "persistent": .persistent, "never": .never,
  ]

  static let placements: KeyValuePairs<String, RevealPlacement> = [
    "bottomAboveKeyboard": .bottomAboveKeyboard, "topBelowTopGuide": .topBelowTopGuide,
  ]

  static let releases: [(key: String, value: UserAction.Release)] = UserAction.Release.allCases.map {
    (key: $0.rawValue, value: $0)
  }

  static let navigations: KeyValuePairs<String, NavigationAction> = [
    "next": .next, "previous": .previous, "done": .done, "returnKey": .returnKey, "tapOutside": .tapOutside,
  ]

  static let rules: KeyValuePairs<String, RevealRule> = [
    "alreadyVisible": .alreadyVisible, "bottomAboveKeyboard": .bottomAboveKeyboard,
    "topBelowTopGuide": .topBelowTopGuide, "alignedToTop": .alignedToTop, "limitedByCoverage": .limitedByCoverage,
    "limitedByContent": .limitedByContent, "leftToTheApp": .leftToTheApp, "pinnedAboveKeyboard": .pinnedAboveKeyboard,
  ]

  /// The reasons that carry nothing; `optedOut` and `revealed` are objects.
  static let plainReasons: KeyValuePairs<String, AvoidanceReason> = [
    "notObserving": .notObserving, "nothingFocused": .nothingFocused, "heldBetweenFields": .heldBetweenFields,
    "keyboardHidden": .keyboardHidden, "keyboardCoversNothing": .keyboardCoversNothing,
    "keyboardFromOldLayout": .keyboardFromOldLayout, "focusedElsewhere": .focusedElsewhere,
    "keyboardAbsent": .keyboardAbsent,
  ]

  /// The causes, by the names the demo's JSON output uses too.
  static var causes: [(key: String, value: AvoidanceCause)] {
    let plain: [AvoidanceCause] = [
      .initial, .started, .estimate, .focusChange, .editingEnded, .layoutChange, .userScroll, .keyboardWaitExpired,
      .keyboardDrag, .stopped,
    ]
    return plain.map { ($0.name, $0) } + phases.map { ("keyboard.\($0.key)", AvoidanceCause.keyboard($0.value)) }
  }

  /// The name of `value` in `table`.
  static func name<Value: Equatable>(of value: Value, in table: some Sequence<(key: String, value: Value)>) -> String {
    // Every table covers its type; a value missing from one is a programming error caught by the tests.
    table.first { $0.value == value }?.key ?? "\(value)"
  }
}

extension AvoidanceCause {
  /// The cause's name in scenario files and the demo's JSON output: `keyboard.willShow`, `focusChange`.
  package var name: String {
    switch self {
    case .initial: "initial"
    case .started: "started"
    case .estimate: "estimate"
    case .keyboard(let phase): "keyboard.\(phase.rawValue)"
    case .focusChange: "focusChange"
    case .editingEnded: "editingEnded"
    case .layoutChange: "layoutChange"
    case .userScroll: "userScroll"
    case .keyboardWaitExpired: "keyboardWaitExpired"
    case .keyboardDrag: "keyboardDrag"
    case .stopped: "stopped"
    }
  }
}
