import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

/// The listener with a real `NotificationCenter` (a private one per test), fed the notifications UIKit
/// posts: names, objects and `userInfo` as an iPhone sends them.
@MainActor
@Suite("Keyboard listener")
struct KeyboardListenerTests {
  let center = NotificationCenter()
  let email = FieldObject(y: 700)
  let password = FieldObject(y: 760)

  /// A started listener on an iPhone 15 whose email and password fields are registered, in that order.
  func listening(_ simulator: KeyboardSimulator) throws -> KeyboardListener {
    let avoider = try KeyboardAvoider(container: simulator.container, fields: [])
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    try listener.register(email, as: "email") { $0.frame }
    try listener.register(password, as: "password") { $0.frame }
    listener.start()
    return listener
  }

  var objects: [FieldID: AnyObject] { ["email": email, "password": password] }

  @Test("tapping a field, as UIKit posts it, moves content to -272 at once, then -248 with the keyboard")
  func tapPostsWorkedExample() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    var offsets: [AvoidanceUpdate<CGFloat>] = []
    let binding = listener.avoider.offset.bind { offsets.append($0) }
    defer { binding.unbind() }

    let tap = simulator.tapTextField("email")
    simulator.post(tap, to: center, objects: objects)

    #expect(offsets.map(\.value) == [0, -272, -248])
    #expect(offsets.map(\.cause) == [.initial, .estimate, .keyboard(.willChangeFrame)])
    #expect(listener.avoider.focusedField.value == "email")
    #expect(listener.lastError.value == nil)

