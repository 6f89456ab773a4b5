import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import Testing

/// Everyday sequences posted as an app receives them, through a listener: a rotation, an undock and a
/// hardware keyboard with no shortcut bar publish only what a user should see.
@MainActor
@Suite("Keyboard events in every order, through the listener")
struct EventOrderTests {
  /// On an iPhone 15, a field the keyboard hides by 28 pt in portrait (bottom 524, keyboard top 516)
  /// and by 130 pt in landscape (bottom 294, keyboard top 184).
  static func rotatingForm() throws -> ListenedSession {
    try ListenedSession(device: .iPhone15, kinds: ["name": .textField]) { container in
      let y: CGFloat = container.frame.width < container.frame.height ? 480 : 250
      return ["name": CGRect(x: 16, y: y, width: 300, height: 44)]
    }
  }

  @Test("portrait, landscape, portrait while editing publishes -28, -130, -28 and nothing between")
  func rotationPublishesEachShiftOnce() throws {
    let session = try Self.rotatingForm()
    var offsets: [AvoidanceUpdate<CGFloat>] = []
    var covered: [CGFloat] = []
    let bindings = [
      session.avoider.offset.bind { offsets.append($0) },
      session.avoider.coveredHeight.bind { covered.append($0.value) },
    ]
    defer { bindings.forEach { $0.unbind() } }

    session.perform { $0.tapTextField("name") }
    let afterTap = offsets.count
    session.perform { $0.rotate(to: .landscape) }
    session.perform { $0.rotate(to: .portrait) }

    #expect(offsets.map(\.value) == [0, -52, -28, -130, -28])
    // Each with the keyboard's own animation, from the notification that reported the new frame.
    #expect(offsets.dropFirst(afterTap).map(\.cause) == [.keyboard(.willChangeFrame), .keyboard(.willChangeFrame)])
    #expect(offsets.dropFirst(afterTap).map(\.animation) == [KeyboardSimulator.animation, KeyboardSimulator.animation])
    #expect(covered == [0, 336, 209, 336])
    #expect(session.bounces == [])
  }

  @Test("while the keyboard has not reported in the new layout, content holds, for the reason that says so")
  func containerChangeHolds() throws {
    let session = try Self.rotatingForm()
    session.perform { $0.tapTextField("name") }
    try session.avoider.handle(.containerDidChange(DevicePreset.iPhone15.container(.landscape)))
    #expect(session.avoider.state.value.reason == .keyboardFromOldLayout)
    #expect(session.avoider.offset.value.value == -28)
    #expect(session.avoider.coveredHeight.value.value == 336)
  }

  @Test(
    "a rotation while editing never bounces, on every device and with every strategy",
    arguments: DevicePreset.all, StrategyKind.allCases)
  func rotationNeverBounces(device: DevicePreset, kind: StrategyKind) throws {
    let session = try ListenedSession(device: device, strategy: kind.strategy, kinds: ["low": .textField]) {
      ["low": CGRect(x: 16, y: $0.height - 120, width: 300, height: 44)]
    }
    session.perform { $0.tapTextField("low") }
    for orientation in [DeviceOrientation.landscape, .portrait, .landscape] {
      let before = session.published.count
      session.perform { $0.rotate(to: orientation) }
      let states = session.published(from: before - 1)
      // A held state for the new container, then the keyboard's: every target moves at most once.
      for (name, values) in Self.targets(of: states) {
        let moves = zip(values, values.dropFirst()).filter { $0 != $1 }.count
        #expect(moves <= 1, "\(name) moved more than once rotating to \(orientation): \(values)")
      }
      #expect(!states.contains { $0.reason == .keyboardCoversNothing })
    }
    #expect(session.bounces == [])
  }

