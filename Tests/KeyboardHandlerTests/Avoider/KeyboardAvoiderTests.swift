import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

@MainActor
@Suite("Keyboard avoider")
struct KeyboardAvoiderTests {
  let screen = Fixtures.workedContainer.screenBounds

  @Test("publishes the worked example through its boxes, with timing and cause")
  func publishes() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    #expect(avoider.offset.value == .initial(0))
    try avoider.didBeginEditing("amount")
    #expect(
      avoider.offset.value
        == AvoidanceUpdate<CGFloat>(-(744 + 20 - (852 - 360)), animation: .keyboard, cause: .estimate))
    #expect(avoider.focusedField.value == "amount")

    let shown = Fixtures.dockedFrame(height: 336, in: screen)
    let hidden = Fixtures.hiddenFrame(height: 336, in: screen)
    var info = Fixtures.userInfo(endFrame: shown, beginFrame: hidden)
    info["UIKeyboardAnimationDurationUserInfoKey"] = 0.3
    try avoider.keyboard(.willShow, userInfo: info)
    let timing = KeyboardAnimation(duration: 0.3, curve: 7)
    #expect(
      avoider.offset.value
        == AvoidanceUpdate<CGFloat>(-(744 + 20 - 516), animation: timing, cause: .keyboard(.willShow)))
    #expect(avoider.keyboardOffset.value == CGFloat(-(744 + 20 - 516)))
    #expect(avoider.coveredHeight.value.value == 336)
    #expect(avoider.coveredFrame.value.value == shown)
    #expect(avoider.accessory.value == AccessoryState(canGoPrevious: false, canGoNext: false, canFinish: true))

    try avoider.keyboard(.willHide, userInfo: Fixtures.userInfo(endFrame: hidden, beginFrame: shown))
    #expect(avoider.offset.value == AvoidanceUpdate(0, animation: .keyboard, cause: .keyboard(.willHide)))
  }

  @Test("the state box publishes the engine's updates: the state, how it moves and why, each change once")
  func stateBoxPublishesUpdates() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    #expect(avoider.state.value == .initial(avoider.engine.state))
    var published: [AvoidanceUpdate<AvoidanceState>] = []
    let binding = avoider.state.bindChanges { published.append($0) }
    defer { binding.unbind() }
    try avoider.didBeginEditing("amount")
    let show = Fixtures.event(.willShow, height: 336, in: screen, duration: 0.3)
    let willShow = try avoider.handle(.keyboard(show))
    let didShow = try avoider.handle(.keyboard(Fixtures.event(.didShow, height: 336, in: screen, duration: 0.5)))

    #expect(published.map(\.cause) == [.estimate, .keyboard(.willShow)])
    let shown = try #require(published.last)
    #expect(willShow == AvoidanceOutcome(update: shown))
    #expect(didShow.isEmpty, "the did-phase leaves the decision as it was: nothing more")
    #expect(shown == AvoidanceUpdate(avoider.engine.state, animation: show.animation, cause: .keyboard(.willShow)))
    // What a bind closure reads today, through the update.
    #expect(shown.targets.offset == CGFloat(-(744 + 20 - 516)))
    #expect(shown.reason == avoider.engine.state.reason)
  }

  @Test("the return key navigates through the avoider, also from a field whose editing UIKit ended first")
  func returnKeyFromField() throws {
    let fields = [Fixtures.field("email", y: 600), Fixtures.field("password", y: 700)]
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: fields)
    var handled: [AvoidanceInput] = []
    let binding = avoider.handledInput.bindChanges { if let input = $0?.input { handled.append(input) } }
    defer { binding.unbind() }
    try avoider.didBeginEditing("email")
    #expect(avoider.navigate(.returnKey, from: "email") == .focus("password"))
    #expect(handled == [.didBeginEditing("email"), .navigate(.returnKey)])
    try avoider.didEndEditing("email")
    #expect(avoider.navigate(.returnKey, from: "email") == .focus("password"))
    #expect(avoider.navigate(.returnKey, from: "password") == .endEditing)
    #expect(avoider.navigate(.returnKey, from: "unknown") == nil)
  }

  @Test(
    "every input reaches the watchers of handled inputs once, with the state after it and what it published, also one that publishes nothing"
  )
  func handledInputs() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    var handled: [HandledInput] = []
    let binding = avoider.handledInput.bindChanges { if let input = $0 { handled.append(input) } }
    defer { binding.unbind() }
    try avoider.didBeginEditing("amount")
    let estimated = avoider.state.value
    _ = avoider.navigate(.next)
    #expect(throws: AvoidanceError.self) { try avoider.didBeginEditing("unknown") }
    #expect(
      handled == [
        HandledInput(.didBeginEditing("amount"), state: estimated, published: estimated),
        HandledInput(.navigate(.next), state: estimated),
      ])
  }

  @Test("one state per input: the per-property boxes show the state box and change only with their own value")
  func oneStateManyViews() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    var states: [AvoidanceCause] = []
    var offsets: [CGFloat] = []
    var focus: [FieldID?] = []
    let bindings = [
      avoider.state.bind { states.append($0.cause) }, avoider.offset.bind { offsets.append($0.value) },
      avoider.focusedField.bind { focus.append($0) },
    ]
    try avoider.didBeginEditing("amount")
    try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    try avoider.handle(.keyboard(Fixtures.event(.didShow, height: 336, in: screen)))
    try avoider.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))
    bindings.forEach { $0.unbind() }

    #expect(states == [.initial, .estimate, .keyboard(.willShow), .keyboard(.willHide)])
    #expect(offsets == [0, -272, -248, 0])
    #expect(focus == [nil, "amount"])
    #expect(avoider.state.value.value == avoider.engine.state)
    #expect(avoider.state.value.reason == .keyboardHidden)
  }

  @Test("malformed userInfo is a typed error naming the key, and nothing is published")
  func rejectsMalformed() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    try avoider.didBeginEditing("amount")
    let before = avoider.engine
    let published = avoider.offset.value
    #expect(throws: AvoidanceError.malformedKeyboardEvent(KeyboardEventError(key: .frameEnd, reason: .missing))) {
      try avoider.keyboard(.willShow, userInfo: ["UIKeyboardFrameBeginUserInfoKey": CGRect.zero])
    }
    #expect(avoider.engine == before)
    #expect(avoider.offset.value == published)
  }

  @Test("stop returns to rest and ignores events; navigation resolves only while observing")
  func lifecycleAndNavigation() throws {
    let avoider = try KeyboardAvoider(
      container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700), Fixtures.field("b", y: 760)])
    try avoider.didBeginEditing("a")
    #expect(avoider.navigate(.returnKey) == .focus("b"))
    avoider.stop()
    #expect(avoider.offset.value == AvoidanceUpdate(0, animation: .immediate, cause: .stopped))
    #expect(avoider.focusedField.value == nil)
    #expect(avoider.navigate(.next) == nil)
    avoider.start()
    #expect(avoider.engine.isObserving)
  }

  @Test("the avoider's context is the engine's after every kind of input, and its state the engine's last decision")
  func publishedStateNeverLags() throws {
    let scrollView = ScrollViewGeometry(frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 0)
    let avoider = try KeyboardAvoider(
      configuration: AvoidanceConfiguration(strategy: .scroll(scrollView)), container: Fixtures.workedContainer,
      fields: [Fixtures.field("a", y: 700)])
    var laidOut = scrollView
    laidOut.contentHeight = 1000
    let changes: [(String, () throws -> Void)] = [
      ("fields", { try avoider.handle(.fieldsDidChange([Fixtures.field("a", y: 700), Fixtures.field("b", y: 760)])) }),
      ("scroll view", { try avoider.handle(.scrollViewDidChange(laidOut)) }),
      ("begin editing", { try avoider.didBeginEditing("a") }),
      ("show", { try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen))) }),
      ("hide", { try avoider.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: screen))) }),
      ("stop", { avoider.stop() }),
    ]
    for (name, change) in changes {
      try change()
      #expect(avoider.context == avoider.engine.context, "after \(name)")
      #expect(avoider.state.value.decision == avoider.engine.decision, "after \(name)")
    }
    #expect(avoider.context.navigator.fields.map(\.id) == ["a", "b"])
    #expect(avoider.context.configuration.strategy == .scroll(laidOut))
  }
}

