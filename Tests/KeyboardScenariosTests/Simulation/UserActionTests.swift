import Foundation
import KeyboardModel
import KeyboardScenarios
import Testing

@Suite("User actions: one list for the simulator, the format and the demo")
struct UserActionTests {
  /// One action of each kind, a text field and a text view tapped, the device turned to landscape, the
  /// keyboard dragged down to 900 (33 pt below an iPad's) and back.
  static let everyAction = UserAction.Kind.allCases.map { kind in
    UserAction(
      kind, field: { kind == .tapTextView ? "notes" : "email" }, orientation: { .landscape },
      drag: { (900, .cancel) })
  }

  @Test("each kind makes an action of that kind")
  func kinds() {
    #expect(Self.everyAction.map(\.kind) == UserAction.Kind.allCases)
  }

  @Test("performing an action sends what the simulator's own method for it sends", arguments: everyAction)
  func perform(action: UserAction) {
    var simulator = KeyboardSimulator(device: .iPad)
    // Focused and shown first, so that every action has something to act on.
    _ = simulator.tapTextField("email")
    var byMethod = simulator
    let performed = simulator.perform(action)
    let expected: [TimedInput] =
      switch action {
      case .tapTextField(let id): byMethod.tapTextField(id)
      case .tapTextView(let id): byMethod.tapTextView(id)
      case .togglePredictiveBar: byMethod.togglePredictiveBar()
      case .attachHardwareKeyboard: byMethod.attachHardwareKeyboard()
      case .detachHardwareKeyboard: byMethod.detachHardwareKeyboard()
      case .toggleShortcutBar: byMethod.toggleShortcutBar()
      case .undockKeyboard: byMethod.undockKeyboard()
      case .dockKeyboard: byMethod.dockKeyboard()
      case .rotate(let orientation): byMethod.rotate(to: orientation)
      case .dismiss: byMethod.dismiss()
      case .dragKeyboard(let top, let release): byMethod.dragKeyboard(to: top, release: release)
      }
    #expect(performed == expected)
    #expect(simulator == byMethod)
  }

  @Test("a scenario file names every kind of action, and says each in words")
  func named() {
    #expect(Set(UserAction.Kind.allCases.map(\.rawValue)).isSubset(of: Set(ScenarioParser.actionNames)))
    #expect(Self.everyAction.allSatisfy { $0.description.hasPrefix("the user ") })
    #expect(UserAction.tapTextField("email").description == #"the user taps the text field "email""#)
  }
}
