import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

/// The avoider's wait for a keyboard, on an injected clock: an estimate no keyboard confirms is
/// withdrawn after ``AvoidanceConfiguration/keyboardWaitTimeout``, and only the wait still under way
/// counts.
@MainActor
@Suite("Keyboard avoider: waiting for the keyboard")
struct KeyboardAvoiderWaitTests {
  let screen = Fixtures.workedContainer.screenBounds
  let clock = ManualAnimationClock()

  func avoider(timeout: TimeInterval = 1) throws -> KeyboardAvoider {
    try KeyboardAvoider(
      configuration: AvoidanceConfiguration(keyboardWaitTimeout: timeout), container: Fixtures.workedContainer,
      fields: [Fixtures.field("a", y: 700), Fixtures.field("b", y: 760)], clock: clock)
  }

  @Test("an estimate no keyboard confirms is withdrawn once the configured time has passed", arguments: [0.5, 2])
  func withdrawnAfterTimeout(timeout: TimeInterval) throws {
    let avoider = try avoider(timeout: timeout)
    try avoider.didBeginEditing("a")
    #expect(avoider.offset.value.value == -272)
    clock.advance(by: timeout.nextDown)
    #expect(avoider.offset.value.value == -272)
    clock.advance(to: timeout)
    #expect(avoider.offset.value == AvoidanceUpdate(0, animation: .keyboard, cause: .keyboardWaitExpired))
  }

  @Test("a wait that ended early is ignored when its time comes; the wait under way counts")
  func staleWaitIsIgnored() throws {
    let avoider = try avoider()
    try avoider.didBeginEditing("a")
    clock.advance(to: 0.5)
    try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    try avoider.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))
    try avoider.didEndEditing("a")
    clock.advance(to: 0.9)
    try avoider.didBeginEditing("b")
    let estimate = avoider.offset.value
    #expect(estimate.cause == .estimate)
    clock.advance(to: 1.5)
    #expect(avoider.offset.value == estimate, "the first wait ended with the keyboard at 0.5")
    clock.advance(to: 1.9)
    #expect(avoider.offset.value.cause == .keyboardWaitExpired)
  }

  @Test("stopping ends the wait: a wait begun before a stop does not withdraw an estimate made after a start")
  func stopEndsTheWait() throws {
    let avoider = try avoider()
    try avoider.didBeginEditing("a")
    avoider.stop()
    avoider.start()
    clock.advance(to: 0.5)
    try avoider.didBeginEditing("b")
    let estimate = avoider.offset.value
    clock.advance(to: 1.2)
    #expect(avoider.offset.value == estimate, "the wait begun at 0 ended with the stop")
    clock.advance(to: 1.5)
    #expect(avoider.offset.value.cause == .keyboardWaitExpired)
  }

  @Test("an avoider freed while it waits is freed: the clock holds no reference to it")
  func freedWhileWaiting() throws {
    var avoider: KeyboardAvoider? = try self.avoider()
    try avoider?.didBeginEditing("a")
    let watched = WeakReference(try #require(avoider))
    avoider = nil
    #expect(watched.isFreed)
    clock.advance(by: 5)
  }
}
