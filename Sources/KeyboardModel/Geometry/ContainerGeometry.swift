import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the view that avoids the keyboard sits on screen.
///
/// The container is the view that moves (or holds the scroll view that adjusts): the whole
/// screen by default, smaller for an iPad form sheet, split view or slide over.
public struct ContainerGeometry: Equatable, Sendable {
  /// The screen's bounds, in screen coordinates.
  public var screenBounds: CGRect
  /// The container's frame, in screen coordinates.
  public var frame: CGRect
  /// The container's safe-area insets, in its own coordinates.
  public var safeAreaInsets: LayoutInsets

  /// Creates a container geometry.
  ///
  /// - Parameters:
  ///   - screenBounds: The screen's bounds.
  ///   - frame: The container's frame in screen coordinates; the whole screen when `nil`.
  ///   - safeAreaInsets: The container's safe-area insets.
  public init(screenBounds: CGRect, frame: CGRect? = nil, safeAreaInsets: LayoutInsets = .zero) {
    self.screenBounds = screenBounds
    self.frame = frame ?? screenBounds
    self.safeAreaInsets = safeAreaInsets
  }

  /// The y coordinate, in container coordinates, below which content is unobscured by bars:
  /// the top safe-area inset.
  package var topGuide: CGFloat { safeAreaInsets.top }

  /// The container's height.
  public var height: CGFloat { frame.height }

  /// The first value that is invalid, or `nil` when every one is valid.
  var invalidValue: AvoidanceError.InvalidValue? {
    .frame(screenBounds, "screenBounds") ?? .frame(frame, "frame") ?? .insets(safeAreaInsets, "safeAreaInsets")
  }
}
