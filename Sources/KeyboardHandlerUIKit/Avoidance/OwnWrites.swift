import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The UIKit adapter's account of its own writes, kept apart from what the app sets: from what it began
/// with, what it wrote and what it reads now, the scroll view's geometry at rest and the user's scroll.
///
/// A plain value, with no UIKit in it, so that it is tested on any platform: the adapter reads its views
/// into plain values, hands them to ``read(_:anchorY:isAtRest:targets:)``, and keeps what the value
/// becomes; it tells the value each write with ``didWrite(_:)``. Nothing here touches a view.
///
/// - At rest (no field focused, no keyboard) everything is read as it is.
/// - What the adapter wrote is never read back as the app's: while it avoids, the rest insets and offset
///   are those read before its first write.
/// - An inset that differs from the one written is the app's, and the rest inset from then on. The views
///   then no longer show the targets (``shows(_:)`` is `false`), even where the app set the rest inset it
///   had before (a layout pass that runs its `viewDidLayoutSubviews`) and so changed no decision: the
///   adapter writes the targets again.
/// - An offset that differs from the one written is a scroll, the user's or the app's.
/// - Under the bottom-constraint and chat strategies the raised constraint may shorten the scroll view:
///   its rest bottom is where the constraint pins it, as far above the anchor as it was at rest (so a
///   rotation lays it out anew), and its safe area the one it had then. Given how far the views show the
///   constrained view (or a composer UIKit moves) above where it rests, a scroll view that follows it (one
///   that ended above the anchor at rest, a chat's list pinned to the composer's top, or the
///   bottom-constraint strategy's own) rests that much lower than it is, so a composer that grows a line
///   shortens it at rest too.
/// - An offset read within a rounding of the one written is the one written: an inverted list's offset
///   goes through a subtraction each way.
///
/// `OwnWrites` is a `Sendable` value.
struct OwnWrites: Equatable, Sendable {
  /// Whether the strategy moves the scroll view's insets (scroll, chat): only then may an inset on screen
  /// be the adapter's.
  let movesInsets: Bool
  /// The scroll view's geometry at rest as last read: while avoiding, its insets and offset those before
  /// the adapter's first write (or the app's own since); `nil` before the first reading.
  private(set) var rest: ScrollViewGeometry?
  /// How far above its bottom constraint's anchor the scroll view's bottom was when last read at rest.
  private(set) var gapAboveAnchor: CGFloat = 0
  /// What the views show of the targets the adapter last wrote: those targets, with an inset the app has
  /// set since in place of the adapter's; `nil` before the first write.
  private(set) var shown: AvoidanceTargets?

  /// Begins with nothing read and nothing written.
  ///
  /// - Parameter movesInsets: Whether the strategy moves the scroll view's insets.
  init(movesInsets: Bool) {
    self.movesInsets = movesInsets
  }

  /// Whether the views show `targets`: the adapter wrote them, and the app has set no inset over them since.
  func shows(_ targets: AvoidanceTargets) -> Bool {
    shown == targets
  }

  /// Takes note that the adapter wrote `targets` into the views.
  mutating func didWrite(_ targets: AvoidanceTargets) {
    shown = targets
  }

  /// Reads the scroll view as it is now: its geometry at rest, and a scroll made since the adapter's last
  /// write (`nil` for none).
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view's geometry on screen now, its insets and offset as they are.
  ///   - anchorY: Where the bottom constraint's anchor is now, in the container; `nil` for a strategy
  ///     with no bottom constraint.
  ///   - composerRise: How far the views show the constrained view (a chat's composer), or a composer
  ///     UIKit moves, above where it rests; `nil` when not known, and the rest frame is then as far above
  ///     the anchor as at rest.
  ///   - isAtRest: Whether the avoider has neither a focused field nor a keyboard.
  ///   - targets: The avoider's targets now: the offset a scroll differs from before the first write.
  mutating func read(
    _ scrollView: ScrollViewGeometry, anchorY: CGFloat?, composerRise: CGFloat? = nil, isAtRest: Bool,
    targets: AvoidanceTargets
  ) -> (geometry: ScrollViewGeometry, scrolledContentOffset: CGFloat?) {
    var geometry = scrollView
    if !isAtRest, let rest {
      geometry.contentOffset = rest.contentOffset
      if let anchorY {
        let followsComposer = gapAboveAnchor > Self.tolerance || !movesInsets
        if let composerRise, followsComposer {
          geometry.frame.size.height = max(0, scrollView.frame.maxY + composerRise - geometry.frame.minY)
        } else {
          geometry.frame.size.height = max(0, anchorY - gapAboveAnchor - geometry.frame.minY)
        }
        geometry.bottomSafeAreaInset = rest.bottomSafeAreaInset
      }
      if movesInsets {
        geometry.restInsets.content = readRest(
          .contentInset, now: scrollView.restInsets.content, rest: rest.restInsets.content)
        geometry.restInsets.indicator = readRest(
          .indicatorInset, now: scrollView.restInsets.indicator, rest: rest.restInsets.indicator)
      }
    }
    rest = geometry
    if isAtRest, let anchorY { gapAboveAnchor = anchorY - geometry.frame.maxY }
    let written = shown?.contentOffset ?? targets.contentOffset
    return (geometry, Self.isSame(scrollView.contentOffset, written) ? nil : scrollView.contentOffset)
  }

  /// How far, in points, a scroll view's bottom may stand above its anchor at rest and still reach it, as
  /// the engine judges a chat's list behind its composer.
  private static let tolerance: CGFloat = 0.5

  /// Whether two offsets are the same but for a rounding, as a value written and read back through a
  /// flipped list's subtraction may differ in its last bits.
  private static func isSame(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool {
    abs(lhs - rhs) <= 1e-9 * max(1, abs(lhs), abs(rhs))
  }

  /// The rest value of an inset the adapter writes: the one at rest while the inset on screen is the one
  /// the adapter wrote; else the app's, which the views show from then on in place of the adapter's.
  private mutating func readRest(_ inset: LayoutProperty, now: CGFloat, rest: CGFloat) -> CGFloat {
    if let written = shown?[inset], now == written { return rest }
    shown?[inset] = now
    return now
  }
}
