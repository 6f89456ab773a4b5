import Foundation
import KeyboardHandler
import KeyboardHandlerSwiftUI
import Testing

/// A SwiftUI form on an iPhone 15 (see `Screens.form`), driven as its views drive it: geometry and focus
/// in, UIKit's keyboard notifications through a notification center of the test's own.
@MainActor
@Suite("Keyboard screen: a SwiftUI form")
struct KeyboardScreenFormTests {
  let center = NotificationCenter()
  var simulator = KeyboardSimulator(device: .iPhone15)

  func started(owner: KeyboardOwner = .keyboardScreen) throws -> KeyboardScreen {
    let screen = try KeyboardScreen(
      owner: owner, configuration: AvoidanceConfiguration(), notificationCenter: center, clock: ManualAnimationClock())
    screen.start()
    screen.geometryDidChange(Screens.form())
    return screen
  }

  @Test("the form ends on the keyboard: padding 360 - 34 for the estimate, then 336 - 34 for the real keyboard")
  mutating func paddingFollowsTheKeyboard() throws {
    let screen = try started()
    var paddings: [CGFloat] = []
    let binding = screen.bottomPadding.bindChanges { paddings.append($0.value) }
    defer { binding.unbind() }

    screen.focusDidChange(to: "email")
    simulator.post(simulator.tapTextField("email"), to: center, objects: [:])
    simulator.post(simulator.dismiss(), to: center, objects: [:])

    #expect(paddings == [326, 302, 0])
    #expect(screen.lastError.value == nil)
  }

  @Test(
    "one scroll per change of the decided offset, none on the did-notifications, each anchoring the field 20 pt above the keyboard"
  )
  mutating func oneScrollPerChange() throws {
    let screen = try started()
    var requests: [ScrollRequest] = []
    let binding = screen.scrollRequest.bindChanges { $0.map { requests.append($0) } }
    defer { binding.unbind() }

    screen.focusDidChange(to: "email")
    // The estimate: a scroll view 759 - 326 = 433 tall shows the email field's bottom (644) 20 pt above its
    // end at offset 644 + 20 - 433 = 231, where the field's top is 600 - 231 = 369 below the visible top,
    // of the 433 - 44 = 389 the field can move in.
    #expect(requests.map(\.anchor) == [369 / 389])
    simulator.post(simulator.tapTextField("email"), to: center, objects: [:])

    // The keyboard: 759 - 302 = 457 tall, offset 644 + 20 - 457 = 207, the top 393 of 413 down.
    #expect(requests.map(\.target) == [.field("email"), .field("email")])
    #expect(requests.map(\.anchor) == [369 / 389, 393 / 413])
    #expect(requests.map(\.animation) == [.keyboard, .keyboard])
    #expect(requests.map(\.number) == [1, 2])
    #expect(screen.avoider.state.value.targets.contentOffset == 207)
  }

  @Test("a requested scroll still on its way when the keyboard reports is not taken for the user's")
  mutating func scrollInFlightIsNotTheUsers() throws {
    let screen = try started()
    var causes: [AvoidanceCause] = []
    let binding = screen.avoider.state.bindChanges { causes.append($0.cause) }
    defer { binding.unbind() }
    screen.focusDidChange(to: "email")
    screen.geometryDidChange(Screens.form(offset: 100, padding: 326))  // half way to 231
    simulator.post(simulator.tapTextField("email"), to: center, objects: [:])
    #expect(causes == [.estimate, .keyboard(.willChangeFrame)])
    #expect(screen.avoider.state.value.targets.contentOffset == 207)
  }

  @Test("a field already where the model wants it is not scrolled to again")
  mutating func noScrollWhereTheContentIs() throws {
    let screen = try started()
    screen.focusDidChange(to: "name")
    simulator.post(simulator.tapTextField("name"), to: center, objects: [:])
    #expect(screen.scrollRequest.value == nil)
  }

  @Test("a scroll the user made is no reason to scroll, and the next decision starts from it")
  mutating func userScrollIsTakenNotFought() throws {
    let screen = try started()
    screen.focusDidChange(to: "email")
    simulator.post(simulator.tapTextField("email"), to: center, objects: [:])
    let before = screen.scrollRequest.value?.number
    // SwiftUI scrolled as asked, then the user scrolled 50 pt further down; the predictive bar goes away.
    screen.geometryDidChange(Screens.form(offset: 207, padding: 302))
    screen.geometryDidChange(Screens.form(offset: 257, padding: 302))
    #expect(screen.scrollRequest.value?.number == before)
    simulator.post(simulator.togglePredictiveBar(), to: center, objects: [:])
    #expect(screen.avoider.state.value.targets.contentOffset == 257)
    #expect(screen.scrollRequest.value?.number == before)
  }

