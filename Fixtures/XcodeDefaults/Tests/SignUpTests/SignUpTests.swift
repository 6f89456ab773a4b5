import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import Testing

@testable import SignUp

// The README's test, as written there.
@Test func emailFieldKeepsEveryRule() throws {
  var simulator = KeyboardSimulator(device: .iPhone15)
  let email = InputField(id: "email", frame: CGRect(x: 16, y: 700, width: 300, height: 44))
  var engine = try AvoidanceEngine(container: simulator.container, fields: [email])
  for timed in simulator.tapTextField("email") + simulator.rotate(to: .landscape) + simulator.dismiss() {
    #expect(AvoidanceInvariant.violations(handling: timed.input, on: &engine) == [])
  }
}

@Test func viewModelEnablesSubmitOnceBothFieldsAreValid() {
  #expect(useSignUpViewModel() == [false, true])
}

@Test func keyboardExampleMovesAsTheReadmeSays() throws {
  #expect(try example() == [0, -272, -248, 0])
}

// What a client's own tests reach through public API alone: a Stage Manager window, a device of its own,
// the simulator's history and keyboard latency, a hand-made timed input and a hand-made notification.
@MainActor
@Test func clientTestsReachTheTestKit() throws {
  var simulator = KeyboardSimulator(device: .iPadStageManager)
  simulator.keyboardLatency = 0.1
  _ = simulator.tapTextField("email")
  #expect(simulator.history.count > 1)
  #expect(simulator.history.first?.input == .didBeginEditing("email"))
  #expect(simulator.history.dropFirst().allSatisfy { $0.time >= 0.1 }, "the keyboard lags the focus")
  let phone = DevicePreset.custom(
    name: "A phone of the app's own", screenSize: CGSize(width: 390, height: 844),
    safeArea: LayoutInsets(top: 47, bottom: 34),
    keyboard: KeyboardHeights(withPredictiveBar: 336, withoutPredictiveBar: 291))
  #expect(phone.container(.portrait).screenBounds.size == CGSize(width: 390, height: 844))
  let hidden = CGRect(x: 0, y: 844, width: 390, height: 336)
  let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
  let event = KeyboardEvent(phase: .willShow, beginFrame: hidden, endFrame: shown)
  let timed = TimedInput(time: 1, input: .keyboard(event))
  #expect(timed.time == 1)
  let center = NotificationCenter()
  let avoider = try KeyboardAvoider(container: phone.container(.portrait), fields: [])
  let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
  listener.start()
  center.post(name: event.phase.notificationName, object: nil, userInfo: event.userInfo)
  #expect(avoider.context.phase == AvoidancePhase.shown(keyboard: shown, focus: FieldID?.none))
}
