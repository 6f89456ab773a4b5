import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

/// A chat screen on an iPhone 15 whose composer, a text view 44 pt high on the safe area's bottom, is
/// registered with a listener; the simulator's drags are posted to it as the app would receive them.
@MainActor
@Suite("Keyboard listener: the simulator's drag of a chat's keyboard")
struct KeyboardListenerSimulatedDragTests {
  let center = NotificationCenter()
  let composer = FieldObject(y: 852 - 34 - 44)

  func listening(_ simulator: KeyboardSimulator) throws -> KeyboardListener {
    let container = simulator.container
    let strategy = StrategyChoice.chat.strategy(
      for: container, fields: [Fixtures.field("message", y: composer.frame.minY)])
    let avoider = try KeyboardAvoider(
      configuration: AvoidanceConfiguration(strategy: strategy), container: container, fields: [])
    let listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    try listener.register(composer, as: "message", kind: .textView) { $0.frame }
    listener.start()
    return listener
  }

  @Test(
    "the simulator's drag, posted, moves the composer with each top at once, then animates from there",
    arguments: UserAction.Release.allCases)
  func postedDragIsFollowed(release: UserAction.Release) throws {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let listener = try listening(simulator)
    simulator.post(simulator.tapTextView("message"), to: center, objects: ["message": composer])
    let shown: CGFloat = 336 - 34
    let risen = listener.avoider.state.value.targets.constraintConstant
    #expect(risen == shown)
    var updates: [AvoidanceUpdate<AvoidanceState>] = []
    let binding = listener.avoider.state.bind { updates.append($0) }
    defer { binding.unbind() }
    updates = []

    let drag = simulator.dragKeyboard(to: 852 - 100, release: release)
    simulator.post(drag, to: center, objects: ["message": composer])

    #expect(listener.lastError.value == nil)
    let dragged = updates.filter { $0.cause == .keyboardDrag }
    let tops = drag.compactMap { timed -> CGFloat? in
      if case .keyboardDragged(let top) = timed.input { top } else { nil }
    }
    #expect(dragged.map(\.value.draggedKeyboardTop) == tops)
    #expect(dragged.map(\.value.targets.constraintConstant) == tops.map { 852 - 34 - $0 })
    #expect(dragged.allSatisfy { $0.animation.duration == 0 })
    // Until UIKit's notification, content stays where the last dragged top left it; then it animates.
    let released = try #require(updates.firstIndex { $0.cause == .keyboard(.willChangeFrame) })
    let lastDragged = try #require(dragged.last).value.targets.constraintConstant
    #expect(updates[dragged.count..<released].allSatisfy { $0.value.targets.constraintConstant == lastDragged })
    #expect(updates[released].animation == KeyboardSimulator.animation)
    let settled = try #require(updates.last).value
    #expect(settled.draggedKeyboardTop == nil)
    #expect(settled.targets.constraintConstant == (release == .dismiss ? 0 : shown))
    #expect(listener.avoider.focusedField.value == (release == .dismiss ? nil : "message"))
  }
}