  @Test("moving focus from one field to the next holds the padding: it never bounces to rest")
  mutating func focusMovesWithoutBounce() throws {
    let screen = try started()
    screen.focusDidChange(to: "name")
    simulator.post(simulator.tapTextField("name"), to: center, objects: [:])
    var paddings: [CGFloat] = []
    let binding = screen.bottomPadding.bindChanges { paddings.append($0.value) }
    defer { binding.unbind() }

    screen.focusDidChange(to: "email")

    #expect(paddings == [])
    #expect(screen.avoider.focusedField.value == "email")
    #expect(screen.scrollRequest.value?.target == .field("email"))
  }

  @Test("a growing multi-line field is revealed again as it grows, its bottom kept 20 pt above the keyboard")
  mutating func growingFieldStaysAbove() throws {
    let screen = try started()
    screen.focusDidChange(to: "notes")
    simulator.post(simulator.tapTextView("notes"), to: center, objects: [:])
    // 700 + 120 + 20 - 457 = 383.
    #expect(screen.avoider.state.value.targets.contentOffset == 383)
    screen.geometryDidChange(Screens.form(offset: 383, padding: 302, notesHeight: 160))
    // Two more lines: 700 + 160 + 20 - 457 = 423, one more scroll.
    #expect(screen.avoider.state.value.targets.contentOffset == 423)
    #expect(screen.scrollRequest.value?.target == .field("notes"))
  }

  @Test("a focus on a field not measured yet is taken once its frame is")
  mutating func focusWaitsForTheField() throws {
    let screen = try KeyboardScreen(
      configuration: AvoidanceConfiguration(), notificationCenter: center, clock: ManualAnimationClock())
    screen.start()
    screen.focusDidChange(to: "email")
    #expect(screen.avoider.focusedField.value == nil)
    screen.geometryDidChange(Screens.form())
    #expect(screen.avoider.focusedField.value == "email")
    #expect(screen.lastError.value == nil)
  }

  @Test("Previous, Next and Done move FocusState through the fields in order, and Done ends editing")
  mutating func toolbarNavigation() throws {
    let screen = try started()
    screen.focusDidChange(to: "name")
    #expect(screen.avoider.accessory.value.canGoPrevious == false)
    #expect(screen.avoider.accessory.value.canGoNext)
    #expect(screen.focus(after: .previous, from: "name") == "name")
    #expect(screen.focus(after: .next, from: "name") == "email")
    screen.focusDidChange(to: "notes")
    #expect(screen.avoider.accessory.value.canGoNext == false)
    #expect(screen.focus(after: .next, from: "notes") == "notes")
    #expect(screen.focus(after: .done, from: "notes") == nil)
  }

  @Test(
    "hosted in a UIKit screen that the adapter avoids, or left to SwiftUI, it pads and scrolls nothing",
    arguments: [KeyboardOwner.hostingScreen, .swiftUI])
  mutating func otherOwnersMoveNothing(owner: KeyboardOwner) throws {
    let screen = try started(owner: owner)
    screen.focusDidChange(to: "email")
    simulator.post(simulator.tapTextField("email"), to: center, objects: [:])
    #expect(screen.bottomPadding.value.value == 0)
    #expect(screen.scrollRequest.value == nil)
    #expect(screen.avoider.coveredHeight.value.value == 336)
    #expect(screen.avoider.focusedField.value == "email")
  }

  @Test("the keyboard of another screen is ignored, its own screen's is taken")
  mutating func anotherScreensKeyboardIsIgnored() throws {
    let screen = try started()
    let own = NSObject()
    let other = NSObject()
    var geometry = Screens.form()
    geometry.screenIdentity = ObjectIdentifier(own)
    screen.geometryDidChange(geometry)
    screen.focusDidChange(to: "email")
    let show = simulator.tapTextField("email").compactMap { timed -> KeyboardEvent? in
      guard case .keyboard(let event) = timed.input else { return nil }
      return event
    }
    for event in show {
      center.post(name: event.phase.notificationName, object: other, userInfo: event.notification.userInfo)
    }
    #expect(screen.bottomPadding.value.value == 326)  // still the estimate
    for event in show {
      center.post(name: event.phase.notificationName, object: own, userInfo: event.notification.userInfo)
    }
    #expect(screen.bottomPadding.value.value == 302)
  }

