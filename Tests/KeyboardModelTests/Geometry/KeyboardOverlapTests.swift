import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite("Keyboard overlap")
struct KeyboardOverlapTests {
  static let cases: [(DevicePreset, DeviceOrientation)] = DevicePreset.all.flatMap {
    [($0, .portrait), ($0, .landscape)]
  }

  @Test("a docked keyboard covers its full height at the container's bottom", arguments: cases)
  func docked(device: DevicePreset, orientation: DeviceOrientation) throws {
    let container = device.container(orientation)
    let height = device.keyboard(orientation).withPredictiveBar
    let frame = Fixtures.dockedFrame(height: height, in: container.screenBounds)
    let overlap = try #require(KeyboardOverlap(keyboardFrame: frame, in: container))
    #expect(overlap.height == height)
    #expect(overlap.top == container.screenBounds.height - height)
  }

  @Test("with a hardware keyboard only the on-screen shortcut bar counts", arguments: cases)
  func hardwareKeyboard(device: DevicePreset, orientation: DeviceOrientation) throws {
    let container = device.container(orientation)
    let screen = container.screenBounds
    let frame = CGRect(x: 0, y: screen.maxY - device.shortcutBarHeight, width: screen.width, height: 313)
    let overlap = try #require(KeyboardOverlap(keyboardFrame: frame, in: container))
    #expect(overlap.height == device.shortcutBarHeight)
  }

  @Test(
    "a floating, undocked, split, hidden or zero keyboard covers nothing",
    arguments: [
      CGRect(x: 100, y: 400, width: 320, height: 260),
      CGRect(x: 0, y: 300, width: 820, height: 313),
      CGRect(x: 0, y: 852, width: 393, height: 336),
      CGRect.zero,
      // Found by fuzz-engine: a height below one ulp of the screen's bottom edge moves no edge.
      CGRect(x: 0, y: 852, width: 393, height: CGFloat.ulpOfOne),
    ])
  func coversNothing(frame: CGRect) {
    #expect(KeyboardOverlap(keyboardFrame: frame, in: Fixtures.workedContainer) == nil)
  }

  @Test("a form sheet container counts only the part of the keyboard over it, in its own coordinates")
  func formSheet() throws {
    let screen = DevicePreset.iPad.screenBounds(.portrait)
    let sheet = CGRect(x: 110, y: 300, width: 600, height: 700)
    let container = ContainerGeometry(screenBounds: screen, frame: sheet)
    let keyboard = Fixtures.dockedFrame(height: 313, in: screen)
    let overlap = try #require(KeyboardOverlap(keyboardFrame: keyboard, in: container))
    #expect(
      overlap.frame
        == CGRect(x: 0, y: keyboard.minY - sheet.minY, width: sheet.width, height: sheet.maxY - keyboard.minY))
  }

  @Test("a form sheet above the keyboard is not covered")
  func sheetAboveKeyboard() {
    let screen = DevicePreset.iPad.screenBounds(.portrait)
    let container = ContainerGeometry(screenBounds: screen, frame: CGRect(x: 110, y: 100, width: 600, height: 500))
    #expect(KeyboardOverlap(keyboardFrame: Fixtures.dockedFrame(height: 313, in: screen), in: container) == nil)
  }

  @Test("a docked keyboard below a form sheet covers nothing, yet is docked, not floating")
  func dockedBelowSheetIsNotFloating() {
    let screen = DevicePreset.iPad.screenBounds(.portrait)
    let container = ContainerGeometry(screenBounds: screen, frame: CGRect(x: 110, y: 100, width: 600, height: 500))
    let coverage = KeyboardCoverage(
      frame: Fixtures.dockedFrame(height: 313, in: screen), source: .reported, in: container)
    #expect(coverage.overlap == nil)
    #expect(coverage.isDocked)
    #expect(!coverage.isFloating)
    let floating = KeyboardCoverage(
      frame: CGRect(x: 100, y: 400, width: 320, height: 260), source: .reported, in: container)
    #expect(floating.isFloating && !floating.isDocked && floating.overlap == nil)
  }
}
