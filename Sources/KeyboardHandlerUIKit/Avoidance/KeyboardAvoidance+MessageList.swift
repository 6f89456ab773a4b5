#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// Whether a chat's message list is inverted: flipped upside down (a transform of scale -1 on it or an
    /// ancestor, as chat apps flip a table or collection view so that its first row, the newest message,
    /// sits at the bottom), so that its content's y grows upward on screen.
    ///
    /// A flipped list's offsets and insets flip with it: its newest message is at its content's top, the
    /// composer's side is its `contentInset.top`, and scrolling toward older messages raises
    /// `contentOffset.y`. The engine decides for the list as the user sees it; the adapter reads and
    /// writes the flipped one through ``listGeometry(_:in:)`` and ``listOffset(forVisible:of:)``.
    static func isInverted(_ list: UIScrollView, in view: UIView) -> Bool {
      let top = list.convert(CGRect(x: 0, y: 0, width: 0, height: 0), to: view).minY
      let below = list.convert(CGRect(x: 0, y: 1, width: 0, height: 0), to: view).minY
      return below < top
    }

    /// A chat's message list as the user sees it: for an inverted list, its flipped content read upside
    /// down, the composer's side its bottom; a list that is not inverted as it is.
    ///
    /// Flipped, the list's content of height `C` in a frame of height `H` shows at offset `y` what the user
    /// sees at offset `C - H - y` of the same content upright; its top insets (content, indicator and the
    /// safe area `adjustedContentInset` adds) are the ones at the user's bottom, and its bottom ones at the
    /// user's top.
    static func listGeometry(_ list: UIScrollView, in view: UIView) -> ScrollViewGeometry {
      guard isInverted(list, in: view) else { return scrollGeometry(list, in: view) }
      return ScrollViewGeometry(
        frame: list.convert(list.bounds, to: view), contentHeight: list.contentSize.height,
        adjustedTopInset: list.adjustedContentInset.bottom,
        bottomSafeAreaInset: list.adjustedContentInset.top - list.contentInset.top,
        restInsets: ScrollInsets(content: list.contentInset.top, indicator: list.verticalScrollIndicatorInsets.top),
        contentOffset: visibleOffset(of: list, at: list.contentOffset.y))
    }

    /// The offset the user sees of an inverted `list` at its own `contentOffset.y` of `offset`.
    private static func visibleOffset(of list: UIScrollView, at offset: CGFloat) -> CGFloat {
      list.contentSize.height - list.bounds.height - offset
    }

    /// The list's own `contentOffset.y` that shows what the engine decided, `visible`, as the user sees it:
    /// `visible` itself, or flipped for an inverted list.
    static func listOffset(forVisible visible: CGFloat, of list: UIScrollView, in view: UIView) -> CGFloat {
      isInverted(list, in: view) ? visibleOffset(of: list, at: visible) : visible
    }

    /// Writes a chat's bottom content or indicator inset, as the user sees the list: its top one, for an
    /// inverted list.
    static func writeListInset(_ value: CGFloat, of property: LayoutProperty, to list: UIScrollView, in view: UIView) {
      let isInverted = isInverted(list, in: view)
      switch property {
      case .contentInset:
        if isInverted { list.contentInset.top = value } else { list.contentInset.bottom = value }
      case .indicatorInset:
        if isInverted {
          list.verticalScrollIndicatorInsets.top = value
        } else {
          list.verticalScrollIndicatorInsets.bottom = value
        }
      case .offset, .contentOffset, .constraintConstant:
        return
      }
    }

    /// How far the views show the composer above where it rests, for the scroll view that follows it: the
    /// bottom constraint's constant beyond the one it rests with (a chat's composer, the bottom-constraint
    /// strategy's scroll view), or a keyboard layout guide's top above the safe area's bottom (iOS 15), where
    /// UIKit moves the composer; `nil` for a composer the keyboard carries, which no list is pinned to, and
    /// for strategies with neither.
    func composerRise() -> CGFloat? {
      if let constraint = strategy.constraint { return abs(constraint.constant - constraintConstant(0)) }
      guard case .messageList(_, .keyboardLayoutGuide) = strategy else { return nil }
      guard #available(iOS 15.0, macCatalyst 15.0, *) else { return 0 }
      return max(0, Self.anchorY(.safeAreaBottom, in: view) - view.keyboardLayoutGuide.layoutFrame.minY)
    }
  }
#endif
