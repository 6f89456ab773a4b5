import Foundation
import KeyboardHandler
import KeyboardTestSupport

/// What a user does to a listened screen, picked at random by the recording tests: every simulator
/// action, and what reaches the avoider without a notification (a scroll, a navigation, another
/// view taking focus, the screen going away and coming back, time passing).
enum SessionAction: CaseIterable, CustomStringConvertible {
  case tapTextField, tapTextView, togglePredictiveBar, toggleHardwareKeyboard, toggleShortcutBar, toggleDock
  case rotate, dismiss, scroll, navigate, focusElsewhere, leaveAndReturn, wait

  /// The fields the user taps, and their kinds, in registration order.
  static let kinds: KeyValuePairs<FieldID, InputField.Kind> = [
    "name": .textField, "email": .textField, "password": .textField, "notes": .textView,
  ]

  /// The fields laid out from the bottom of the container up, in container coordinates for the shift
  /// strategy and content coordinates for a scroll view filling the container.
  static func layout(in container: ContainerGeometry) -> [FieldID: CGRect] {
    Dictionary(
      uniqueKeysWithValues: kinds.enumerated().map { index, field in
        (field.key, CGRect(x: 16, y: container.height - CGFloat(90 * (kinds.count - index)), width: 300, height: 44))
      })
  }

  /// The fields as the engine knows them, for a strategy's scroll view.
  static func fields(in container: ContainerGeometry) -> [InputField] {
    let frames = layout(in: container)
    return kinds.map { id, kind in InputField(id: id, frame: frames[id] ?? .zero, kind: kind) }
  }

  /// The actions that do something on `device` with `strategy`: undocking on an iPad only, scrolling
  /// with a scroll view only.
  static func available(on device: DevicePreset, strategy: StrategyChoice) -> [SessionAction] {
    allCases.filter { action in
      switch action {
      case .toggleDock: device.canUndockKeyboard
      case .scroll: strategy == .scroll || strategy == .constraint
      default: true
      }
    }
  }

  /// Does the action on `session`, with choices (a field, keys left out, an offset, a delay) drawn
  /// from `random`, and says what it did.
  @MainActor
  func perform(on session: ListenedSession, using random: inout SplitMix64) -> String {
    // Now and then a keyboard notification lacks an optional key, and the defaults stand in.
    let optional: [KeyboardUserInfoKey] = [.animationDuration, .animationCurve, .isLocal]
    let lacking = Set(optional.filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
    let lacks = lacking.isEmpty ? "" : " lacking \(lacking.map(\.rawValue).sorted())"
    switch self {
    case .tapTextField:
      let id = (["name", "email", "password"] as [FieldID]).randomElement(using: &random) ?? "name"
      session.perform(lacking: lacking) { $0.tapTextField(id) }
      return "tap \(id)\(lacks)"
    case .tapTextView:
      session.perform(lacking: lacking) { $0.tapTextView("notes") }
      return "tap notes\(lacks)"
    case .togglePredictiveBar:
      session.perform(lacking: lacking) { $0.togglePredictiveBar() }
    case .toggleHardwareKeyboard:
      session.perform(lacking: lacking) {
        $0.isHardwareKeyboardAttached ? $0.detachHardwareKeyboard() : $0.attachHardwareKeyboard()
      }
    case .toggleShortcutBar:
      session.perform(lacking: lacking) { $0.toggleShortcutBar() }
    case .toggleDock:
      session.perform(lacking: lacking) { $0.isKeyboardUndocked ? $0.dockKeyboard() : $0.undockKeyboard() }
    case .rotate:
      session.perform(lacking: lacking) { $0.rotate(to: $0.orientation == .portrait ? .landscape : .portrait) }
    case .dismiss:
      session.perform(lacking: lacking) { $0.dismiss() }
    case .scroll:
      let offset = CGFloat(Int.random(in: -60...300, using: &random))
      session.listener.report { () throws(AvoidanceError) in
        try session.avoider.handle(.didScroll(toContentOffset: offset))
      }
      return "scroll to \(offset)"
    case .navigate:
      let navigation = ([.next, .previous, .returnKey] as [NavigationAction]).randomElement(using: &random) ?? .next
      _ = session.avoider.navigate(navigation)
      return "navigate \(navigation)"
    case .focusElsewhere:
      // A view that is not one of the screen's fields becomes first responder.
      session.center.post(Notification(name: EditingNotification.textFieldDidBeginEditing.name, object: NSObject()))
    case .leaveAndReturn:
      session.listener.stop()
      session.listener.start()
    case .wait:
      let seconds = ([0.1, 0.5, 1, 1.5] as [TimeInterval]).randomElement(using: &random) ?? 1
      session.wait(seconds)
      return "wait \(seconds) s"
    }
    return "\(self)\(lacks)"
  }

  var description: String {
    switch self {
    case .tapTextField: "tap text field"
    case .tapTextView: "tap text view"
    case .togglePredictiveBar: "toggle predictive bar"
    case .toggleHardwareKeyboard: "toggle hardware keyboard"
    case .toggleShortcutBar: "toggle shortcut bar"
    case .toggleDock: "toggle dock"
    case .rotate: "rotate"
    case .dismiss: "dismiss"
    case .scroll: "scroll"
    case .navigate: "navigate"
    case .focusElsewhere: "focus elsewhere"
    case .leaveAndReturn: "leave and return"
    case .wait: "wait"
    }
  }
}
