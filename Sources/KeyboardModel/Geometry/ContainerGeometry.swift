public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// Where the view that avoids the keyboard sits on screen, and in which window.
///
/// The container is the view that moves (or holds the scroll view that adjusts): the whole
/// screen by default, smaller for an iPad form sheet, split view or slide over. Its window is the
/// whole screen too, but for an iPad app in Stage Manager or, from iPadOS 26, in a resizable window,
/// which need not reach the screen's bottom edge: a keyboard frame clipped to such a window ends at the
/// window's bottom and is docked all the same.
///
/// Every frame here is in screen coordinates, as keyboard frames are; the safe-area insets are in the
/// container's own.
public struct ContainerGeometry: Equatable, Sendable {
  /// The screen's bounds, in screen coordinates.
  public var screenBounds: CGRect
  /// The container's frame, in screen coordinates.
  public var frame: CGRect
  /// The frame of the container's window, in screen coordinates: the screen unless the app runs in a
  /// window of its own (Stage Manager, iPadOS 26's resizable windows).
  public var windowFrame: CGRect
  /// The container's safe-area insets, in its own coordinates.
  public var safeAreaInsets: LayoutInsets

  /// Creates a container geometry.
  ///
  /// - Parameters:
  ///   - screenBounds: The screen's bounds, in screen coordinates.
  ///   - frame: The container's frame in screen coordinates; the whole screen when `nil`.
  ///   - windowFrame: The window's frame in screen coordinates; the whole screen when `nil`.
  ///   - safeAreaInsets: The container's safe-area insets, in its own coordinates.
  public init(
    screenBounds: CGRect, frame: CGRect? = nil, windowFrame: CGRect? = nil, safeAreaInsets: LayoutInsets = .zero
  ) {
    self.screenBounds = screenBounds
    self.frame = frame ?? screenBounds
    self.windowFrame = windowFrame ?? screenBounds
    self.safeAreaInsets = safeAreaInsets
  }

  /// The y coordinate, in container coordinates, below which content is unobscured by bars:
  /// the top safe-area inset.
  package var topGuide: CGFloat { safeAreaInsets.top }

  /// The container's height.
  public var height: CGFloat { frame.height }

  /// The first value that is invalid, or `nil` when every one is valid.
  var invalidValue: AvoidanceError.InvalidValue? {
    .frame(screenBounds, "screenBounds") ?? .frame(frame, "frame") ?? .frame(windowFrame, "windowFrame")
      ?? .insets(safeAreaInsets, "safeAreaInsets")
  }
}
