package import Foundation

#if canImport(CoreGraphics)
  package import CoreGraphics
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

  // Each strategy is decided here: what it holds, what it moves, and its formula. The engine, the
  // scenario format, the demo, the invariants and the UIKit adapter ask these questions rather than
  // look at the cases, so a new strategy is a case here, its name in scenario files
  // (`StrategyChoice`) and its views in the adapter (`KeyboardAvoidance+Strategy.swift`).

  /// The scroll view of the scroll and bottom-constraint strategies; `nil` for shift and manual.
  public var scrollView: ScrollViewGeometry? {
    switch self {
    case .shift, .manual: return nil
    case .scroll(let geometry), .bottomConstraint(let geometry, _), .chat(let geometry, _): return geometry
    }
  }

  /// What the bottom constraint the strategy raises is anchored to; `nil` when it raises none.
  package var constraintAnchor: ConstraintAnchor? {
    switch self {
    case .shift, .scroll, .manual: nil
    case .bottomConstraint(_, let anchor), .chat(_, let anchor): anchor
    }
  }

  /// The strategy's name in scenario files, on the demo's command line and in its reports.
  package var name: String {
    switch self {
    case .shift: "shift"
    case .scroll: "scroll"
    case .bottomConstraint: "constraint"
    case .manual: "manual"
    case .chat: "chat"
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
    }
  }

  /// The strategy with `geometry` as its scroll view; a strategy without one is returned as it is.
  package func replacingScrollView(with geometry: ScrollViewGeometry) -> AvoidanceStrategy {
    switch self {
    case .shift, .manual: self
    case .scroll: .scroll(geometry)
    case .bottomConstraint(_, let anchor): .bottomConstraint(geometry, anchor: anchor)
    case .chat(_, let anchor): .chat(messageList: geometry, anchor: anchor)
    }
  }

  /// The strategy with its bottom constraint anchored to `anchor`; a strategy that raises no
  /// constraint is returned as it is.
  package func replacingConstraintAnchor(with anchor: ConstraintAnchor) -> AvoidanceStrategy {
    switch self {
    case .shift, .scroll, .manual: self
    case .bottomConstraint(let geometry, _): .bottomConstraint(geometry, anchor: anchor)
    case .chat(let geometry, _): .chat(messageList: geometry, anchor: anchor)
    }
  }

  /// The scroll view's offset once content rests, from where it is now (`current`), clamped to the
  /// content at rest; 0 for a strategy without a scroll view.
  ///
  /// A chat's message list rose with its composer: it comes back down with the bottom of its visible
  /// part, so what the user reads stays above the composer.
  ///
  /// - Parameters:
  ///   - current: The targets now.
  ///   - container: The container's geometry.
  package func restContentOffset(from current: AvoidanceTargets, in container: ContainerGeometry) -> CGFloat {
    guard let scrollView else { return 0 }
    if case .chat(let messageList, let anchor) = self {
      return Self.chat(messageList, risenBy: 0, anchor: anchor, in: container, from: current, showsEnd: false)
        .contentOffset
    }
    return scrollView.clamped(current.contentOffset, with: scrollView.restInsets)
  }

  /// A chat's message list once its composer has risen by `rise` (0 at rest), from the targets
  /// `current`: its insets, and its offset, clamped to its content.
  ///
  /// What the user reads moves with the bottom of the list's visible part since the last decision: by
  /// the change of its inset (the composer's rise, or its growth as lines are typed), and of its frame
  /// when it follows the composer. A list that showed its newest message (`showsEnd`) shows it again.
  private static func chat(
    _ messageList: ScrollViewGeometry, risenBy rise: CGFloat, anchor: ConstraintAnchor,
    in container: ContainerGeometry, from current: AvoidanceTargets, showsEnd: Bool
  ) -> (insets: ScrollInsets, contentOffset: CGFloat) {
    let list = AvoidanceSolver.messageList(messageList, risenBy: rise, anchor: anchor, in: container)
    var moved = list.insets.content - current.contentInset
    if !list.isBehindComposer { moved += rise - current.constraintConstant }
    let end = list.geometry.maximumContentOffset(with: list.insets)
    let followed = list.geometry.clamped(current.contentOffset + moved, with: list.insets)
    // Within the tolerance that says a list shows its end, it shows it already: a jump to the end's exact
    // offset there would move it again on the same event a second time.
    let showsEndAlready = followed >= end - AvoidanceSolver.endTolerance
    return (list.insets, showsEnd && !showsEndAlready ? end : followed)
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
  ///   - showsEnd: Whether a chat's message list showed the end of its content, the newest message, as
  ///     last decided: it then shows it again, whatever changed its size (a rotation, say).
  package func targets(
    revealing item: CGRect, inside textView: CGRect?, spacing: CGFloat, placement: RevealPlacement,
    over overlap: KeyboardOverlap, from rest: AvoidanceTargets, in container: ContainerGeometry,
    current: AvoidanceTargets, holdsContentOffset: Bool = false, showsEnd: Bool = false
  ) -> (AvoidanceTargets, RevealRule) {
    var (targets, rule) = unheldTargets(
      revealing: item, inside: textView, spacing: spacing, placement: placement, over: overlap, from: rest,
      in: container, current: current, showsEnd: showsEnd)
    if holdsContentOffset, scrollView != nil { targets.contentOffset = current.contentOffset }
    return (targets, rule)
  }

  private func unheldTargets(
    revealing item: CGRect, inside textView: CGRect?, spacing: CGFloat, placement: RevealPlacement,
    over overlap: KeyboardOverlap, from rest: AvoidanceTargets, in container: ContainerGeometry,
    current: AvoidanceTargets, showsEnd: Bool
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
    case .chat(let messageList, let anchor):
      let rise = AvoidanceSolver.constraintConstant(for: overlap, anchor: anchor, in: container)
      targets.constraintConstant = rise
      (targets.scrollInsets, targets.contentOffset) = Self.chat(
        messageList, risenBy: rise, anchor: anchor, in: container, from: current, showsEnd: showsEnd)
      return (targets, .pinnedAboveKeyboard)
    }
  }
}
