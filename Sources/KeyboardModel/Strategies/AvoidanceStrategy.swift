package import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// How content gets out of the keyboard's way.
public enum AvoidanceStrategy: Equatable, Sendable {
  /// Moves the whole container up: publishes ``LayoutProperty/offset`` (the avoider's `offset` box;
  /// as a plain number, `KeyboardAvoider.keyboardOffset`), applied as a vertical translation
  /// (`view.transform`). Field frames are in container coordinates.
  ///
  /// While the same field edits, an item already clear where the content is keeps the shift, as the
  /// scroll strategies keep their offset (another field is revealed from rest); an editing text view never rises above the top guide for its caret, and is inset and
  /// scrolled for it instead (the UIKit adapter does it).
  case shift
  /// Sets the scroll view's bottom content and indicator insets and scrolls the field into
  /// view: publishes ``LayoutProperty/contentInset``, ``LayoutProperty/indicatorInset`` and
  /// ``LayoutProperty/contentOffset``.
  case scroll(ScrollViewGeometry)
  /// Raises the scroll view's bottom constraint to the keyboard's top, then scrolls the field
  /// into view inside the shortened scroll view: publishes
  /// ``LayoutProperty/constraintConstant`` and ``LayoutProperty/contentOffset``.
  case bottomConstraint(ScrollViewGeometry, anchor: ConstraintAnchor)
  /// Moves nothing: publishes only the covered frame and height and the focused field; the app
  /// positions content itself.
  case manual
  /// A chat screen: a composer bar outside the message list rides the keyboard, and the list follows.
  ///
  /// The composer's bottom constraint rises to the keyboard's top, as `bottomConstraint`'s does
  /// (``LayoutProperty/constraintConstant``), whatever field is focused in it (its fields are in
  /// container coordinates, not the list's content). The message list either reaches down behind the
  /// composer, to `anchor` or below (its bottom insets then grow by the composer's rise), or stops at
  /// the composer's top (its frame then follows the composer and its insets stay). Either way its
  /// content offset moves as far as the bottom of its visible part rises (the composer's rise, and a
  /// list behind the composer's new rest inset as the composer grows), so what the user reads, the
  /// newest message included, stays where it is above the composer; a list that showed its newest
  /// message shows it still, whatever changed its size (a rotation): ``LayoutProperty/contentInset``,
  /// ``LayoutProperty/indicatorInset`` and ``LayoutProperty/contentOffset``. A drag of the keyboard
  /// (``AvoidanceInput/keyboardDragged(top:)``) moves the composer and the insets with it, frame by
  /// frame, and leaves the offset to the finger; the hide or show that ends the drag moves the list on
  /// from there with the composer (back to the newest message if it showed it before the drag).
  case chat(messageList: ScrollViewGeometry, anchor: ConstraintAnchor)
  /// A chat screen whose composer UIKit moves: the keyboard's input accessory view, or a view pinned to
  /// `view.keyboardLayoutGuide`. Only the message list is the engine's to move; the composer is never moved
  /// twice.
  ///
  /// The list follows the keyboard as ``chat(messageList:anchor:)``'s does, its composer's rise being the
  /// keyboard's top above the safe area's bottom: ``LayoutProperty/contentInset``,
  /// ``LayoutProperty/indicatorInset`` and ``LayoutProperty/contentOffset``, the offset keeping what the user
  /// reads above the composer (as ``AvoidanceConfiguration/messageListLift`` says). UIKit moves such a
  /// composer with whatever keyboard is up, a field focused or not (a view controller whose input accessory
  /// view shows with no text view editing), so the list clears a reported keyboard whatever the focus; and
  /// only with the real keyboard, so nothing is estimated.
  case messageList(ScrollViewGeometry, composer: ComposerMount)

  // Each strategy is decided here: what it holds, what it moves, and its formula. The engine, the
  // scenario format, the demo, the invariants and the UIKit adapter ask these questions rather than
  // look at the cases, so a new strategy is a case here, its name in scenario files
  // (`StrategyChoice`) and its views in the adapter (`KeyboardAvoidance+Strategy.swift`).

  /// The scroll view of the scroll and bottom-constraint strategies; `nil` for shift and manual.
  public var scrollView: ScrollViewGeometry? {
    switch self {
    case .shift, .manual: return nil
    case .scroll(let geometry), .bottomConstraint(let geometry, _), .chat(let geometry, _),
      .messageList(let geometry, _):
      return geometry
    }
  }

  /// What the bottom constraint the strategy raises is anchored to; `nil` when it raises none.
  package var constraintAnchor: ConstraintAnchor? {
    switch self {
    case .shift, .scroll, .manual, .messageList: nil
    case .bottomConstraint(_, let anchor), .chat(_, let anchor): anchor
    }
  }

