package import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The keyboard a field that begins editing should expect, learnt from what the keyboard did last.
///
/// A field that begins editing before any keyboard notification needs an estimate, and the best one is
/// the keyboard the user has: the height a docked keyboard last had on screen (a hardware keyboard's
/// shortcut bar included), a keyboard known to float (which covers nothing, so nothing moves), or no
/// keyboard at all when the last focus brought none.
package enum ExpectedKeyboard: Equatable, Sendable {
  /// No keyboard has reported yet: a docked one as tall as the configured estimate.
  case unknown
  /// The keyboard last reported docked, its top this far above the bottom of the screen: its height on
  /// screen, or, clipped to a window, the height it would have on screen.
  case docked(height: CGFloat)
  /// The keyboard last reported floating, undocked or split, at this frame in screen coordinates: it
  /// covers nothing, and a focus estimates it where it was.
  case floating(CGRect)
  /// The last field that began editing waited in vain for a keyboard (a hardware keyboard whose
  /// shortcut bar is hidden): the next focus expects none, until a keyboard reports again.
  case absent

  /// What a keyboard event teaches: a frame on screen that is not docked is floating; one that covers
  /// part of the container is docked, its top this far above the screen's bottom edge (its height on
  /// screen, unless UIKit clipped it to a window that ends above the screen's bottom). A hide teaches
  /// only an undock (its end frame floats mid-screen); an ordinary hide, and a frame that covers
  /// nothing of the container, leave the expectation as it was.
  ///
  /// - Parameters:
  ///   - event: The keyboard event.
  ///   - coverage: The event's end frame measured against the container.
  ///   - screen: The screen's bounds, in screen coordinates.
  /// - Returns: The new expectation, or `nil` for none.
  static func learnt(from event: KeyboardEvent, coverage: KeyboardCoverage, on screen: CGRect) -> ExpectedKeyboard? {
    if coverage.isFloating { return .floating(coverage.frame) }
    guard !event.phase.isHide, coverage.overlap != nil, let onScreen = coverage.onScreenFrame else { return nil }
    return .docked(height: screen.maxY - onScreen.minY)
  }
}
