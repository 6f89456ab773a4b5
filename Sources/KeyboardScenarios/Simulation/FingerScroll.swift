package import Foundation
package import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The scroll a finger makes as it drags the keyboard down over a scroll view: the pan that drags the
/// keyboard scrolls the view too, its content following the finger down as far as the keyboard's top moves,
/// and no further than the content's top.
///
/// UIKit's pan gesture scrolls the view
/// (https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer), and with
/// `keyboardDismissMode` `.interactive` the keyboard "follows the dragging touch"
/// (https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive):
/// one touch moves both. The simulator's drag and a scenario's `dragKeyboard` step both scroll by it.
package struct FingerScroll: Equatable, Sendable {
  /// Where the keyboard's top is under the finger, in screen coordinates.
  private var top: CGFloat
  /// The scroll view's offset under the finger.
  private var contentOffset: CGFloat
  /// The smallest offset: the content's top, past which a pan only rubber-bands, and springs back.
  private let minimumContentOffset: CGFloat

  /// The finger on the strategy's scroll view of `state`, the keyboard where `state` has it: dragged, or
  /// shown; `nil` with no scroll view or no keyboard shown.
  package init?(_ state: AvoidanceState) {
    guard let scrollView = state.configuration.strategy.scrollView,
      let shown = state.draggedKeyboardTop ?? state.phase.shownKeyboardFrame?.minY
    else { return nil }
    top = shown
    contentOffset = state.targets.contentOffset
    minimumContentOffset = scrollView.minimumContentOffset
  }

  /// The reading of the scroll the finger makes as it takes the keyboard's top to `next`; `nil` when it
  /// scrolls nothing.
  package mutating func scroll(draggingTo next: CGFloat) -> AvoidanceInput? {
    let scrolled = max(minimumContentOffset, contentOffset - (next - top))
    top = next
    guard scrolled != contentOffset else { return nil }
    contentOffset = scrolled
    return .layoutDidChange(LayoutReading(scrolledContentOffset: scrolled))
  }
}