  /// A chat's message list at rest, how its composer meets the keyboard (`nil` for a composer on a bottom
  /// constraint, ``chat(messageList:anchor:)``'s) and what the composer rests on; `nil` for the other
  /// strategies. A composer UIKit moves rests on the safe area's bottom.
  package var messageListParts: (list: ScrollViewGeometry, composer: ComposerMount?, anchor: ConstraintAnchor)? {
    switch self {
    case .shift, .scroll, .bottomConstraint, .manual: nil
    case .chat(let list, let anchor): (list, nil, anchor)
    case .messageList(let list, let composer): (list, composer, .safeAreaBottom)
    }
  }

  /// Whether content follows any keyboard that is up, a field of the engine's focused or not: a composer
  /// UIKit moves rides whatever keyboard shows.
  package var followsEveryKeyboard: Bool {
    if case .messageList = self { true } else { false }
  }

  /// Whether a keyboard that has not reported is estimated: not for a composer UIKit moves, which waits
  /// for the real keyboard, and the list with it.
  package var estimatesKeyboard: Bool { !followsEveryKeyboard }

  /// The strategy's name in scenario files, on the demo's command line and in its reports.
  package var name: String {
    switch self {
    case .shift: "shift"
    case .scroll: "scroll"
    case .bottomConstraint: "constraint"
    case .manual: "manual"
    case .chat: "chat"
    case .messageList: "messageList"
    }
  }

  /// The properties the strategy moves, in the table's order; every other one stays at rest. Empty
  /// for a strategy that leaves moving content to the app.
  package var movedProperties: [LayoutProperty] {
    switch self {
    case .shift: [.offset]
    case .scroll: [.contentInset, .indicatorInset, .contentOffset]
    case .bottomConstraint: [.contentOffset, .constraintConstant]
    case .manual: []
    case .chat: [.contentInset, .indicatorInset, .contentOffset, .constraintConstant]
    case .messageList: [.contentInset, .indicatorInset, .contentOffset]
    }
  }

  /// The strategy with `geometry` as its scroll view; a strategy without one is returned as it is.
  package func replacingScrollView(with geometry: ScrollViewGeometry) -> AvoidanceStrategy {
    switch self {
    case .shift, .manual: self
    case .scroll: .scroll(geometry)
    case .bottomConstraint(_, let anchor): .bottomConstraint(geometry, anchor: anchor)
    case .chat(_, let anchor): .chat(messageList: geometry, anchor: anchor)
    case .messageList(_, let composer): .messageList(geometry, composer: composer)
    }
  }

  /// The strategy with its bottom constraint anchored to `anchor`; a strategy that raises no
  /// constraint is returned as it is.
  package func replacingConstraintAnchor(with anchor: ConstraintAnchor) -> AvoidanceStrategy {
    switch self {
    case .shift, .scroll, .manual, .messageList: self
    case .bottomConstraint(let geometry, _): .bottomConstraint(geometry, anchor: anchor)
    case .chat(let geometry, _): .chat(messageList: geometry, anchor: anchor)
    }
  }

  /// The scroll view's offset once content rests, from where it is now (`current`), clamped to the
  /// content at rest; 0 for a strategy without a scroll view.
  ///
  /// A chat's message list rose with its composer: it comes back down with the bottom of its visible
  /// part, so what the user reads stays above the composer, as `lift` allows.
  ///
  /// - Parameters:
  ///   - current: The targets now.
  ///   - list: What a chat's message list showed at `current`, as the decision that put it there judged it;
  ///     `nil` to judge it here, in `container`.
  ///   - lift: When a chat's message list moves with the keyboard.
  ///   - container: The container's geometry.
  package func restContentOffset(
    from current: AvoidanceTargets, showing list: MessageListView? = nil, lift: MessageListLift = .always,
    in container: ContainerGeometry
  ) -> CGFloat {
    guard let scrollView else { return 0 }
    if let parts = messageListParts {
      let shown =
        list ?? AvoidanceSolver.messageListView(at: current, keyboard: nil, under: self, in: container)
        ?? MessageListView(visibleHeight: 0, showsEnd: false)
      let following = MessageListFollowing(shown: shown, lift: lift)
      return Self.chat(parts, risenBy: 0, in: container, from: current, following: following).contentOffset
    }
    return scrollView.clamped(current.contentOffset, with: scrollView.restInsets)
  }

  /// A chat's message list once its composer has risen by `rise` (0 at rest), from the targets
  /// `current`: its insets, and its offset, clamped to its content.
  ///
  /// What the user reads moves with the bottom of the list's visible part: the offset moves by as far as
  /// the visible part shrank since `following.shown` (the composer's rise, its growth as lines are typed, a
  /// list laid out anew), unless `following.lift` keeps it where it is. A list that showed its newest message
  /// shows it again, where it moves.
  private static func chat(
    _ parts: (list: ScrollViewGeometry, composer: ComposerMount?, anchor: ConstraintAnchor), risenBy rise: CGFloat,
    in container: ContainerGeometry, from current: AvoidanceTargets, following: MessageListFollowing
  ) -> (insets: ScrollInsets, contentOffset: CGFloat) {
    let list = AvoidanceSolver.messageList(
      parts.list, risenBy: rise, composer: parts.composer, anchor: parts.anchor, in: container)
    let moved = following.shown.visibleHeight - list.visibleHeight
    guard following.moves(by: moved) else {
      return (list.insets, list.geometry.clamped(current.contentOffset, with: list.insets))
    }
    let end = list.geometry.maximumContentOffset(with: list.insets)
    let followed = list.geometry.clamped(current.contentOffset + moved, with: list.insets)
    // Within the tolerance that says a list shows its end, it shows it already: a jump to the end's exact
    // offset there would move it again on the same event a second time.
    let showsEndAlready = followed >= end - AvoidanceSolver.endTolerance
    return (list.insets, following.shown.showsEnd && !showsEndAlready ? end : followed)
  }

