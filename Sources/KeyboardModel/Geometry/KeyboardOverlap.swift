package import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The part of the keyboard that covers the container, in the container's coordinates.
///
/// This is the one place that converts keyboard frames from screen coordinates into the
/// container's. It never uses the raw frame height: only what is on screen, in the container's window
/// and over the container counts, so an attached hardware keyboard (a full-height frame pushed down
/// until only the shortcut bar shows) covers just its bar, and a keyboard that is not docked
/// (floating, undocked or split on iPad, or a zero frame) covers nothing. Docked means reaching the
/// bottom edge of the screen, or of the window when the frame is clipped to it (Stage Manager,
/// iPadOS 26's resizable windows).
package struct KeyboardOverlap: Equatable, Sendable {
  /// The covered part of the container, in container coordinates.
  package var frame: CGRect

  /// Creates an overlap from a frame already in container coordinates.
  ///
  /// - Parameter frame: The covered part of the container.
  package init(frame: CGRect) {
    self.frame = frame
  }

  /// Measures how a keyboard frame covers a container.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's frame in screen coordinates.
  ///   - container: The container's geometry, in screen coordinates.
  /// - Returns: The covered part in container coordinates, or `nil` when the keyboard covers nothing
  ///   worth avoiding.
  package init?(keyboardFrame: CGRect, in container: ContainerGeometry) {
    guard keyboardFrame.isFiniteAndNonNegative, !keyboardFrame.isEmpty, Self.isDocked(keyboardFrame, in: container)
    else { return nil }
    // Screen coordinates until the last line: the part on screen, in the window, over the container.
    let visible = keyboardFrame.intersection(container.screenBounds).intersection(container.windowFrame)
      .intersection(container.frame)
    // A span too thin to move an edge (a sub-ulp height at the screen's bottom) covers nothing.
    guard !visible.isNull, visible.maxY > visible.minY, visible.maxX > visible.minX else { return nil }
    self.frame = visible.offsetBy(dx: -container.frame.minX, dy: -container.frame.minY)
  }

  /// Whether a keyboard frame is docked: it reaches the bottom edge of the screen, or ends at the bottom
  /// edge of the container's window when UIKit clipped it to the window, where a floating, undocked or
  /// split keyboard stops short.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's frame in screen coordinates.
  ///   - container: The container's geometry, whose screen and window frames are in screen coordinates.
  package static func isDocked(_ keyboardFrame: CGRect, in container: ContainerGeometry) -> Bool {
    let tolerance: CGFloat = 0.5
    // A hide's null frame is nowhere, docked least of all.
    guard keyboardFrame.isFiniteAndNonNegative else { return false }
    let reachesScreenBottom = keyboardFrame.maxY >= container.screenBounds.maxY - tolerance
    let clippedToWindowBottom = abs(keyboardFrame.maxY - container.windowFrame.maxY) <= tolerance
    return reachesScreenBottom || clippedToWindowBottom
  }

  /// The keyboard's top edge, in container coordinates.
  package var top: CGFloat { frame.minY }

  /// The height of the container that the keyboard covers.
  package var height: CGFloat { frame.height }
}
