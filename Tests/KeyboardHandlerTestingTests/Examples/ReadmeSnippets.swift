// swift-format-ignore-file
// The README's Swift snippets, verbatim between the markers (their imports are this file's), so that
// the build, with warnings as errors, compiles them as users paste them. `ReadmeSnippetsTests` checks
// that each README snippet is here, or is one that needs UIKit or is a package manifest.

import Binding
import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import KeyboardTestSupport
import Testing

/// "Binding in 20 lines".
@MainActor
func bindingInTwentyLines() {
  // README snippet
  @MainActor final class SignUpViewModel {
    let email = Box("")                             // inputs: the view sets them
    let password = Box("")
    let canSubmit: ReadOnlyBox<Bool>                // outputs: the view observes them, cannot set them
    var alert: ReadOnlyBox<String?> { alerts.readOnly }
    private let alerts = Box<String?>(nil)          // one-shot events

    init() {
      canSubmit = email.combined(with: password)
        .map { email, password in email.contains("@") && password.count >= 8 }
        .removeDuplicates()
    }

    func submit() { alerts.value = "Welcome, \(email.value)" }
  }

  let form = SignUpViewModel()
  let token = form.canSubmit.bind { print("submit enabled:", $0) }  // prints false now, then each change
  form.email.value = "ada@example.com"   // on the main queue: observers ran when this returns
  form.password.value = "correct horse"  // prints "submit enabled: true"
  token.unbind()                         // the binding lasts until this, or until its box is freed
  // README snippet end
}

/// "KeyboardHandler in 15 lines": the snippet declares `example()`.
struct KeyboardHandlerInFifteenLines {
  // README snippet
  @MainActor
  func example() throws {
    // An iPhone 15 (393 x 852 pt), a keyboard 336 pt high, the field "amount" whose bottom is at 744.
    let avoider = try KeyboardAvoider(
      container: DevicePreset.iPhone15.container(.portrait),
      fields: [InputField(id: "amount", frame: CGRect(x: 16, y: 700, width: 300, height: 44))])
    avoider.offset.bind { update in print("offset", update.value) }   // a vertical transform in an app

    var simulator = KeyboardSimulator(device: .iPhone15)
    for step in simulator.tapTextField("amount") + simulator.dismiss() {
      try avoider.handle(step.input)                                   // -272 (estimate), -248, then 0
    }
  }
  // README snippet end
}

/// Recording a session, where an app makes its listener.
@MainActor
func recordingASession(listener: KeyboardListener) throws {
  // README snippet
  let recorder = KeyboardSessionRecorder(listener: listener)  // as the screen's avoider is created
  // ... the user repeats the gesture ...
  try recorder.scenarioData().write(to: FileManager.default.temporaryDirectory.appendingPathComponent("session.json"))
  // README snippet end
}

/// "In tests", then the rotation that follows it.
@MainActor
func inTests(emailField: FieldObject) throws {
  // README snippet
  let center = NotificationCenter()
  let clock = ManualAnimationClock()
  var simulator = KeyboardSimulator(device: .iPhone15)                 // 393 x 852, keyboard 336
  let avoider = try KeyboardAvoider(container: simulator.container, fields: [], clock: clock)
  let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
  try listener.register(emailField, as: "email") { $0.frame }          // y 700, 44 tall: bottom 744
  listener.start()
  simulator.post(simulator.tapTextField("email"), to: center, objects: ["email": emailField])
  // offset: -272 (744 + 20 - 492, a 360 pt estimate), then -248 (744 + 20 - 516, the real keyboard)

  simulator.post(simulator.dismiss(), to: center, objects: ["email": emailField])
  simulator.post(simulator.attachHardwareKeyboard() + simulator.toggleShortcutBar(), to: center, objects: [:])
  simulator.post(simulator.tapTextField("email"), to: center, objects: ["email": emailField])  // no keyboard comes
  clock.advance(by: 1)                   // keyboardWaitTimeout: the estimate is withdrawn, offset 0
  // README snippet end
  // README snippet
  let rotation = simulator.rotate(to: .landscape)
  listener.containerGeometry = { [container = simulator.container] in container }
  simulator.post(rotation, to: center, objects: ["email": emailField])  // content holds until the keyboard reports
  // README snippet end
}

/// "Chat screens": a chat's keyboard tested headlessly, a drag of the keyboard posted by the simulator.
@MainActor
func chatInTests(messageView: FieldObject) throws -> KeyboardAvoider {
  // README snippet
  let center = NotificationCenter()
  var simulator = KeyboardSimulator(device: .iPhone15)                 // keyboard 336 pt: top 516
  let messages = ScrollViewGeometry(                                   // 2,000 pt behind the composer, at the end
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 2_000, adjustedTopInset: 59,
    bottomSafeAreaInset: 34, restInsets: ScrollInsets(content: 60, indicator: 60), contentOffset: 1_242)
  let avoider = try KeyboardAvoider(
    configuration: AvoidanceConfiguration(strategy: .chat(messageList: messages, anchor: .safeAreaBottom)),
    container: simulator.container, fields: [], clock: ManualAnimationClock())
  let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
  try listener.register(messageView, as: "message", kind: .textView) { $0.frame }  // the composer's, y 766
  listener.start()
  simulator.post(simulator.tapTextView("message"), to: center, objects: ["message": messageView])
  // constraintConstant 302 (852 - 34 - 516): the composer sits on the keyboard; the list's inset
  // 60 + 302 and its offset 1242 + 302, so the newest message stays just above the composer
  simulator.post(simulator.dragKeyboard(to: 700, release: .cancel), to: center, objects: ["message": messageView])
  // frame by frame, the composer follows the finger down to constant 118 (852 - 34 - 700), then back to 302
  // README snippet end
  return avoider
}

/// A recording made a test: compiled, not run, for the recording it names is the app's.
@Suite(.disabled("the README's recording is an app's, not in this package"))
struct ReplayedRecordingSnippet {
  // README snippet
  @MainActor
  @Test func checkoutReplaysAsRecorded() throws {
    try SessionReplay(contentsOfFile: "Recordings/checkout.json").expectMatchesRecording()
  }
  // README snippet end
}

// README snippet
@Test func emailFieldKeepsEveryRule() throws {
  var simulator = KeyboardSimulator(device: .iPhone15)
  let email = InputField(id: "email", frame: CGRect(x: 16, y: 700, width: 300, height: 44))
  var engine = try AvoidanceEngine(container: simulator.container, fields: [email])
  for timed in simulator.tapTextField("email") + simulator.rotate(to: .landscape) + simulator.dismiss() {
    #expect(AvoidanceInvariant.violations(handling: timed.input, on: &engine) == [])
  }
}
// README snippet end
