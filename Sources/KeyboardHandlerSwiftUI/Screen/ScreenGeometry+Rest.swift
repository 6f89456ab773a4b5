import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScreenGeometry {
  /// The container, in screen coordinates, as the model takes it.
  var container: ContainerGeometry {
    ContainerGeometry(
      screenBounds: screenBounds, frame: containerFrame.offsetBy(dx: windowFrame.minX, dy: windowFrame.minY),
      windowFrame: windowFrame, safeAreaInsets: safeAreaInsets)
  }

  /// The scroll view at rest: as tall as it was before the padding shortened it, with the bottom safe area
  /// it then reaches into, and the top safe area by which SwiftUI insets its content.
  var restScrollView: ScrollViewGeometry? {
    guard let scrollView else { return nil }
    var frame = scrollView.frame
    frame.size.height += appliedPadding
    let safeAreaTop = containerFrame.height - safeAreaInsets.bottom
    let bottomSafeArea = min(max(0, frame.maxY - safeAreaTop), safeAreaInsets.bottom)
    // The offset to start from is the top: the user's scrolls reach the model as scrolls, at the moments
    // it decides, never as a new scroll view.
    return ScrollViewGeometry(
      frame: frame, contentHeight: scrollView.contentHeight, adjustedTopInset: scrollView.topSafeAreaInset,
      bottomSafeAreaInset: bottomSafeArea)
  }

  /// The fields at rest, in the coordinates the strategy takes: the scroll view's content for a form, the
  /// container for a chat (whose composer is outside its message list).
  ///
  /// - Parameter layout: The screen's layout.
  func fields(for layout: KeyboardScreen.Layout) -> [InputField] {
    fields.map { measured in
      InputField(
        id: measured.id, frame: restFrame(of: measured, for: layout), kind: measured.kind,
        spacing: measured.spacing, isAvoidanceEnabled: measured.isAvoidanceEnabled)
    }
  }

  private func restFrame(of field: FieldMeasurement, for layout: KeyboardScreen.Layout) -> CGRect {
    let contentMinY = scrollView?.contentMinY ?? 0
    switch (layout, field.space) {
    case (.form, .scrollContent):
      return field.frame
    case (.form, .container):
      return field.frame.offsetBy(dx: 0, dy: -contentMinY)
    case (.chat, .scrollContent):
      return field.frame.offsetBy(dx: 0, dy: contentMinY)
    case (.chat, .container):
      // Below the message list, the composer was raised by the padding: at rest it sits that much lower.
      guard let listBottom = scrollView?.frame.maxY, field.frame.minY >= listBottom - 0.5 else { return field.frame }
      return field.frame.offsetBy(dx: 0, dy: appliedPadding)
    }
  }
}
