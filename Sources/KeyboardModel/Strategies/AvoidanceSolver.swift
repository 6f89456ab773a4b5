package import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The pure geometry of avoidance: given where things are, where they must go.
///
/// Each function is total and never returns NaN for finite input. The manual strategy's users
/// call these directly to position content themselves.
package enum AvoidanceSolver {
  /// How far the container must rise, in points (0 or more).
  ///
  /// For ``RevealPlacement/bottomAboveKeyboard`` this is
  /// `max(0, min(item.maxY + spacing - keyboardTop, item.minY - topGuide, overlap))`: the item's
  /// bottom sits `spacing` above the keyboard; an item taller than the visible area is aligned
  /// to the top guide instead; the view never rises more than the keyboard covers. For
  /// ``RevealPlacement/topBelowTopGuide`` it is `max(0, min(item.minY - topGuide - spacing, overlap))`.
  ///
  /// - Parameters:
  ///   - item: The item to reveal, in container coordinates at rest.
  ///   - spacing: The gap to keep.
  ///   - placement: Where the item ends up.
  ///   - overlap: The part of the container the keyboard covers.
  ///   - topGuide: The top safe-area inset of the container.
  /// - Returns: The shift `d`; the published offset is `-d`.
  package static func shift(
    revealing item: CGRect, spacing: CGFloat, placement: RevealPlacement, overlap: KeyboardOverlap,
    topGuide: CGFloat
  ) -> CGFloat {
    shiftAndRule(revealing: item, spacing: spacing, placement: placement, overlap: overlap, topGuide: topGuide).shift
  }

  /// The shift of `shift(revealing:spacing:placement:overlap:topGuide:)` with the rule that decided it.
  ///
  /// - Parameters:
  ///   - item: The item to reveal, in container coordinates at rest.
  ///   - spacing: The gap to keep.
  ///   - placement: Where the item ends up.
  ///   - overlap: The part of the container the keyboard covers.
  ///   - topGuide: The top safe-area inset of the container.
  static func shiftAndRule(
    revealing item: CGRect, spacing: CGFloat, placement: RevealPlacement, overlap: KeyboardOverlap,
    topGuide: CGFloat
  ) -> (shift: CGFloat, rule: RevealRule) {
    let needed: CGFloat
    let rule: RevealRule
    switch placement {
    case .bottomAboveKeyboard:
      let toKeyboard = item.maxY + spacing - overlap.top
      let toTopGuide = item.minY - topGuide
      guard toKeyboard > 0 else { return (0, .alreadyVisible) }
      (needed, rule) = toTopGuide < toKeyboard ? (toTopGuide, .alignedToTop) : (toKeyboard, .bottomAboveKeyboard)
    case .topBelowTopGuide:
      needed = item.minY - topGuide - spacing
      guard needed > 0 else { return (0, .alreadyVisible) }
      rule = .topBelowTopGuide
    }
    if needed > overlap.height { return (overlap.height, .limitedByCoverage) }
    return (max(0, needed), rule)
  }

  /// The shift that reveals `item` when the container is shifted by `current` now, with the rule that
  /// decided it: the scroll strategies' rule for the shift.
  ///
  /// An item already clear at the current shift (its bottom `spacing` above the keyboard, its top below
  /// the top guide, by `spacing` unless it is a caret, which sits inside its text view) keeps it, with
  /// ``RevealRule/bottomAboveKeyboard`` placement, so typing or a new keyboard frame does not move
  /// what the user sees; otherwise it is revealed from rest by
  /// `shift(revealing:spacing:placement:overlap:topGuide:)`. An item inside a field (a text view's
  /// caret) never shifts the field's top above the top guide, nor keeps a shift that did: the text view
  /// scrolls for the rest (`textViewInsetAndScroll`).
  ///
  /// - Parameters:
  ///   - item: The item to reveal, in container coordinates at rest.
  ///   - field: The field the item is the caret of, or `nil` when the item is a field.
  ///   - spacing: The gap to keep.
  ///   - placement: Where the item ends up.
  ///   - overlap: The part of the container the keyboard covers.
  ///   - topGuide: The top safe-area inset of the container.
  ///   - current: The shift now, 0 or more.
  static func shiftAndRule(
    revealing item: CGRect, inside field: CGRect?, spacing: CGFloat, placement: RevealPlacement,
    overlap: KeyboardOverlap, topGuide: CGFloat, from current: CGFloat
  ) -> (shift: CGFloat, rule: RevealRule) {
    var (shift, rule) = shiftAndRule(
      revealing: item, spacing: spacing, placement: placement, overlap: overlap, topGuide: topGuide)
    if let field, shift > field.minY - topGuide { (shift, rule) = (max(0, field.minY - topGuide), .alignedToTop) }
    let top = topGuide + (field == nil ? spacing : 0)
    // Kept only where it differs: the same shift from rest says which rule puts the item there.
    if placement == .bottomAboveKeyboard, current > 0, current != shift, current <= overlap.height,
      item.maxY + spacing - current <= overlap.top, item.minY - current >= top,
      (field.map { $0.minY - current >= topGuide } ?? true)
    {
      return (current, .alreadyVisible)
    }
    return (shift, rule)
  }

  /// How a text view shifted by `shift` shows its caret: the bottom inset its content needs (the part
  /// of it below `spacing` above the keyboard) and how far its content scrolls for the caret to lie in
  /// the part left visible (positive up, negative down, 0 when it shows).
  ///
  /// - Parameters:
  ///   - caret: The caret, in container coordinates at rest.
  ///   - field: The text view's frame, in container coordinates at rest.
  ///   - shift: The container's shift.
  ///   - spacing: The gap to keep.
  ///   - overlap: The part of the container the keyboard covers.
  ///   - topGuide: The top safe-area inset of the container.
  static func textViewInsetAndScroll(
    caret: CGRect, in field: CGRect, shift: CGFloat, spacing: CGFloat, overlap: KeyboardOverlap, topGuide: CGFloat
  ) -> (inset: CGFloat, scroll: CGFloat) {
    // The part of the text view left visible, in container coordinates at rest.
    let bottom = min(field.maxY, overlap.top - spacing + shift)
    let top = max(field.minY, topGuide + shift)
    let scroll: CGFloat
    if caret.maxY > bottom {
      scroll = caret.maxY - bottom
    } else if caret.minY < top {
      scroll = caret.minY - top
    } else {
      scroll = 0
    }
    return (max(0, field.maxY - bottom), scroll)
  }

  /// The bottom insets a scroll view needs while the keyboard covers part of it.
  ///
  /// The covered height, net of the scroll view's own bottom safe area (which
  /// `adjustedContentInset` already adds), never below the insets it had at rest.
  ///
  /// - Parameters:
  ///   - overlap: The part of the container the keyboard covers, or `nil` for none.
  ///   - scrollView: The scroll view at rest.
  package static func scrollInsets(for overlap: KeyboardOverlap?, in scrollView: ScrollViewGeometry) -> ScrollInsets {
    let covered = coveredHeight(of: scrollView, by: overlap)
    let needed = covered - scrollView.bottomSafeAreaInset
    return ScrollInsets(
      content: max(scrollView.restInsets.content, needed), indicator: max(scrollView.restInsets.indicator, needed))
  }

  /// The `contentOffset.y` that reveals an item inside a scroll view, clamped to the content.
  ///
  /// With ``RevealPlacement/bottomAboveKeyboard`` the offset changes only when the item (with
  /// `spacing`) is not fully visible: it scrolls down to an item below the visible area, up to
  /// one above it. An item too tall to show with `spacing` above and below sits `spacing` above
  /// the keyboard, and one taller than the visible area is aligned to the top.
  ///
  /// - Parameters:
  ///   - item: The item's frame in content coordinates.
  ///   - spacing: The gap to keep.
  ///   - placement: Where the item ends up.
  ///   - scrollView: The scroll view, with its frame as it is while the keyboard is up.
  ///   - insets: The bottom insets in effect.
  ///   - currentOffset: The `contentOffset.y` now.
  package static func contentOffset(
    revealing item: CGRect, spacing: CGFloat, placement: RevealPlacement, in scrollView: ScrollViewGeometry,
    insets: ScrollInsets, currentOffset: CGFloat
  ) -> CGFloat {
    contentOffsetAndRule(
      revealing: item, spacing: spacing, placement: placement, in: scrollView, insets: insets,
      currentOffset: currentOffset
    ).offset
  }

  /// The offset of
  /// `contentOffset(revealing:spacing:placement:in:insets:currentOffset:)` with the rule that decided it.
  ///
  /// - Parameters:
  ///   - item: The item's frame in content coordinates.
  ///   - spacing: The gap to keep.
  ///   - placement: Where the item ends up.
  ///   - scrollView: The scroll view, with its frame as it is while the keyboard is up.
  ///   - insets: The bottom insets in effect.
  ///   - currentOffset: The `contentOffset.y` now.
  static func contentOffsetAndRule(
    revealing item: CGRect, spacing: CGFloat, placement: RevealPlacement, in scrollView: ScrollViewGeometry,
    insets: ScrollInsets, currentOffset: CGFloat
  ) -> (offset: CGFloat, rule: RevealRule) {
    let top = scrollView.adjustedTopInset
    let bottom = insets.content + scrollView.bottomSafeAreaInset
    let uncoveredHeight = scrollView.frame.height - top - bottom
    let bottomAboveKeyboard = item.maxY + spacing - scrollView.frame.height + bottom
    let topBelowTop = item.minY - spacing - top
    let target: CGFloat
    let rule: RevealRule
    switch placement {
    case .topBelowTopGuide:
      (target, rule) = (topBelowTop, .topBelowTopGuide)
    case .bottomAboveKeyboard:
      if item.height + 2 * spacing >= uncoveredHeight {
        // It cannot show with spacing on both sides, or only just can, where one offset reveals it and
        // rounding must not make two of it: its bottom goes spacing above the keyboard, its top never
        // above the visible area. Unlike the branches below, this target does not
        // depend on the current offset, so the same keyboard event twice scrolls only once.
        let alignedTop = item.minY - top
        (target, rule) =
          bottomAboveKeyboard <= alignedTop ? (bottomAboveKeyboard, .bottomAboveKeyboard) : (alignedTop, .alignedToTop)
      } else if bottomAboveKeyboard >= currentOffset {
        // At equality the offset stays, but the rule that put it there still holds: the same event
        // twice gives the same reason, not "already visible".
        (target, rule) = (bottomAboveKeyboard, .bottomAboveKeyboard)
      } else if topBelowTop <= currentOffset {
        (target, rule) = (topBelowTop, .topBelowTopGuide)
      } else {
        (target, rule) = (currentOffset, .alreadyVisible)
      }
    }
    let clamped = scrollView.clamped(target, with: insets)
    return (clamped, clamped == target ? rule : .limitedByContent)
  }

  /// The bottom constraint's constant that pins a scroll view's bottom to the keyboard's top.
  ///
  /// - Parameters:
  ///   - overlap: The part of the container the keyboard covers, or `nil` for none.
  ///   - anchor: What the constraint is pinned to at rest.
  ///   - container: The container.
  package static func constraintConstant(
    for overlap: KeyboardOverlap?, anchor: ConstraintAnchor, in container: ContainerGeometry
  ) -> CGFloat {
    guard let overlap else { return 0 }
    let covered = container.height - overlap.top
    switch anchor {
    case .containerBottom: return max(0, covered)
    case .safeAreaBottom: return max(0, covered - container.safeAreaInsets.bottom)
    }
  }

  /// A chat's message list once its composer has risen by `rise` points, with the bottom insets it
  /// needs.
  ///
  /// A list that reaches down behind the composer, to the composer's anchor or below, keeps its frame
  /// and its bottom insets grow by the rise; one that stops above the anchor is pinned to the
  /// composer's top, so its frame loses the rise and its insets stay at rest. Behind a composer the keyboard
  /// carries as its input accessory view, whose frame includes the composer, the list is inset as far as
  /// the rise, and never less than its rest inset, which clears the composer docked at the bottom.
  ///
  /// - Parameters:
  ///   - list: The message list at rest.
  ///   - rise: How far the composer rose above its anchor, 0 or more: its bottom constraint's, or the
  ///     keyboard's top for a composer UIKit moves.
  ///   - composer: How a composer UIKit moves meets the keyboard; `nil` for one on a bottom constraint.
  ///   - anchor: What the composer's bottom is pinned to at rest.
  ///   - container: The container.
  static func messageList(
    _ list: ScrollViewGeometry, risenBy rise: CGFloat, composer: ComposerMount? = nil, anchor: ConstraintAnchor,
    in container: ContainerGeometry
  ) -> (geometry: ScrollViewGeometry, insets: ScrollInsets, visibleHeight: CGFloat) {
    let insets = list.restInsets
    if composer == .inputAccessoryView {
      let raised = ScrollInsets(content: max(insets.content, rise), indicator: max(insets.indicator, rise))
      return (list, raised, visibleHeight(of: list, with: raised))
    }
    let anchorY = container.height - (anchor == .safeAreaBottom ? container.safeAreaInsets.bottom : 0)
    let tolerance: CGFloat = 0.5
    guard list.frame.maxY < anchorY - tolerance else {
      let raised = ScrollInsets(content: insets.content + rise, indicator: insets.indicator + rise)
      return (list, raised, visibleHeight(of: list, with: raised))
    }
    let shortened = shortened(list, cut: rise)
    return (shortened, insets, visibleHeight(of: shortened, with: insets))
  }

  /// The height of a scroll view's visible part with `insets`: its frame less its bottom inset and
  /// bottom safe area.
  private static func visibleHeight(of list: ScrollViewGeometry, with insets: ScrollInsets) -> CGFloat {
    list.frame.height - insets.content - list.bottomSafeAreaInset
  }

  /// What a chat's message list shows with `targets` (its visible part, and whether that reaches the newest
  /// message); `nil` under a strategy without one.
  ///
  /// - Parameters:
  ///   - targets: The targets the list is at.
  ///   - keyboard: What the keyboard the targets avoid covers, for a composer UIKit moves; `nil` for none.
  ///   - strategy: The strategy, with the list at rest.
  ///   - container: The container.
  package static func messageListView(
    at targets: AvoidanceTargets, keyboard: KeyboardOverlap?, under strategy: AvoidanceStrategy,
    in container: ContainerGeometry
  ) -> MessageListView? {
    guard let (list, composer, anchor) = strategy.messageListParts else { return nil }
    let rise =
      composer == nil
      ? targets.constraintConstant : constraintConstant(for: keyboard, anchor: anchor, in: container)
    let risen = messageList(list, risenBy: rise, composer: composer, anchor: anchor, in: container)
    let visibleHeight = visibleHeight(of: risen.geometry, with: targets.scrollInsets)
    let end = risen.geometry.maximumContentOffset(with: targets.scrollInsets)
    return MessageListView(visibleHeight: visibleHeight, showsEnd: targets.contentOffset >= end - endTolerance)
  }

  /// How close to the end of its content, in points, a message list's offset shows the end.
  static let endTolerance: CGFloat = 0.5

  /// The scroll view as it is once its bottom constraint has risen to the keyboard's top.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view at rest.
  ///   - overlap: The part of the container the keyboard covers, or `nil` for none.
  package static func shortened(_ scrollView: ScrollViewGeometry, by overlap: KeyboardOverlap?) -> ScrollViewGeometry {
    shortened(scrollView, cut: coveredHeight(of: scrollView, by: overlap))
  }

  /// The scroll view as a bottom constraint with `constant` leaves it, at any moment of its animation.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view at rest.
  ///   - constant: The constraint's constant, as presented.
  ///   - anchor: What the constraint is pinned to at rest.
  ///   - container: The container.
  package static func raised(
    _ scrollView: ScrollViewGeometry, toConstant constant: CGFloat, anchor: ConstraintAnchor,
    in container: ContainerGeometry
  ) -> ScrollViewGeometry {
    let anchorInset = anchor == .safeAreaBottom ? container.safeAreaInsets.bottom : 0
    return shortened(scrollView, cut: constant + anchorInset - (container.height - scrollView.frame.maxY))
  }

  private static func shortened(_ scrollView: ScrollViewGeometry, cut: CGFloat) -> ScrollViewGeometry {
    guard cut > 0 else { return scrollView }
    var shortened = scrollView
    shortened.frame.size.height = max(0, scrollView.frame.height - cut)
    // Once its bottom rises above the home indicator, the scroll view no longer has a bottom safe area.
    shortened.bottomSafeAreaInset = max(0, scrollView.bottomSafeAreaInset - cut)
    return shortened
  }

  /// The height of the scroll view, at rest, that `overlap` hides; 0 for none.
  ///
  /// A docked keyboard reaches the screen's bottom edge, and nothing below that edge can be seen: so a
  /// scroll view that reaches below the screen is hidden from the keyboard's top to its own bottom, not
  /// only where the keyboard covers it.
  static func coveredHeight(of scrollView: ScrollViewGeometry, by overlap: KeyboardOverlap?) -> CGFloat {
    guard let overlap else { return 0 }
    var hidden = overlap.frame
    hidden.size.height = max(overlap.frame.height, scrollView.frame.maxY - overlap.frame.minY)
    let covered = scrollView.frame.intersection(hidden)
    return covered.isNull ? 0 : max(0, covered.height)
  }
}
