import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardHandler

/// The listener's one seam: a screen reader, read once for each notification, whose fields found as
/// editing begins (a table cell's, made after the adapter) are avoided.
@MainActor
@Suite("Keyboard listener: the screen read once for each notification")
struct KeyboardListenerFieldsFoundWhenEditingTests {
  let center = NotificationCenter()
  let email = FieldObject(y: 700)
  let later = FieldObject(y: 760)
  let screen = ScriptedScreen()

  func listening(strategy: AvoidanceStrategy = .shift) throws -> KeyboardListener {
    let simulator = KeyboardSimulator(device: .iPhone15)
    let avoider = try KeyboardAvoider(
      configuration: AvoidanceConfiguration(strategy: strategy), container: simulator.container, fields: [])
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    screen.container = simulator.container
    screen.fields = [(email, InputField(id: "email", frame: email.frame))]
    listener.screenReader = screen
    try listener.updateFieldFrames()
    listener.start()
    return listener
  }

  @Test("a field found as its editing begins is avoided, where it would have been ignored")
  func foundAsEditingBegins() throws {
    let listener = try listening()
    screen.foundWhenEditing[ObjectIdentifier(later)] = [
      (email, InputField(id: "email", frame: email.frame)), (later, InputField(id: "later", frame: later.frame)),
    ]
    var simulator = KeyboardSimulator(device: .iPhone15)
    simulator.post(simulator.tapTextField("later"), to: center, objects: ["later": later])

    #expect(screen.moments.dropFirst().first == .beginEditing(ObjectIdentifier(later)))
    #expect(listener.avoider.focusedField.value == "later")
    #expect(listener.avoider.engine.navigator.fields.map(\.id) == ["email", "later"])
    // The field's bottom and the spacing, above the keyboard's top at 516.
    let shift: CGFloat = 760 + 44 + 20 - 516
    #expect(listener.avoider.offset.value.value == -shift)
  }

  @Test("an object still unknown after the reading is another's: nothing moves")
  func unknownIgnored() throws {
    let listener = try listening()
    var simulator = KeyboardSimulator(device: .iPhone15)
    simulator.post(simulator.tapTextField("later"), to: center, objects: ["later": later])
    #expect(listener.avoider.focusedField.value == nil)
    #expect(listener.avoider.offset.value.value == 0)
    #expect(listener.lastError.value == nil)
  }

  @Test("fields read in another order reach the avoider in one change, and the focused field keeps its focus")
  func reorderKeepsFocus() throws {
    let listener = try listening()
    var simulator = KeyboardSimulator(device: .iPhone15)
    simulator.post(simulator.tapTextField("email"), to: center, objects: ["email": email])
    var lists: [[FieldID]] = []
    let binding = listener.avoider.state.bind { _ in lists.append(listener.avoider.engine.navigator.fields.map(\.id)) }
    defer { binding.unbind() }

    screen.fields = [
      (later, InputField(id: "later", frame: later.frame)), (email, InputField(id: "email", frame: email.frame)),
    ]
    try listener.updateFieldFrames()

    #expect(lists == [["email"], ["later", "email"]])
    #expect(listener.avoider.focusedField.value == "email")
    #expect(listener.avoider.accessory.value == AccessoryState(canGoPrevious: true, canGoNext: false, canFinish: true))
  }

  @Test("a clash in the fields read is refused and changes nothing")
  func clashRefused() throws {
    let listener = try listening()
    screen.fields = [
      (later, InputField(id: "email", frame: later.frame)), (email, InputField(id: "email", frame: email.frame)),
    ]
    #expect(throws: AvoidanceError.duplicateField("email")) { try listener.updateFieldFrames() }
    #expect(listener.avoider.engine.navigator.fields.map(\.id) == ["email"])
  }

  @Test(
    "a rotation under the scroll strategy: one reading, one layout input and one keyboard input, two publications at most"
  )
  func rotationPublishesTwice() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let portrait = ScrollViewGeometry(frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1_200)
    let listener = try listening(strategy: .scroll(portrait))
    screen.scrollView = portrait
    simulator.post(simulator.tapTextField("email"), to: center, objects: ["email": email])
    #expect(listener.avoider.focusedField.value == "email")

    // The app laid the screen out anew: the container, the scroll view, the field, and the user's scroll.
    let rotation = simulator.rotate(to: .landscape)
    screen.container = simulator.container
    screen.scrollView = ScrollViewGeometry(frame: CGRect(x: 0, y: 0, width: 852, height: 393), contentHeight: 1_200)
    screen.fields = [(email, InputField(id: "email", frame: CGRect(x: 16, y: 500, width: 300, height: 44)))]
    screen.scrolledContentOffset = 40
    let notifications = simulator.notifications(for: rotation, objects: [:])
    let first = try #require(notifications.first)
    let readings = screen.moments.count
    var published = 0
    var handled: [AvoidanceInput] = []
    let bindings = [
      listener.avoider.state.bindChanges { _ in published += 1 },
      listener.avoider.handledInput.bindChanges { if let input = $0?.input { handled.append(input) } },
    ]
    defer { bindings.forEach { $0.unbind() } }
    center.post(first)

    #expect(screen.moments.count == readings + 1)
    #expect(handled.count == 2)
    #expect(handled.first.map { if case .layoutDidChange = $0 { true } else { false } } == true)
    #expect(published == 2)
    // The keyboard's later notifications of the rotation find the screen as it was read: nothing more.
    var later: [Int] = []
    for notification in notifications.dropFirst() {
      published = 0
      center.post(notification)
      later.append(published)
    }
    #expect(later == Array(repeating: 0, count: notifications.count - 1))
    #expect(listener.lastError.value == nil)
  }

  @Test("each notification reads the screen exactly once, and the listener asks nothing else of it")
  func oneReadingPerNotification() throws {
    let listener = try listening()
    let before = screen.moments.count
    var simulator = KeyboardSimulator(device: .iPhone15)
    let inputs = simulator.tapTextField("email") + simulator.dismiss()
    let notifications = simulator.notifications(for: inputs, objects: ["email": email])
    notifications.forEach(center.post)
    #expect(screen.moments.count - before == notifications.count)
    #expect(screen.moments.dropFirst(before).filter { $0 == .keyboardNotification }.count == notifications.count - 2)
    #expect(listener.avoider.focusedField.value == nil)
  }
}
