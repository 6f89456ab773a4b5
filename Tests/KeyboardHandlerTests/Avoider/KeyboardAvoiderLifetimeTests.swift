import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

// Testable: the avoider hands out read-only faces; the weak references watch the boxes behind them.
@testable import Binding

/// Weak-reference checks that an avoider, its boxes and what its observers capture are freed on
/// every exit path: freed while bound, stopped then freed, and an observer's owner freed.
@MainActor
@Suite("Keyboard avoider lifetimes")
struct KeyboardAvoiderLifetimeTests {
  let screen = Fixtures.workedContainer.screenBounds

  /// An avoider with the keyboard up and a field focused, so every box has moved.
  func shownAvoider() throws -> KeyboardAvoider {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    try avoider.didBeginEditing("a")
    try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    return avoider
  }

  /// Every box of an avoider, watched weakly.
  func watchBoxes(of avoider: KeyboardAvoider) -> [() -> Bool] {
    [
      WeakReference(avoider.offset.box).isFreedCheck, WeakReference(avoider.keyboardOffset.box).isFreedCheck,
      WeakReference(avoider.scrollInsets.box).isFreedCheck, WeakReference(avoider.contentOffset.box).isFreedCheck,
      WeakReference(avoider.constraintConstant.box).isFreedCheck, WeakReference(avoider.coveredFrame.box).isFreedCheck,
      WeakReference(avoider.coveredHeight.box).isFreedCheck, WeakReference(avoider.focusedField.box).isFreedCheck,
      WeakReference(avoider.accessory.box).isFreedCheck,
      WeakReference(avoider.state.box).isFreedCheck,
    ]
  }

  @Test(
    "an avoider freed while its boxes are bound is freed with its boxes and what its observers captured",
    arguments: [false, true])
  func freedWhileBound(isStoppedFirst: Bool) throws {
    var avoider: KeyboardAvoider? = try shownAvoider()
    var captured: Tracked? = Tracked()
    let watchCaptured = WeakReference(captured!)
    var tokens: [BindingToken] = []
    tokens.append(avoider!.offset.bind { [captured] _ in _ = captured })
    tokens.append(avoider!.keyboardOffset.bind { [captured] _ in _ = captured })
    tokens.append(avoider!.focusedField.bind { [captured] _ in _ = captured })
    tokens.append(avoider!.coveredHeight.bind { [captured] _ in _ = captured })
    captured = nil
    if isStoppedFirst { avoider!.stop() }
    let watchAvoider = WeakReference(avoider!)
    let boxes = watchBoxes(of: avoider!)
    #expect(!watchCaptured.isFreed)
    avoider = nil
    #expect(watchAvoider.isFreed)
    #expect(boxes.allSatisfy { $0() })
    #expect(watchCaptured.isFreed)
    tokens.forEach { $0.unbind() }  // tokens of freed boxes: unbinding does nothing
  }

  @Test("observers bound to an avoider's boxes with an owner end when the owner is freed")
  func ownerFreed() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    var owner: Tracked? = Tracked()
    let watchOwner = WeakReference(owner!)
    let seen = Recorded()
    avoider.offset.bind(owner: owner!) { _, update in seen.values.append(update.value) }
    avoider.focusedField.bind(owner: owner!) { _, _ in }
    #expect(avoider.offset.observerCount == 1)
    try avoider.didBeginEditing("a")
    #expect(seen.values == [0, -272])
    owner = nil
    #expect(watchOwner.isFreed)
    // The binding notices its owner is gone at the next delivery, and is removed there.
    try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    try avoider.didEndEditing("a")
    #expect(seen.values == [0, -272])
    #expect(avoider.offset.observerCount == 0)
    #expect(avoider.focusedField.observerCount == 0)
  }
}

/// Values an observer saw, on the main actor.
@MainActor
final class Recorded {
  var values: [CGFloat] = []
}

extension WeakReference {
  /// A check of whether the object has been freed, for a list of objects of different types.
  fileprivate var isFreedCheck: () -> Bool { { isFreed } }
}
