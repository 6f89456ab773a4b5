public import Foundation
public import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// A device's screen, safe areas, keyboard heights and the app's window, for simulation.
///
/// All figures are in points and **approximate**: keyboard heights vary with the iOS version,
/// the language and the keyboard type, which is exactly why real code must read them from
/// notifications. They are close enough to exercise every path of the model.
public struct DevicePreset: Equatable, Sendable {
  /// A readable name, such as "iPhone 15".
  package var name: String
  /// The screen's size held in portrait.
  package var portraitScreenSize: CGSize
  /// The safe-area insets in portrait.
  package var portraitSafeArea: LayoutInsets
  /// The safe-area insets in landscape.
  package var landscapeSafeArea: LayoutInsets
  /// The software keyboard's heights in portrait.
  package var portraitKeyboard: KeyboardHeights
  /// The software keyboard's heights in landscape.
  package var landscapeKeyboard: KeyboardHeights
  /// The on-screen height of the shortcut bar left when a hardware keyboard is attached.
  package var shortcutBarHeight: CGFloat
  /// Whether the keyboard can be undocked (iPad).
  package var canUndockKeyboard: Bool
  /// How far the app's window stands in from each edge of the screen, in either orientation: zero for an
  /// app that fills the screen; more for an iPad app in a Stage Manager or iPadOS 26 window, which need
  /// not reach the screen's bottom edge, and to which UIKit then clips the keyboard's frame.
  package var windowInsets: LayoutInsets

  /// Creates a preset.
  ///
  /// - Parameters:
  ///   - name: A readable name.
  ///   - portraitScreenSize: The screen's size in portrait.
  ///   - portraitSafeArea: The safe-area insets in portrait.
  ///   - landscapeSafeArea: The safe-area insets in landscape.
  ///   - portraitKeyboard: The keyboard's heights in portrait.
  ///   - landscapeKeyboard: The keyboard's heights in landscape.
  ///   - shortcutBarHeight: The shortcut bar's height with a hardware keyboard.
  ///   - canUndockKeyboard: Whether the keyboard can be undocked.
  ///   - windowInsets: How far the app's window stands in from the screen's edges; none by default.
  package init(
    name: String, portraitScreenSize: CGSize, portraitSafeArea: LayoutInsets, landscapeSafeArea: LayoutInsets,
    portraitKeyboard: KeyboardHeights, landscapeKeyboard: KeyboardHeights, shortcutBarHeight: CGFloat,
    canUndockKeyboard: Bool, windowInsets: LayoutInsets = .zero
  ) {
    self.name = name
    self.portraitScreenSize = portraitScreenSize
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.portraitKeyboard = portraitKeyboard
    self.landscapeKeyboard = landscapeKeyboard
    self.shortcutBarHeight = shortcutBarHeight
    self.canUndockKeyboard = canUndockKeyboard
    self.windowInsets = windowInsets
  }

  /// The screen's bounds in an orientation.
  ///
  /// - Parameter orientation: How the device is held.
  package func screenBounds(_ orientation: DeviceOrientation) -> CGRect {
    let size = portraitScreenSize
    switch orientation {
    case .portrait: return CGRect(x: 0, y: 0, width: size.width, height: size.height)
    case .landscape: return CGRect(x: 0, y: 0, width: size.height, height: size.width)
    }
  }

