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
