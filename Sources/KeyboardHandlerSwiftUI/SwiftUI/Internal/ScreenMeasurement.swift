#if canImport(SwiftUI)
  import CoreGraphics
  import KeyboardHandler
  import SwiftUI

  /// The named coordinate spaces the screen's geometry readers measure in.
  enum MeasurementSpace {
    /// The container: the view `keyboardAvoiding` modifies.
    static let container = "KeyboardHandlerSwiftUI.container"
  }

  /// What the geometry readers below a screen measured, merged on the way up the view tree.
  struct ScreenMeasurement: Equatable {
    /// The container's frame in its window, and its safe-area insets; `nil` until measured.
    var container: (frame: CGRect, safeAreaInsets: LayoutInsets)?
    /// The scroll view's frame in the container and its safe-area insets.
    var scrollView: (frame: CGRect, safeAreaInsets: LayoutInsets)?
    /// The scroll view's content: its height and its top in the container.
    var content: (height: CGFloat, minY: CGFloat)?
    /// The fields, in the view tree's order.
    var fields: [FieldMeasurement] = []

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.container?.frame == rhs.container?.frame && lhs.container?.safeAreaInsets == rhs.container?.safeAreaInsets
        && lhs.scrollView?.frame == rhs.scrollView?.frame
        && lhs.scrollView?.safeAreaInsets == rhs.scrollView?.safeAreaInsets
        && lhs.content?.height == rhs.content?.height && lhs.content?.minY == rhs.content?.minY
        && lhs.fields == rhs.fields
    }

    /// The measurement as the model takes it, once the container is measured.
    ///
    /// - Parameters:
    ///   - window: The screen's bounds and the window's frame on it; `nil` where UIKit does not say (the
    ///     window is then taken for the screen).
    ///   - padding: The bottom padding applied when measured.
    func geometry(window: WindowPlacement?, padding: CGFloat) -> ScreenGeometry? {
      guard let container else { return nil }
      let scroll = scrollView.flatMap { scrollView in
        content.map { content in
          ScrollViewMeasurement(
            frame: scrollView.frame, topSafeAreaInset: scrollView.safeAreaInsets.top,
            bottomSafeAreaInset: scrollView.safeAreaInsets.bottom, contentHeight: content.height,
            contentMinY: content.minY)
        }
      }
      let screen = window?.screen ?? container.frame
      return ScreenGeometry(
        screenBounds: screen, windowFrame: window?.frame ?? screen, screenIdentity: window?.screenIdentity,
        containerFrame: container.frame,
        safeAreaInsets: container.safeAreaInsets, appliedPadding: padding, scrollView: scroll, fields: fields)
    }
  }

  /// The preference that carries a screen's measurement up to `keyboardAvoiding`.
  struct ScreenMeasurementKey: PreferenceKey {
    static let defaultValue = ScreenMeasurement()

    /// Merges siblings' measurements in the view tree's order: the fields in that order, the rest from
    /// whichever measured it.
    static func reduce(value: inout ScreenMeasurement, nextValue: () -> ScreenMeasurement) {
      let next = nextValue()
      value.container = next.container ?? value.container
      value.scrollView = next.scrollView ?? value.scrollView
      value.content = next.content ?? value.content
      value.fields += next.fields
    }
  }

  extension LayoutInsets {
    /// SwiftUI's edge insets, as the model takes them (leading and trailing as left and right).
    init(_ insets: EdgeInsets) {
      self.init(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
  }

  extension View {
    /// Measures this view with a geometry reader behind it, into the screen's measurement.
    func measuring(_ measure: @escaping (GeometryProxy) -> ScreenMeasurement) -> some View {
      background(
        GeometryReader { proxy in
          Color.clear.preference(key: ScreenMeasurementKey.self, value: measure(proxy))
        })
    }
  }
#endif
