import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a SwiftUI screen's geometry readers measured, in the terms SwiftUI gives: the screen and window from
/// UIKit, the container in SwiftUI's global space (its window's), the scroll view and fields in named
/// coordinate spaces. A ``KeyboardScreen`` turns it into the model's geometry at rest.
///
/// SwiftUI lays out at once and animates only what it draws, so every frame here is the layout's: the
/// container's content already raised by the bottom padding the screen last applied (`appliedPadding`).
/// The screen takes that padding back out, so the model always sees the layout at rest.
public struct ScreenGeometry: Equatable, Sendable {
  /// The screen's bounds, in screen coordinates.
  public var screenBounds: CGRect
  /// The window's frame, in screen coordinates.
  public var windowFrame: CGRect
  /// The identity of the screen the window is on (`ObjectIdentifier` of its `UIScreen`), or `nil` when not
  /// known: from iOS 16.1 a keyboard notification's object is the screen the keyboard is on, and another
  /// screen's keyboard (Stage Manager, an external display) is ignored.
  public var screenIdentity: ObjectIdentifier?
  /// The container (the view `keyboardAvoiding` modifies) in its window's coordinates: SwiftUI's
  /// `.global` space.
  public var containerFrame: CGRect
  /// The container's safe-area insets, its keyboard region left out.
  public var safeAreaInsets: LayoutInsets
  /// The bottom padding the screen had applied when this was measured.
  public var appliedPadding: CGFloat
  /// The screen's scroll view, if it has one.
  public var scrollView: ScrollViewMeasurement?
  /// The fields, in the view tree's order.
  public var fields: [FieldMeasurement]

  /// Creates a measurement.
  ///
  /// - Parameters:
  ///   - screenBounds: The screen's bounds.
  ///   - windowFrame: The window's frame in screen coordinates; the screen when `nil`.
  ///   - screenIdentity: The identity of the window's screen, or `nil` when not known.
  ///   - containerFrame: The container's frame in its window.
  ///   - safeAreaInsets: The container's safe-area insets, without the keyboard's region.
  ///   - appliedPadding: The bottom padding applied when measured.
  ///   - scrollView: The scroll view, or `nil` for none.
  ///   - fields: The fields, in the view tree's order.
  public init(
    screenBounds: CGRect, windowFrame: CGRect? = nil, screenIdentity: ObjectIdentifier? = nil, containerFrame: CGRect,
    safeAreaInsets: LayoutInsets = .zero, appliedPadding: CGFloat = 0, scrollView: ScrollViewMeasurement? = nil,
    fields: [FieldMeasurement] = []
  ) {
    self.screenBounds = screenBounds
    self.windowFrame = windowFrame ?? screenBounds
    self.screenIdentity = screenIdentity
    self.containerFrame = containerFrame
    self.safeAreaInsets = safeAreaInsets
    self.appliedPadding = appliedPadding
    self.scrollView = scrollView
    self.fields = fields
  }
}

/// A SwiftUI scroll view as its geometry readers measured it, in the container's coordinates.
public struct ScrollViewMeasurement: Equatable, Sendable {
  /// The scroll view's frame, in the container's coordinates.
  public var frame: CGRect
  /// The scroll view's own top safe-area inset, by which SwiftUI insets its content.
  public var topSafeAreaInset: CGFloat
  /// The scroll view's own bottom safe-area inset.
  public var bottomSafeAreaInset: CGFloat
  /// The height of its content.
  public var contentHeight: CGFloat
  /// Where the top of its content is, in the container's coordinates: it moves up as the content scrolls.
  public var contentMinY: CGFloat

  /// Creates a measurement.
  ///
  /// - Parameters:
  ///   - frame: The frame in the container's coordinates.
  ///   - topSafeAreaInset: Its top safe-area inset.
  ///   - bottomSafeAreaInset: Its bottom safe-area inset.
  ///   - contentHeight: The content's height.
  ///   - contentMinY: The content's top in the container's coordinates.
  public init(
    frame: CGRect, topSafeAreaInset: CGFloat = 0, bottomSafeAreaInset: CGFloat = 0, contentHeight: CGFloat,
    contentMinY: CGFloat
  ) {
    self.frame = frame
    self.topSafeAreaInset = topSafeAreaInset
    self.bottomSafeAreaInset = bottomSafeAreaInset
    self.contentHeight = contentHeight
    self.contentMinY = contentMinY
  }

  /// The scroll offset, as UIKit's `contentOffset.y` counts it: `-topSafeAreaInset` at the top.
  public var contentOffset: CGFloat { frame.minY - contentMinY }
}

/// A field as its geometry reader measured it.
public struct FieldMeasurement: Equatable, Sendable {
  /// Where a field's frame was measured.
  public enum Space: Hashable, Sendable {
    /// In the scroll view's content: the field scrolls.
    case scrollContent
    /// In the container, outside the scroll view (a chat's composer).
    case container
  }

  /// The field's identity, the value its `FocusState` takes when it is focused.
  public var id: FieldID
  /// Whether it is single-line or multi-line (a `TextEditor`, or a `TextField` with a vertical axis).
  public var kind: InputField.Kind
  /// Its frame, in `space`.
  public var frame: CGRect
  /// Where `frame` was measured.
  public var space: Space
  /// A gap to the keyboard of its own, or `nil` for the screen's.
  public var spacing: CGFloat?
  /// Whether content moves for it.
  public var isAvoidanceEnabled: Bool

  /// Creates a measurement.
  ///
  /// - Parameters:
  ///   - id: The field's identity.
  ///   - kind: Single-line or multi-line.
  ///   - frame: Its frame in `space`.
  ///   - space: Where it was measured.
  ///   - spacing: A gap of its own, or `nil`.
  ///   - isAvoidanceEnabled: Whether content moves for it.
  public init(
    id: FieldID, kind: InputField.Kind = .textField, frame: CGRect, space: Space = .scrollContent,
    spacing: CGFloat? = nil, isAvoidanceEnabled: Bool = true
  ) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.space = space
    self.spacing = spacing
    self.isAvoidanceEnabled = isAvoidanceEnabled
  }
}
