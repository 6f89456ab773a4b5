import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite("Input navigator")
struct InputNavigatorTests {
  let fields = [
    Fixtures.field("first", y: 100), Fixtures.field("bio", y: 200, kind: .textView), Fixtures.field("email", y: 400),
    Fixtures.field("notes", y: 500, kind: .textView),
  ]

  @Test("return is next on all but the last text field, done on the last, a new line in text views")
  func returnKeys() {
    let navigator = InputNavigator(fields: fields)
    #expect(fields.map { navigator.returnKey(for: $0.id) } == [.next, .newline, .done, .newline])
    #expect(navigator.returnKey(for: "ghost") == nil)
  }

  @Test("next and previous stop at the ends unless looping", arguments: [false, true])
  func ends(isLooping: Bool) {
    let navigator = InputNavigator(fields: fields, isLooping: isLooping)
    #expect(navigator.field(after: "first")?.id == "bio")
    #expect(navigator.field(before: "email")?.id == "bio")
    #expect(navigator.field(after: "notes")?.id == (isLooping ? "first" : nil))
    #expect(navigator.field(before: "first")?.id == (isLooping ? "notes" : nil))
  }

  @Test("the accessory bar enables previous and next where a field exists")
  func accessory() {
    let navigator = InputNavigator(fields: fields)
    #expect(
      navigator.accessoryState(for: "first") == AccessoryState(canGoPrevious: false, canGoNext: true, canFinish: true))
    #expect(
      navigator.accessoryState(for: "email") == AccessoryState(canGoPrevious: true, canGoNext: true, canFinish: true))
    #expect(
      navigator.accessoryState(for: "notes") == AccessoryState(canGoPrevious: true, canGoNext: false, canFinish: true))
    #expect(navigator.accessoryState(for: nil) == .inactive)
  }

  @Test("done, tap outside and return on the last text field dismiss; return in a text view does nothing")
  func dismissal() {
    let navigator = InputNavigator(fields: fields)
    #expect(navigator.request(for: .done, from: "first") == .endEditing)
    #expect(navigator.request(for: .tapOutside, from: "bio") == .endEditing)
    #expect(navigator.request(for: .returnKey, from: "email") == .endEditing)
    #expect(navigator.request(for: .returnKey, from: "first") == .focus("bio"))
    #expect(navigator.request(for: .returnKey, from: "bio") == nil)
    #expect(navigator.request(for: .done, from: nil) == nil)
  }
}
