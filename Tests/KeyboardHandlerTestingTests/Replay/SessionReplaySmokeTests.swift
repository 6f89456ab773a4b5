import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import Testing

@MainActor
@Suite("Session replay, smoke")
struct SessionReplaySmokeTests {
  @Test("a recorded listener session replays with the recorded values")
  func roundTrip() throws {
    let clock = ManualAnimationClock()
    let center = NotificationCenter()
    let fields = [InputField(id: "email", frame: CGRect(x: 16, y: 700, width: 361, height: 44))]
    let avoider = try KeyboardAvoider(
      container: DevicePreset.iPhone15.container(.portrait), fields: [], isObserving: false, clock: clock)
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    let field = NSObject()
    try listener.register(field, as: "email") { _ in fields[0].frame }
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock)
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    for timed in simulator.tapTextField("email") + simulator.dismiss() {
      clock.advance(to: timed.time)
      for notification in simulator.notifications(for: [timed], objects: ["email": field]) {
        center.post(notification)
      }
    }
    let data = try recorder.scenarioData()
    print(String(decoding: data, as: UTF8.self))
    let replay = try SessionReplay(data)
    #expect(replay.differences == [])
    #expect(replay.violations == [])
    #expect(replay.snapshots == recorder.scenario.expected)
  }
}
