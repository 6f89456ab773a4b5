public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The keyboard a decision was made with: where it is on screen, whether UIKit reported it or the
/// engine estimated it, and what it covers of the container.
///
/// It is the one place that converts keyboard frames from screen coordinates (with its
/// `KeyboardOverlap`): everything downstream (the published state, explanations, pictures) reads the
/// result and never converts again.
public struct KeyboardCoverage: Equatable, Sendable {
  /// Where a keyboard frame came from.
  public enum Source: Equatable, Sendable {
    /// A keyboard notification reported it.
    case reported
    /// A field began editing before any keyboard frame was known: the height is the one the
    /// keyboard last reported, else the configured estimate, docked at the bottom of the screen.
    case estimated
  }

  /// Whether the frame was reported or estimated.
  public let source: Source
  /// The keyboard's frame in screen coordinates.
  public let frame: CGRect
  /// The part of the keyboard on screen, in screen coordinates; `nil` when none of it is (a frame
  /// below the screen, or a zero frame).
  package let onScreenFrame: CGRect?
  /// The part of the container the keyboard covers; `nil` when it covers nothing worth avoiding (a
  /// floating, undocked or split keyboard, or one off screen).
  package let overlap: KeyboardOverlap?
  /// Whether the keyboard reaches the bottom edge of the screen, or of the container's window when its
  /// frame is clipped to the window; a floating, undocked or split one does not.
  package let isDocked: Bool

  /// Measures a keyboard frame against a container.
  ///
  /// - Parameters:
  ///   - frame: The keyboard's frame in screen coordinates.
  ///   - source: Whether the frame was reported or estimated.
  ///   - container: The container's geometry, in screen coordinates.
  package init(frame: CGRect, source: Source, in container: ContainerGeometry) {
    self.source = source
    self.frame = frame
    let visible = frame.isFiniteAndNonNegative ? frame.intersection(container.screenBounds) : .null
    self.onScreenFrame = visible.isNull || visible.isEmpty ? nil : visible
    self.overlap = KeyboardOverlap(keyboardFrame: frame, in: container)
    self.isDocked = KeyboardOverlap.isDocked(frame, in: container)
  }

  /// The height of the container that this keyboard, reported or estimated, overlaps; 0 for none.
  ///
  /// Not the published ``AvoidanceDecision/coveredHeight``, which counts a reported keyboard only.
  public var overlapHeight: CGFloat { overlap?.height ?? 0 }

  /// Whether the keyboard is on screen but not docked: floating, undocked or split. It covers nothing
  /// to avoid.
  package var isFloating: Bool { !isDocked && onScreenFrame != nil }
}
