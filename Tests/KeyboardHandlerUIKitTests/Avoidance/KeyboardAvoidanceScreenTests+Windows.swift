#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  extension KeyboardAvoidanceScreenTests {
    @Test("in a Stage Manager window away from the screen's origin, the field rises above the keyboard clipped to it")
    func stageManagerWindow() throws {
      // DevicePreset.iPadStageManager: the window stands 60 pt in from the screen's sides, 40 from its top
      // and 100 from its bottom.
      let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180))
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 700, height: 1040))
      window.screen = screen
      window.standInOriginOnScreen = CGPoint(x: 60, y: 40)
      let sheet = UIViewController(nibName: nil, bundle: nil)
      sheet.view.frame = window.bounds
      window.addSubview(sheet.view)
      let notes = field(at: 950, in: sheet.view, named: "notes")
      let keyboard = try KeyboardAvoidance(for: sheet, notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      sheet.beginAppearanceTransition(true, animated: false)

      var simulator = KeyboardSimulator(device: .iPadStageManager)
      _ = notes.becomeFirstResponder()
      simulator.post(simulator.tapTextField("notes"), to: center, objects: ["notes": notes])

      #expect(keyboard.avoider.context.container.frame == CGRect(x: 60, y: 40, width: 700, height: 1040))
      #expect(keyboard.avoider.context.container.windowFrame == CGRect(x: 60, y: 40, width: 700, height: 1040))
      // The docked keyboard's top, 1180 - 313, in the screen's coordinates, as keyboard frames are.
      let keyboardTopOnScreen: CGFloat = 1180 - 313
      let onScreen = notes.convert(notes.bounds, to: screen.coordinateSpace)
      #expect(onScreen.maxY == keyboardTopOnScreen - 20)
      let windowX: CGFloat = 60
      #expect(onScreen.minX == windowX + 16)
    }
  }
#endif