  @Test("stopped, it hears no keyboard")
  mutating func stoppedScreenIsDeaf() throws {
    let screen = try started()
    screen.stop()
    screen.focusDidChange(to: "email")
    simulator.post(simulator.tapTextField("email"), to: center, objects: [:])
    #expect(screen.bottomPadding.value.value == 0)
  }
}

/// A SwiftUI chat on an iPhone 15 (see `Screens.chat`).
@MainActor
@Suite("Keyboard screen: a SwiftUI chat")
struct KeyboardScreenChatTests {
  let center = NotificationCenter()
  var simulator = KeyboardSimulator(device: .iPhone15)

  /// A chat whose composer edits with the keyboard up: risen 302, the list scrolled to its newest message
  /// as SwiftUI was asked to (1,293 + 302). Focus came before the keyboard, and a text view's focus with no
  /// keyboard notification before it estimates none (a text view hears its keyboard before it edits): the
  /// real keyboard raised it, with one scroll to the end.
  mutating func composing() throws -> KeyboardScreen {
    let screen = try KeyboardScreen(
      layout: .chat, configuration: AvoidanceConfiguration(), notificationCenter: center, clock: ManualAnimationClock())
    screen.start()
    screen.geometryDidChange(Screens.chat())
    screen.focusDidChange(to: "message")
    simulator.post(simulator.tapTextView("message"), to: center, objects: [:])
    #expect(screen.bottomPadding.value.value == 302)
    #expect(screen.scrollRequest.value?.target == .contentEnd)
    #expect(screen.scrollRequest.value?.anchor == 1)
    #expect(screen.scrollRequest.value?.number == 1)
    screen.geometryDidChange(Screens.chat(offset: 1_595, padding: 302))
    return screen
  }

  @Test("the composer rides the keyboard, and the newest message stays above it")
  mutating func composerRidesTheKeyboard() throws {
    let screen = try composing()
    #expect(screen.avoider.state.value.targets.contentOffset == 1_595)
    #expect(screen.scrollRequest.value?.number == 1)
    #expect(screen.lastError.value == nil)
  }

  @Test(
    "through a drag the composer follows the finger frame by frame with no animation, and no scroll fights the finger")
  mutating func composerFollowsADrag() throws {
    let screen = try composing()
    var paddings: [AvoidanceUpdate<CGFloat>] = []
    let binding = screen.bottomPadding.bindChanges { paddings.append($0) }
    defer { binding.unbind() }

    screen.fingerDidMove(toWindowY: 400)  // above the keyboard: nothing moves
    screen.fingerDidMove(toWindowY: 600)
    screen.fingerDidMove(toWindowY: 700)

    // The keyboard's top at the finger: 852 - 600 - 34 = 218, then 852 - 700 - 34 = 118.
    #expect(paddings.map(\.value) == [218, 118])
    #expect(paddings.map(\.animation.duration) == [0, 0])
    #expect(paddings.map(\.cause) == [.keyboardDrag, .keyboardDrag])
    #expect(screen.scrollRequest.value?.number == 1)
  }

  @Test("released, the keyboard's hide settles the composer from where the drag left it, with the keyboard's animation")
  mutating func dragSettlesWithoutAJump() throws {
    let screen = try composing()
    screen.fingerDidMove(toWindowY: 700)
    var paddings: [AvoidanceUpdate<CGFloat>] = []
    let binding = screen.bottomPadding.bindChanges { paddings.append($0) }
    defer { binding.unbind() }

    simulator.post(simulator.dismiss(), to: center, objects: [:])

    #expect(paddings.map(\.value) == [0])
    #expect(paddings.map(\.cause) == [.keyboard(.willChangeFrame)])
    #expect(paddings.first?.animation.duration ?? 0 > 0)
  }

  @Test("a finger over the list with no keyboard up moves nothing")
  func dragWithoutKeyboard() throws {
    let screen = try KeyboardScreen(
      layout: .chat, configuration: AvoidanceConfiguration(), notificationCenter: center, clock: ManualAnimationClock())
    screen.start()
    screen.geometryDidChange(Screens.chat())
    var causes: [AvoidanceCause] = []
    let binding = screen.avoider.state.bindChanges { causes.append($0.cause) }
    defer { binding.unbind() }
    screen.fingerDidMove(toWindowY: 700)
    #expect(causes == [])
  }
}
