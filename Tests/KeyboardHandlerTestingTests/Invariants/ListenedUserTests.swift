import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import Testing

/// The simulated user of ``SimulatedUserTests``, played the way an app receives it: notifications
/// posted to a listener that reads the container and the fields before each one, and the avoider's
/// own clock for the waits.
@MainActor
@Suite("A simulated user, through the listener, keeps every invariant")
struct ListenedUserTests {
  @Test(
    "every simulator action, posted as notifications on every device and with every strategy, breaks no invariant and never bounces",
    arguments: DevicePreset.all, StrategyKind.allCases)
  func everyActionThroughTheListener(device: DevicePreset, kind: StrategyKind) throws {
    let kinds: KeyValuePairs<FieldID, InputField.Kind> = [
      "name": .textField, "email": .textField, "password": .textField, "notes": .textView,
    ]
    let session = try ListenedSession(device: device, strategy: kind.strategy(in:), kinds: kinds) { container in
      Dictionary(uniqueKeysWithValues: SimulatedUserTests.fields(in: container).map { ($0.id, $0.frame) })
    }
    for action in SimulatedUserTests.everyAction { session.perform(action) }
    let largestCover = session.published.map(\.state.coveredHeight).max() ?? 0
    #expect(session.stateViolations == [])
    #expect(session.stepViolations == [])
    #expect(session.bounces == [])
    #expect(session.listener.lastError.value == nil)
    #expect(largestCover > 0, "the keyboard never covered anything: the play proved nothing")
    #expect(session.avoider.state.value.reason == .nothingFocused)
  }
}
