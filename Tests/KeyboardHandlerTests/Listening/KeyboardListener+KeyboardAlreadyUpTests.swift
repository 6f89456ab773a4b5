import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

/// A listener that starts while the keyboard is up: the center's last keyboard notification, heard
/// by the observer every listener of the center shares, tells it where the keyboard stands.
@MainActor
@Suite("Keyboard listener: a keyboard already up")
struct KeyboardListenerKeyboardAlreadyUpTests {
  let center = NotificationCenter()
  let email = FieldObject(y: 700)
  let note = FieldObject(y: 760)

  /// A listener of `center` with `field` registered as `id`, not started.
  func listener(for field: FieldObject, as id: FieldID, _ simulator: KeyboardSimulator) throws -> KeyboardListener {
    let avoider = try KeyboardAvoider(container: simulator.container, fields: [])
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    try listener.register(field, as: id) { $0.frame }
    return listener
  }

  @Test("a screen that appears with the keyboard up knows it, and its field focused with no notification moves")
  func startsWithKeyboardUp() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let first = try listener(for: email, as: "email", simulator)
    first.start()
    simulator.post(simulator.tapTextField("email"), to: center, objects: ["email": email])
    let keyboard = try #require(first.avoider.state.value.keyboard)

    // A screen is pushed, its field taking focus with the keyboard staying up: UIKit posts the editing
    // notifications and no keyboard notification.
    let second = try listener(for: note, as: "note", simulator)
    first.stop()
    second.start()
    #expect(second.avoider.state.value.keyboard == keyboard)
    center.post(name: EditingNotification.textFieldDidEndEditing.name, object: email)
    center.post(name: EditingNotification.textFieldDidBeginEditing.name, object: note)
    #expect(second.avoider.focusedField.value == "note")
    #expect(second.avoider.offset.value.cause == .focusChange)
    #expect(note.frame.maxY + second.avoider.offset.value.value <= keyboard.frame.minY)
  }

  @Test("a keyboard that hid while no listener listened is not taken as up")
  func hiddenMeanwhile() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let first = try listener(for: email, as: "email", simulator)
    first.start()
    simulator.post(simulator.tapTextField("email"), to: center, objects: ["email": email])
    first.stop()
    simulator.post(simulator.dismiss(), to: center, objects: ["email": email])

    let second = try listener(for: note, as: "note", simulator)
    second.start()
    #expect(second.avoider.state.value.keyboard == nil)
  }
}