  /// The safe-area insets in an orientation.
  ///
  /// - Parameter orientation: How the device is held.
  package func safeArea(_ orientation: DeviceOrientation) -> LayoutInsets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }

  /// The software keyboard's heights in an orientation.
  ///
  /// - Parameter orientation: How the device is held.
  public func keyboard(_ orientation: DeviceOrientation) -> KeyboardHeights {
    orientation == .portrait ? portraitKeyboard : landscapeKeyboard
  }

  /// The app's window in an orientation, in screen coordinates: the screen less `windowInsets`.
  ///
  /// - Parameter orientation: How the device is held.
  package func windowFrame(_ orientation: DeviceOrientation) -> CGRect {
    let screen = screenBounds(orientation)
    let insets = windowInsets
    return CGRect(
      x: screen.minX + insets.left, y: screen.minY + insets.top,
      width: max(0, screen.width - insets.left - insets.right),
      height: max(0, screen.height - insets.top - insets.bottom))
  }

  /// A container that fills the app's window in an orientation: the whole screen unless the preset's
  /// window stands in from its edges.
  ///
  /// - Parameter orientation: How the device is held.
  public func container(_ orientation: DeviceOrientation) -> ContainerGeometry {
    let window = windowFrame(orientation)
    return ContainerGeometry(
      screenBounds: screenBounds(orientation), frame: window, windowFrame: window, safeAreaInsets: safeArea(orientation)
    )
  }

  /// A small iPhone without a home indicator (iPhone SE, 2nd and 3rd generation), 375 x 667.
  public static let iPhoneSE = DevicePreset(
    name: "iPhone SE", portraitScreenSize: CGSize(width: 375, height: 667),
    portraitSafeArea: LayoutInsets(top: 20), landscapeSafeArea: .zero,
    portraitKeyboard: KeyboardHeights(withPredictiveBar: 260, withoutPredictiveBar: 216),
    landscapeKeyboard: KeyboardHeights(withPredictiveBar: 200, withoutPredictiveBar: 162),
    shortcutBarHeight: 55, canUndockKeyboard: false)

  /// A notched iPhone (iPhone 15), 393 x 852, safe area 59 on top and 34 at the bottom.
  public static let iPhone15 = DevicePreset(
    name: "iPhone 15", portraitScreenSize: CGSize(width: 393, height: 852),
    portraitSafeArea: LayoutInsets(top: 59, bottom: 34),
    landscapeSafeArea: LayoutInsets(left: 59, bottom: 21, right: 59),
    portraitKeyboard: KeyboardHeights(withPredictiveBar: 336, withoutPredictiveBar: 291),
    landscapeKeyboard: KeyboardHeights(withPredictiveBar: 209, withoutPredictiveBar: 171),
    shortcutBarHeight: 55, canUndockKeyboard: false)

  /// A larger notched iPhone (iPhone 15 Pro Max), 430 x 932, safe area 59 on top and 34 at the bottom.
  public static let iPhone15ProMax = DevicePreset(
    name: "iPhone 15 Pro Max", portraitScreenSize: CGSize(width: 430, height: 932),
    portraitSafeArea: LayoutInsets(top: 59, bottom: 34),
    landscapeSafeArea: LayoutInsets(left: 59, bottom: 21, right: 59),
    portraitKeyboard: KeyboardHeights(withPredictiveBar: 346, withoutPredictiveBar: 301),
    landscapeKeyboard: KeyboardHeights(withPredictiveBar: 219, withoutPredictiveBar: 181),
    shortcutBarHeight: 55, canUndockKeyboard: false)

  /// An iPad (10th generation), 820 x 1180, safe area 24 on top and 20 at the bottom.
  public static let iPad = DevicePreset(
    name: "iPad", portraitScreenSize: CGSize(width: 820, height: 1180),
    portraitSafeArea: LayoutInsets(top: 24, bottom: 20), landscapeSafeArea: LayoutInsets(top: 24, bottom: 20),
    portraitKeyboard: KeyboardHeights(withPredictiveBar: 313, withoutPredictiveBar: 258),
    landscapeKeyboard: KeyboardHeights(withPredictiveBar: 398, withoutPredictiveBar: 343),
    shortcutBarHeight: 55, canUndockKeyboard: true)

  /// The same iPad with the app in a Stage Manager window (an iPadOS 26 resizable window alike), 60 points
  /// in from the screen's sides, 40 from its top and 100 from its bottom: the window ends above the
  /// screen's bottom edge, and the keyboard's frame is clipped to it.
  public static let iPadStageManager = DevicePreset(
    name: "iPad, Stage Manager window", portraitScreenSize: CGSize(width: 820, height: 1180),
    portraitSafeArea: LayoutInsets(top: 24), landscapeSafeArea: LayoutInsets(top: 24),
    portraitKeyboard: iPad.portraitKeyboard, landscapeKeyboard: iPad.landscapeKeyboard, shortcutBarHeight: 55,
    canUndockKeyboard: true, windowInsets: LayoutInsets(top: 40, left: 60, bottom: 100, right: 60))

  /// Every preset above whose app fills the screen; the demo also has the iPad in a Stage Manager window.
  public static let all: [DevicePreset] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad]
}

extension DevicePreset {
  /// A device known by its portrait screen, safe area and keyboard heights, the same in both
  /// orientations, as a scenario file describes one; its keyboard cannot be undocked.
  ///
  /// ```swift
  /// let phone = DevicePreset.custom(
  ///   name: "iPhone 16e", screenSize: CGSize(width: 390, height: 844), safeArea: LayoutInsets(top: 47, bottom: 34),
  ///   keyboard: KeyboardHeights(withPredictiveBar: 336, withoutPredictiveBar: 291))
  /// var simulator = KeyboardSimulator(device: phone)
  /// ```
  ///
  /// - Parameters:
  ///   - name: A readable name.
  ///   - screenSize: The screen's size held in portrait.
  ///   - safeArea: The safe-area insets, in either orientation.
  ///   - keyboard: The software keyboard's heights, in either orientation.
  ///   - windowInsets: How far the app's window stands in from the screen's edges (a Stage Manager or
  ///     iPadOS 26 window, to which UIKit clips the keyboard's frame); none by default.
  public static func custom(
    name: String, screenSize: CGSize, safeArea: LayoutInsets, keyboard: KeyboardHeights,
    windowInsets: LayoutInsets = .zero
  ) -> DevicePreset {
    DevicePreset(
      name: name, portraitScreenSize: screenSize, portraitSafeArea: safeArea, landscapeSafeArea: safeArea,
      portraitKeyboard: keyboard, landscapeKeyboard: keyboard, shortcutBarHeight: 55, canUndockKeyboard: false,
      windowInsets: windowInsets)
  }
}
