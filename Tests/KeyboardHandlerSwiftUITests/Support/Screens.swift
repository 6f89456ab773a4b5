import Foundation
import KeyboardHandler
import KeyboardHandlerSwiftUI

/// What a SwiftUI screen's geometry readers measure on an iPhone 15 (393 x 852 pt, safe area 59 at the top,
/// 34 at the bottom; its keyboard 336 pt high, its top at 516), laid out as SwiftUI lays out by default:
/// inside the safe area.
enum Screens {
  static let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let safeArea = LayoutInsets(top: 59, bottom: 34)

  /// A form: a scroll view filling the safe area (59 to 818), 1,200 pt of content scrolled `offset` down,
  /// a name field at the top, an email field at 600 and a notes field at 700, 120 pt tall.
  static func form(offset: CGFloat = 0, padding: CGFloat = 0, notesHeight: CGFloat = 120) -> ScreenGeometry {
    ScreenGeometry(
      screenBounds: bounds, containerFrame: bounds, safeAreaInsets: safeArea, appliedPadding: padding,
      scrollView: ScrollViewMeasurement(
        frame: CGRect(x: 0, y: 59, width: 393, height: 759 - padding), contentHeight: 1_200,
        contentMinY: 59 - offset),
      fields: [
        FieldMeasurement(id: "name", frame: CGRect(x: 16, y: 100, width: 361, height: 44)),
        FieldMeasurement(id: "email", frame: CGRect(x: 16, y: 600, width: 361, height: 44)),
        FieldMeasurement(
          id: "notes", kind: .textView, frame: CGRect(x: 16, y: 700, width: 361, height: notesHeight)),
      ])
  }

  /// A chat: a message list from 59 to the composer's top at 766, its 2,000 pt of messages scrolled to the
  /// newest (2,000 - 707 = 1,293), and a composer 52 pt tall on the safe area's bottom (766 to 818); the
  /// padding raises the composer and shortens the list.
  static func chat(offset: CGFloat = 1_293, padding: CGFloat = 0) -> ScreenGeometry {
    ScreenGeometry(
      screenBounds: bounds, containerFrame: bounds, safeAreaInsets: safeArea, appliedPadding: padding,
      scrollView: ScrollViewMeasurement(
        frame: CGRect(x: 0, y: 59, width: 393, height: 707 - padding), contentHeight: 2_000,
        contentMinY: 59 - offset),
      fields: [
        FieldMeasurement(
          id: "message", kind: .textView, frame: CGRect(x: 16, y: 766 - padding, width: 361, height: 52),
          space: .container)
      ])
  }
}
