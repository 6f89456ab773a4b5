import Foundation
import KeyboardHandler

/// A session recorded as an app records one: a listener fed the notifications a simulated user causes,
/// through a private `NotificationCenter`, and a recorder timing them on the avoider's manual clock.
///
/// The screen is the worked example's: an iPhone 15 in portrait with `amount` at y 700 and `note` at
/// y 100. The user taps `amount`, hides the predictive bar, taps `note`, then dismisses the keyboard.
@MainActor
enum RecordedSession {
  /// An object that stands for a text field.
  final class Field {
    let frame: CGRect
    init(y: CGFloat) { frame = CGRect(x: 16, y: y, width: 361, height: 44) }
  }

  static func workedExample() throws -> KeyboardSessionRecorder {
    let clock = ManualAnimationClock()
    let center = NotificationCenter()
    let fields: [FieldID: Field] = ["amount": Field(y: 700), "note": Field(y: 100)]
    let avoider = try KeyboardAvoider(
      container: DevicePreset.iPhone15.container(.portrait), fields: [], isObserving: false, clock: clock)
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    let recorder = KeyboardSessionRecorder(listener: listener, clock: clock, name: "Recorded worked example")
    for id in ["amount", "note"] as [FieldID] {
      guard let field = fields[id] else { continue }
      try listener.register(field, as: id) { $0.frame }
    }
    listener.start()
    var simulator = KeyboardSimulator(device: .iPhone15)
    let actions: [(inout KeyboardSimulator) -> [TimedInput]] = [
      { $0.tapTextField("amount") }, { $0.togglePredictiveBar() }, { $0.tapTextField("note") }, { $0.dismiss() },
    ]
    for action in actions {
      simulator.wait(0.5)
      for timed in action(&simulator) {
        clock.advance(to: max(clock.now, timed.time))
        simulator.post([timed], to: center, objects: fields.mapValues { $0 as AnyObject })
      }
    }
    clock.advance(by: 1)
    return recorder
  }

  /// Writes `data` to a new temporary file and returns its path.
  static func temporaryFile(_ data: Data) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString).json")
    try data.write(to: url)
    return url.path
  }
}