    let dismiss = simulator.dismiss()
    simulator.post(dismiss, to: center, objects: objects)
    #expect(offsets.map(\.value) == [0, -272, -248, 0])
    #expect(listener.avoider.focusedField.value == nil)
  }

  @Test("a text view's keyboard notifications come before its editing one, and it still moves")
  func textViewOrder() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    let tap = simulator.tapTextView("password")
    let names = simulator.notifications(for: tap, objects: objects).map(\.name.rawValue)
    #expect(
      names.prefix(3) == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
        "UITextViewTextDidBeginEditingNotification",
      ])
    simulator.post(tap, to: center, objects: objects)
    let shift: CGFloat = 804 + 20 - 516
    #expect(listener.avoider.offset.value.value == -shift)
  }

  @Test("fields are navigated in the order they were registered")
  func registrationOrder() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    #expect(listener.avoider.navigate(.next) == .focus("password"))
    #expect(listener.avoider.accessory.value == AccessoryState(canGoPrevious: false, canGoNext: true, canFinish: true))
  }

  @Test("frames are read as editing begins: a field moved by layout is revealed where it is now")
  func framesFollowLayout() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    email.frame.origin.y = 600
    simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    let shift: CGFloat = 644 + 20 - 516
    #expect(listener.avoider.offset.value.value == -shift)
  }

  @Test("an editing notification from an object that is not registered is ignored, not an error")
  func unregisteredObject() throws {
    let simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    let stranger = FieldObject(y: 700)
    let before = listener.avoider.state.value
    center.post(name: EditingNotification.textFieldDidBeginEditing.name, object: stranger)
    center.post(name: EditingNotification.textFieldDidBeginEditing.name, object: nil)
    #expect(listener.avoider.state.value == before)
    #expect(listener.lastError.value == nil)
  }

  @Test("two listeners side by side: focus moving straight from one's field to the other's rests the first")
  func twoListeners() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let left = try listening(simulator)
    let other = FieldObject(y: 700)
    let right = KeyboardListener(
      avoider: try KeyboardAvoider(container: simulator.container, fields: []), notificationCenter: center)
    try right.register(other, as: "other") { $0.frame }
    right.start()
    let objects: [FieldID: AnyObject] = ["email": email, "password": password, "other": other]

    simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    #expect(left.avoider.offset.value.value == -248)
    #expect(right.avoider.offset.value.value == 0)

    simulator.post(simulator.tapTextField("other"), to: center, objects: objects)
    #expect(left.avoider.offset.value.value == 0)
    #expect(left.avoider.state.value.reason == .focusedElsewhere)
    #expect(right.avoider.offset.value.value == -248)
    #expect(right.avoider.state.value.keyboard?.source == .reported, "the keyboard was already up: no estimate")
  }

  @Test("a notification while stopped changes nothing; start and stop add and remove the observers")
  func stoppedChangesNothing() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    listener.stop()
    #expect(!listener.isListening)
    let before = listener.avoider.state.value
    simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    #expect(listener.avoider.state.value == before)

    listener.start()
    #expect(listener.isListening)
    simulator.post(simulator.dismiss(), to: center, objects: objects)
    simulator.post(simulator.tapTextField("password"), to: center, objects: objects)
    #expect(listener.avoider.focusedField.value == "password")
  }

  @Test(
    "a malformed keyboard notification is reported, with the key, and changes nothing",
    arguments: [
      KeyboardEventError(key: .frameEnd, reason: .wrongType(found: "String")),
      KeyboardEventError(key: .animationDuration, reason: .negativeDuration),
    ])
  func malformedIsReported(expected: KeyboardEventError) throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    let before = listener.avoider.state.value

    var userInfo = KeyboardSimulator.event(.willHide, on: simulator).userInfo
    switch expected.reason {
    case .missing: userInfo[expected.key.rawValue] = nil
    case .wrongType: userInfo[expected.key.rawValue] = "tall"
    default: userInfo[expected.key.rawValue] = NSNumber(value: -1.0)
    }
    center.post(name: KeyboardPhase.willHide.notificationName, object: nil, userInfo: userInfo)

    #expect(listener.lastError.value == .malformedKeyboardEvent(expected))
    #expect(listener.avoider.state.value == before)
  }

  @Test("a show with no userInfo at all is reported as lacking its end frame")
  func noUserInfo() throws {
    let listener = try listening(KeyboardSimulator(device: .iPhone15))
    var errors: [AvoidanceError?] = []
    let binding = listener.lastError.bind { errors.append($0) }
    defer { binding.unbind() }
    center.post(name: KeyboardPhase.willShow.notificationName, object: nil)
    center.post(name: KeyboardPhase.willShow.notificationName, object: nil)
    let missing = AvoidanceError.malformedKeyboardEvent(KeyboardEventError(key: .frameEnd, reason: .missing))
    #expect(errors == [nil, missing, missing])
  }

  // iOS 26 field reports: a will-hide and did-hide with a null end frame, or with no end frame (nor
  // begin frame) at all, left content raised over nothing.
  @Test(
    "a hide whose end frame is null or missing, as iOS 26 posts some, returns content exactly to rest",
    arguments: [CGRect.null, nil] as [CGRect?])
  func hideWithoutEndFrame(endFrame: CGRect?) throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    #expect(listener.avoider.offset.value.value == -248)

    var userInfo = KeyboardSimulator.event(.willHide, on: simulator).userInfo
    userInfo[KeyboardUserInfoKey.frameEnd.rawValue] = endFrame.map(Fixtures.boxed(_:))
    if endFrame == nil { userInfo[KeyboardUserInfoKey.frameBegin.rawValue] = nil }
    for phase in [KeyboardPhase.willHide, .didHide] {
      center.post(name: phase.notificationName, object: nil, userInfo: userInfo)
    }
    #expect(listener.lastError.value == nil)
    #expect(listener.avoider.offset.value == AvoidanceUpdate(0, animation: .keyboard, cause: .keyboard(.willHide)))
    #expect(listener.avoider.state.value.reason == .keyboardHidden)
  }

  @Test("a registration that clashes or has a bad frame throws, and nothing changes")
  func badRegistration() throws {
    let listener = try listening(KeyboardSimulator(device: .iPhone15))
    let before = listener.avoider.engine
    #expect(throws: AvoidanceError.duplicateField("email")) {
      try listener.register(FieldObject(y: 100), as: "email") { $0.frame }
    }
    #expect(throws: AvoidanceError.invalidField("broken")) {
      try listener.register(FieldObject(y: .infinity), as: "broken") { $0.frame }
    }
    #expect(listener.avoider.engine == before)
    try listener.register(email, as: "email", spacing: 40) { $0.frame }
    #expect(listener.avoider.engine.navigator.fields.map(\.id) == ["email", "password"])
    #expect(listener.avoider.engine.navigator.field("email")?.spacing == 40)
  }

  @Test("the container is read before each notification, so a container that moved is avoided where it is")
  func containerFollows() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    var container = simulator.container
    container.frame = CGRect(x: 0, y: 100, width: 393, height: 752)  // a sheet, 100 pt down
    listener.containerGeometry = { container }
    email.frame.origin.y = 600
    simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    #expect(listener.avoider.engine.container == container)
    // The field's bottom, in the container, is 644; the keyboard's top, in the container, 516 - 100.
    let shift: CGFloat = 644 + 20 - 416
    #expect(listener.avoider.offset.value.value == -shift)
  }

  @Test("a field whose frame went bad is reported, and the notification still counts")
  func badFrameDoesNotCostTheNotification() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    password.frame.origin.y = .nan
    simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    #expect(listener.lastError.value == .invalidField("password"))
    #expect(listener.avoider.focusedField.value == "email")
    #expect(listener.avoider.offset.value.value == -248)
  }

  @Test("fields are held weakly; one that goes away while editing ends editing and is forgotten")
  func fieldsHeldWeakly() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    var temporary: FieldObject? = FieldObject(y: 500)
    let watched = WeakReference(temporary!)
    try listener.register(temporary!, as: "temporary") { $0.frame }
    simulator.post(simulator.tapTextField("temporary"), to: center, objects: ["temporary": temporary!])
    #expect(listener.avoider.focusedField.value == "temporary")

    temporary = nil
    #expect(watched.isFreed)
    try listener.updateFieldFrames()
    #expect(listener.avoider.focusedField.value == nil)
    #expect(listener.avoider.engine.navigator.fields.map(\.id) == ["email", "password"])
  }

  @Test("unregistering the editing field ends its editing")
  func unregisterEditing() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    listener.unregister(email)
    #expect(listener.avoider.focusedField.value == nil)
    #expect(listener.avoider.engine.navigator.fields.map(\.id) == ["password"])
  }

  @Test("a listener that goes away stops observing: later notifications reach nothing")
  func freedListener() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    var listener: KeyboardListener? = try listening(simulator)
    let watched = WeakReference(listener!)
    let avoider = listener!.avoider
    listener = nil
    #expect(watched.isFreed)
    simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    #expect(avoider.focusedField.value == nil)
  }

  @Test(
    "a dismissal through the listener publishes twice, editing ending and the keyboard leaving: the did-notifications change no decision",
    arguments: [false, true])
  func dismissalPublishesTwice(isScrolling: Bool) throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let scrollView = ScrollViewGeometry(frame: simulator.container.screenBounds, contentHeight: 2_000)
    let avoider = try KeyboardAvoider(
      configuration: AvoidanceConfiguration(strategy: isScrolling ? .scroll(scrollView) : .shift),
      container: simulator.container, fields: [])
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    try listener.register(email, as: "email") { $0.frame }
    listener.start()
    simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    var causes: [AvoidanceCause] = []
    let binding = avoider.state.bindChanges { causes.append($0.cause) }
    defer { binding.unbind() }
    simulator.post(simulator.dismiss(), to: center, objects: objects)
    #expect(causes == [.editingEnded, .keyboard(.willChangeFrame)])
    #expect(avoider.state.value.targets[isScrolling ? .contentInset : .offset] == 0)
    #expect(avoider.context.phase == .resting)
  }

  @Test("a notification on its way from another thread when the listener stops is dropped, even after a restart")
  func staleHopDropped() async throws {
    let listener = try listening(KeyboardSimulator(device: .iPhone15))
    let center = self.center
    let email = self.email
    // Posted from another queue: the listener hops to the main queue, which is busy with this test.
    DispatchQueue.global().sync {
      center.post(name: EditingNotification.textFieldDidBeginEditing.name, object: email)
    }
    listener.stop()
    listener.start()
    await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { drained.resume() }
    }
    #expect(listener.avoider.focusedField.value == nil)
  }

  @Test("a notification posted on another thread is handled on the main queue, after")
  func postedOffMain() async throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    let notifications = simulator.notifications(for: simulator.tapTextField("email"), objects: objects)
    simulator.post(Array(simulator.history.prefix(1)), to: center, objects: objects)
    let keyboard = notifications.dropFirst().map { try? KeyboardEvent(notification: $0) }.compactMap { $0 }
    let center = self.center
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        for event in keyboard { center.post(event.notification) }
        // Queued behind the listener's own hops to the main queue.
        DispatchQueue.main.async { done.resume() }
      }
    }
    #expect(listener.avoider.offset.value.value == -248)
  }
}

extension KeyboardSimulator {
  /// The event the simulator's keyboard would send for `phase` now.
  fileprivate static func event(_ phase: KeyboardPhase, on simulator: KeyboardSimulator) -> KeyboardEvent {
    KeyboardEvent(phase: phase, beginFrame: simulator.keyboardFrame, endFrame: simulator.keyboardFrame)
  }
}