  /// The targets that reveal `item` over the keyboard's overlap, and the rule that placed it: the
  /// strategy's formula, from `rest`, which holds every property it does not move.
  ///
  /// - Parameters:
  ///   - item: The frame to reveal, in the coordinates the strategy's fields are in.
  ///   - textView: The text view `item` is the caret of, or `nil` when the item is a field.
  ///   - spacing: The gap to keep between the item and the keyboard.
  ///   - placement: Where the item goes when it must move.
  ///   - overlap: What the keyboard covers of the container.
  ///   - rest: The targets at rest.
  ///   - container: The container's geometry.
  ///   - current: Where the content is: the offset a shift keeps if it can, the content offset a
  ///     scroll starts from.
  ///   - holdsContentOffset: Whether a scroll view's offset stays at `current`'s: the user drags the
  ///     keyboard, and the finger moves the scroll view.
  ///   - following: How a chat's message list follows its composer from `current`: what it showed there
  ///     (it shows its newest message again if it did, whatever changed its size) and when it moves.
  package func targets(
    revealing item: CGRect, inside textView: CGRect?, spacing: CGFloat, placement: RevealPlacement,
    over overlap: KeyboardOverlap, from rest: AvoidanceTargets, in container: ContainerGeometry,
    current: AvoidanceTargets, holdsContentOffset: Bool = false, following: MessageListFollowing? = nil
  ) -> (AvoidanceTargets, RevealRule) {
    var (targets, rule) = unheldTargets(
      revealing: item, inside: textView, spacing: spacing, placement: placement, over: overlap, from: rest,
      in: container, current: current, following: following)
    if holdsContentOffset, scrollView != nil { targets.contentOffset = current.contentOffset }
    return (targets, rule)
  }

  private func unheldTargets(
    revealing item: CGRect, inside textView: CGRect?, spacing: CGFloat, placement: RevealPlacement,
    over overlap: KeyboardOverlap, from rest: AvoidanceTargets, in container: ContainerGeometry,
    current: AvoidanceTargets, following: MessageListFollowing?
  ) -> (AvoidanceTargets, RevealRule) {
    var targets = rest
    let currentOffset = current.contentOffset
    switch self {
    case .shift:
      let (shift, rule) = AvoidanceSolver.shiftAndRule(
        revealing: item, inside: textView, spacing: spacing, placement: placement, overlap: overlap,
        topGuide: container.topGuide, from: -current.offset)
      targets.offset = shift > 0 ? -shift : 0
      return (targets, rule)
    case .scroll(let scrollView):
      let insets = AvoidanceSolver.scrollInsets(for: overlap, in: scrollView)
      targets.scrollInsets = insets
      let rule: RevealRule
      (targets.contentOffset, rule) = AvoidanceSolver.contentOffsetAndRule(
        revealing: item, spacing: spacing, placement: placement, in: scrollView, insets: insets,
        currentOffset: currentOffset)
      return (targets, rule)
    case .bottomConstraint(let scrollView, let anchor):
      targets.constraintConstant = AvoidanceSolver.constraintConstant(for: overlap, anchor: anchor, in: container)
      let rule: RevealRule
      (targets.contentOffset, rule) = AvoidanceSolver.contentOffsetAndRule(
        revealing: item, spacing: spacing, placement: placement,
        in: AvoidanceSolver.shortened(scrollView, by: overlap), insets: scrollView.restInsets,
        currentOffset: currentOffset)
      return (targets, rule)
    case .manual:
      return (targets, .leftToTheApp)
    case .chat, .messageList:
      guard let parts = messageListParts else { return (targets, .pinnedAboveKeyboard) }
      let rise = AvoidanceSolver.constraintConstant(for: overlap, anchor: parts.anchor, in: container)
      // Only a composer on a bottom constraint is the engine's to raise.
      if parts.composer == nil { targets.constraintConstant = rise }
      let following =
        following
        ?? MessageListFollowing(
          shown: AvoidanceSolver.messageListView(at: current, keyboard: nil, under: self, in: container)
            ?? MessageListView(visibleHeight: 0, showsEnd: false))
      (targets.scrollInsets, targets.contentOffset) = Self.chat(
        parts, risenBy: rise, in: container, from: current, following: following)
      return (targets, .pinnedAboveKeyboard)
    }
  }
}