@MainActor
@Suite("Keyboard avoider driven by the simulator")
struct KeyboardAvoiderSimulationTests {
  @Test("the article's example: the password field clears the keyboard on every device", arguments: DevicePreset.all)
  func passwordClearsKeyboard(device: DevicePreset) throws {
    var simulator = KeyboardSimulator(device: device)
    let container = simulator.container
    let password = InputField(
      id: "password", frame: CGRect(x: 16, y: container.height - 90, width: 300, height: 44))
    let avoider = try KeyboardAvoider(container: container, fields: [password])

    for timed in simulator.tapTextField("password") { try avoider.handle(timed.input) }

    let keyboardTop = container.height - avoider.coveredHeight.value.value
    #expect(password.frame.maxY + avoider.offset.value.value + 20 == keyboardTop)

    for timed in simulator.dismiss() { try avoider.handle(timed.input) }
    #expect(avoider.offset.value.value == 0)
  }

  @Test("the article's chat example: the composer follows a dragged keyboard, and comes back with it")
  func composerFollowsTheDrag() throws {
    var simulator = KeyboardSimulator(device: .iPhone15)  // keyboard top 516
    let messages = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 2_000, adjustedTopInset: 59,
      bottomSafeAreaInset: 34, restInsets: ScrollInsets(content: 60, indicator: 60), contentOffset: 1_242)
    let composer = InputField(id: "message", frame: CGRect(x: 16, y: 766, width: 300, height: 44), kind: .textView)
    let avoider = try KeyboardAvoider(
      configuration: AvoidanceConfiguration(strategy: .chat(messageList: messages, anchor: .safeAreaBottom)),
      container: simulator.container, fields: [composer])

    var constants: [CGFloat] = []
    let token = avoider.constraintConstant.bind { constants.append($0.value) }
    for timed in simulator.tapTextView("message") + simulator.dragKeyboard(to: 700, release: .cancel) {
      try avoider.handle(timed.input)
    }
    token.unbind()

    #expect(constants.contains(118))  // the finger's lowest point: 852 - 34 (safe area) - 700
    #expect(constants.last == 302)  // back on the keyboard: 852 - 34 - 516
  }
}
