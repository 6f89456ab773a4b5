import Foundation
import KeyboardHandler
import KeyboardTestSupport

/// What happens to a listened screen, picked at random by the recording tests: every user action
/// (`UserAction`, the one list of them, posted as the simulator's notifications), and what reaches the
/// avoider without a notification (a scroll, a navigation, another view taking focus, the screen going
/// away and coming back, time passing).
enum SessionAction: CaseIterable, CustomStringConvertible {
  /// A user action of this kind, on a field of the kind it taps; a rotation turns the device over.
  case user(UserAction.Kind)
  case scroll, navigate, focusElsewhere, leaveAndReturn, wait

  /// Every user action's kind, then what reaches the avoider without one.
  static var allCases: [SessionAction] {
    UserAction.Kind.allCases.map(Self.user) + [.scroll, .navigate, .focusElsewhere, .leaveAndReturn, .wait]
  }

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

  /// The actions that do something on `device` with `strategy`: undocking and docking on an iPad only,
  /// scrolling with a scroll view only.
  static func available(on device: DevicePreset, strategy: StrategyChoice) -> [SessionAction] {
    allCases.filter { action in
      switch action {
      case .user(.undockKeyboard), .user(.dockKeyboard): device.canUndockKeyboard
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
    case .user(let kind):
      var field: FieldID = "name"
      if case .field(let fieldKind) = kind.parameter {
        field = Self.kinds.filter { $0.value == fieldKind }.map(\.key).randomElement(using: &random) ?? field
      }
      let drag = SimulatedAction.drag(on: session.simulator)
      let action = UserAction(
        kind, field: { field }, orientation: { session.simulator.orientation.turned }, drag: { drag })
      session.perform(lacking: lacking) { $0.perform(action) }
      return "\(action)\(lacks)"
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
    return "\(self)"
  }

  var description: String {
    switch self {
    case .user(let kind): kind.rawValue
    case .scroll: "scroll"
    case .navigate: "navigate"
    case .focusElsewhere: "focus elsewhere"
    case .leaveAndReturn: "leave and return"
    case .wait: "wait"
    }
  }
}