  @Test(
    "focusing another field under an undocked keyboard publishes no offset, with every strategy",
    arguments: StrategyKind.allCases)
  func undockedFocusMovesNothing(kind: StrategyKind) throws {
    let session = try ListenedSession(
      device: .iPad, strategy: kind.strategy, kinds: ["first": .textField, "second": .textField]
    ) {
      [
        "first": CGRect(x: 16, y: $0.height - 200, width: 300, height: 44),
        "second": CGRect(x: 16, y: $0.height - 120, width: 300, height: 44),
      ]
    }
    var offsets: [CGFloat] = []
    let binding = session.avoider.offset.bind { offsets.append($0.value) }
    defer { binding.unbind() }
    session.perform { $0.tapTextField("first") }
    session.perform { $0.undockKeyboard() }
    let undocked = session.published.count
    let offsetsUndocked = offsets.count
    let targets = session.avoider.state.value.targets

    session.perform { $0.tapTextField("second") }
    session.perform { $0.dismiss() }
    session.perform { $0.tapTextField("first") }

    #expect(session.published(from: undocked).allSatisfy { $0.targets == targets })
    #expect(session.avoider.engine.expectedKeyboard == .floating(session.simulator.keyboardFrame))
    #expect(offsets.count == offsetsUndocked, "no offset published after the undock: \(offsets)")
    session.perform { $0.dockKeyboard() }
    #expect(session.avoider.state.value.coveredHeight > 0)
    #expect(session.bounces == [])
  }

  @Test("with a hardware keyboard whose shortcut bar is hidden, the estimate is withdrawn after the wait")
  func unconfirmedEstimateIsWithdrawn() throws {
    let session = try ListenedSession(device: .iPhone15, kinds: ["email": .textField, "password": .textField]) { _ in
      [
        "email": CGRect(x: 16, y: 700, width: 300, height: 44),
        "password": CGRect(x: 16, y: 760, width: 300, height: 44),
      ]
    }
    var offsets: [AvoidanceUpdate<CGFloat>] = []
    let binding = session.avoider.offset.bind { offsets.append($0) }
    defer { binding.unbind() }
    session.perform { $0.attachHardwareKeyboard() + $0.toggleShortcutBar() }
    let tap = session.perform { $0.tapTextField("email") }
    #expect(tap.map(\.input) == [.didBeginEditing("email")], "no keyboard notification follows the focus")
    #expect(offsets.map(\.value) == [0, -272])

    let timeout = AvoidanceConfiguration().keyboardWaitTimeout
    session.wait(timeout - 0.001)
    #expect(offsets.map(\.value) == [0, -272])
    session.wait(0.001)
    #expect(offsets.map(\.value) == [0, -272, 0])
    #expect(offsets.last?.cause == .keyboardWaitExpired)
    #expect(session.avoider.state.value.reason == .keyboardAbsent)

    // The next focus expects no keyboard: nothing moves at all.
    session.perform { $0.tapTextField("password") }
    session.wait(timeout)
    #expect(offsets.map(\.value) == [0, -272, 0])

    // Detached, the software keyboard shows, and the field is revealed over it.
    session.perform { $0.detachHardwareKeyboard() }
    let revealed: CGFloat = -(804 + 20 - 516)
    #expect(offsets.last?.value == revealed)
    #expect(session.bounces == [])
  }

  @Test("a keyboard that reports within the wait keeps what it confirmed: the wait ends without a change")
  func confirmedEstimateStays() throws {
    let session = try ListenedSession(device: .iPhone15, kinds: ["email": .textField]) { _ in
      ["email": CGRect(x: 16, y: 700, width: 300, height: 44)]
    }
    session.perform {
      $0.keyboardLatency = 0.5
      return []
    }
    session.perform { $0.tapTextField("email") }
    let confirmed = session.published.count
    session.wait(2 * AvoidanceConfiguration().keyboardWaitTimeout)
    #expect(session.published.count == confirmed)
    #expect(session.avoider.offset.value.value == -248)
  }

  /// Each target's values in `states`, by name.
  static func targets(of states: [AvoidanceState]) -> [(String, [CGFloat])] {
    [
      ("offset", states.map(\.targets.offset)), ("content inset", states.map(\.targets.scrollInsets.content)),
      ("content offset", states.map(\.targets.contentOffset)),
      ("constraint", states.map(\.targets.constraintConstant)), ("covered height", states.map(\.coveredHeight)),
    ]
  }
}
