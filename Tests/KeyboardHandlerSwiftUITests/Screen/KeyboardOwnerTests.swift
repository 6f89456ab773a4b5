import KeyboardHandlerSwiftUI
import Testing

@Suite("Keyboard owner: one owner per screen")
struct KeyboardOwnerTests {
  @Test(
    "SwiftUI's keyboard region is turned off exactly where something else avoids, and only the screen moves content",
    arguments: [
      (KeyboardOwner.keyboardScreen, true, true), (.swiftUI, false, false), (.hostingScreen, true, false),
    ])
  func decisions(owner: KeyboardOwner, ignoresRegion: Bool, movesContent: Bool) {
    #expect(owner.ignoresSwiftUIKeyboardRegion == ignoresRegion)
    #expect(owner.movesContent == movesContent)
  }
}
