import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardHandler

/// The listener's seam for fields found when editing begins: the UIKit adapter registers what it finds
/// in its view then, so a field made after the adapter (a table cell's) is avoided.
@MainActor
@Suite("Keyboard listener: fields found when editing begins")
struct KeyboardListenerFieldsFoundWhenEditingTests {
  let center = NotificationCenter()
  let email = FieldObject(y: 700)
  let later = FieldObject(y: 760)

  func listening() throws -> KeyboardListener {
    let simulator = KeyboardSimulator(device: .iPhone15)
    let avoider = try KeyboardAvoider(container: simulator.container, fields: [])
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    try listener.register(email, as: "email") { $0.frame }
    listener.start()
    return listener
  }

  @Test("a field registered as its editing begins is avoided, where it would have been ignored")
  func registeredAsEditingBegins() throws {
    let listener = try listening()
    var asked: [ObjectIdentifier] = []
    listener.willBeginEditing = { [unowned listener, later, email] object in
      asked.append(object)
      guard object == ObjectIdentifier(later) else { return }
      let fields = [(email, InputField(id: "email", frame: .zero)), (later, InputField(id: "later", frame: .zero))]
      try? listener.replaceFields(fields) { $0.frame }
    }
    var simulator = KeyboardSimulator(device: .iPhone15)
    simulator.post(simulator.tapTextField("later"), to: center, objects: ["later": later])

    #expect(asked == [ObjectIdentifier(later)])
    #expect(listener.avoider.focusedField.value == "later")
    #expect(listener.avoider.engine.navigator.fields.map(\.id) == ["email", "later"])
    // The field's bottom and the spacing, above the keyboard's top at 516.
    let shift: CGFloat = 760 + 44 + 20 - 516
    #expect(listener.avoider.offset.value.value == -shift)
  }

  @Test("an object still unknown after the question is ignored, and nothing moves")
  func unknownIgnored() throws {
    let listener = try listening()
    listener.willBeginEditing = { _ in }
    var simulator = KeyboardSimulator(device: .iPhone15)
    simulator.post(simulator.tapTextField("later"), to: center, objects: ["later": later])
    #expect(listener.avoider.focusedField.value == nil)
    #expect(listener.avoider.offset.value.value == 0)
    #expect(listener.lastError.value == nil)
  }

  @Test("replacing the fields reorders them in one change, and the focused field keeps its focus")
  func replaceKeepsFocus() throws {
    let listener = try listening()
    var simulator = KeyboardSimulator(device: .iPhone15)
    simulator.post(simulator.tapTextField("email"), to: center, objects: ["email": email])
    var lists: [[FieldID]] = []
    let binding = listener.avoider.state.bind { _ in lists.append(listener.avoider.engine.navigator.fields.map(\.id)) }
    defer { binding.unbind() }

    try listener.replaceFields(
      [(later, InputField(id: "later", frame: .zero)), (email, InputField(id: "email", frame: .zero))]
    ) { $0.frame }

    #expect(lists == [["email"], ["later", "email"]])
    #expect(listener.avoider.focusedField.value == "email")
    #expect(listener.avoider.accessory.value == AccessoryState(canGoPrevious: true, canGoNext: false, canFinish: true))
  }

  @Test("a clash in the replacing list is refused and changes nothing")
  func replaceRefusesClash() throws {
    let listener = try listening()
    #expect(throws: AvoidanceError.duplicateField("email")) {
      try listener.replaceFields(
        [(later, InputField(id: "email", frame: .zero)), (email, InputField(id: "email", frame: .zero))]
      ) { $0.frame }
    }
    #expect(listener.avoider.engine.navigator.fields.map(\.id) == ["email"])
  }
}
