#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// A text view the adapter insets for its caret: its bottom insets as the app had them, to put back,
    /// and the caret it last scrolled for.
    struct InsetTextView {
      var view: WeakView
      var rest: ScrollInsets
      var scrolledCaret: CGRect?
    }

    /// Writes what the published state's reveal says the focused text view needs for its caret: its
    /// bottom insets (the reveal's `textViewInset`, less the text view's own bottom safe area, which
    /// `adjustedContentInset` adds; never below the insets the app gave it) and a scroll of its content
    /// (its `textViewScroll`), made once for each caret it is decided for and clamped to the content. A text view that no longer needs them gets its insets back, its offset clamped to them.
    /// Only the shift strategy decides them: the others move the text view's scroll view itself.
    ///
    /// Only a text view that scrolls (`isScrollEnabled`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled) is touched: one that
    /// does not grows with its text instead, and an inset would change nothing it shows.
    func followCaret(in update: AvoidanceUpdate<AvoidanceState>) {
      var reveal: AvoidanceReveal?
      if case .revealed(let revealed) = update.value.reason, revealed.textViewInset > 0 || revealed.textViewScroll != 0
      {
        reveal = revealed
      }
      let textView = reveal.flatMap { listener.field($0.field) as? UITextView }.flatMap {
        $0.isScrollEnabled ? $0 : nil
      }
      if let inset = insetTextView, inset.view.view !== textView {
        insetTextView = nil
        if let previous = inset.view.view as? UITextView {
          animate(contentAnimation(for: update)) { Self.write(inset.rest, scrollingBy: 0, into: previous) }
        }
      }
      guard let textView, let reveal else { return }
      var inset = insetTextView ?? InsetTextView(view: WeakView(textView), rest: Self.bottomInsets(of: textView))
      let needed = reveal.textViewInset - textView.safeAreaInsets.bottom
      let insets = ScrollInsets(content: max(inset.rest.content, needed), indicator: max(inset.rest.indicator, needed))
      var scroll: CGFloat = 0
      if reveal.textViewScroll != 0, inset.scrolledCaret != reveal.item {
        scroll = reveal.textViewScroll
        inset.scrolledCaret = reveal.item
      }
      insetTextView = inset
      guard insets != Self.bottomInsets(of: textView) || scroll != 0 else { return }
      animate(contentAnimation(for: update)) { Self.write(insets, scrollingBy: scroll, into: textView) }
    }

    private static func bottomInsets(of textView: UITextView) -> ScrollInsets {
      ScrollInsets(content: textView.contentInset.bottom, indicator: textView.verticalScrollIndicatorInsets.bottom)
    }

    /// Sets the bottom insets, then scrolls by `scroll` within the content those insets allow, so that
    /// no blank space stays below the text once the insets shrink.
    private static func write(_ insets: ScrollInsets, scrollingBy scroll: CGFloat, into textView: UITextView) {
      textView.contentInset.bottom = insets.content
      textView.verticalScrollIndicatorInsets.bottom = insets.indicator
      let geometry = scrollGeometry(textView, in: textView)
      textView.contentOffset.y = geometry.clamped(textView.contentOffset.y + scroll, with: insets)
    }
  }
#endif
