import Foundation
import KeyboardHandler
import KeyboardHandlerSwiftUI
import Testing

/// A form avoided by its own frame: an iPad form sheet, and an app in a Stage Manager window, whose
/// keyboard is 313 pt high.
@MainActor
@Suite("Keyboard screen: sheets and windows avoided by their own frame")
struct KeyboardScreenSheetTests {
  let center = NotificationCenter()

  /// A form whose scroll view fills its container, with an email field 560 pt down its content.
  func form(in container: CGRect, screen: CGRect, window: CGRect? = nil, safeArea: LayoutInsets = .zero)
    -> ScreenGeometry
  {
    ScreenGeometry(
      screenBounds: screen, windowFrame: window, containerFrame: container, safeAreaInsets: safeArea,
      scrollView: ScrollViewMeasurement(
        frame: CGRect(origin: .zero, size: container.size), contentHeight: 900, contentMinY: 0),
      fields: [FieldMeasurement(id: "email", frame: CGRect(x: 20, y: 560, width: 500, height: 44))])
  }

  @Test("a form sheet ends on the part of the keyboard it overlaps, not the keyboard's height")
  func formSheet() throws {
    var simulator = KeyboardSimulator(device: .iPad)  // 820 x 1180: the keyboard's top at 1180 - 313 = 867
    let screen = try KeyboardScreen(
      configuration: AvoidanceConfiguration(), notificationCenter: center, clock: ManualAnimationClock())
    screen.start()
    // A 540 x 620 sheet in the middle of the window, its bottom at 280 + 620 = 900.
    let sheet = CGRect(x: 140, y: 280, width: 540, height: 620)
    screen.geometryDidChange(form(in: sheet, screen: simulator.container.screenBounds))
    screen.focusDidChange(to: "email")
    simulator.post(simulator.tapTextField("email"), to: center, objects: [:])
    let overlap: CGFloat = 900 - 867
    #expect(screen.bottomPadding.value.value == overlap)
  }

  @Test("a window that does not fill the screen is measured where it is on the screen")
  func stageManagerWindow() throws {
    let device = DevicePreset.iPadStageManager
    var simulator = KeyboardSimulator(device: device)
    let window = device.container(.portrait).windowFrame  // 60 in from the sides, 40 from the top, 100 from the bottom
    let screen = try KeyboardScreen(
      configuration: AvoidanceConfiguration(), notificationCenter: center, clock: ManualAnimationClock())
    screen.start()
    // SwiftUI measures the container in its window: at the window's origin.
    screen.geometryDidChange(
      form(
        in: CGRect(origin: .zero, size: window.size), screen: simulator.container.screenBounds, window: window,
        safeArea: LayoutInsets(top: 24)))
    screen.focusDidChange(to: "email")
    simulator.post(simulator.tapTextField("email"), to: center, objects: [:])
    // The keyboard (867 to the screen's bottom) is clipped to the window, whose bottom is at 40 + 1040 =
    // 1080 on the screen; measured at the screen's origin, the container would end at 1040.
    let overlap: CGFloat = 1_080 - 867
    #expect(screen.bottomPadding.value.value == overlap)
  }
}
