internal import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// Where content is as a decision is taken: what a decision starts from, besides its context.
package struct ContentPosition: Equatable, Sendable {
  /// The decision content is at: its targets, its focus, the keyboard it avoided, its reason.
  package var decision: AvoidanceDecision
  /// Where content was before an estimate moved it, when the context the decision leaves was estimating
  /// the keyboard: the first real keyboard frame reveals the field from there, and an estimate withdrawn
  /// returns content there.
  package var beforeEstimate: AvoidanceTargets?
  /// Whether a finger holds the scroll view where it is: it drags the keyboard at this moment, also
  /// where the keyboard was reported, which is no drag of the keyboard.
  package var isHeldByFinger: Bool

  /// Content at `decision`, with no estimate to correct and no finger on it.
  package init(_ decision: AvoidanceDecision, beforeEstimate: AvoidanceTargets? = nil, isHeldByFinger: Bool = false) {
    self.decision = decision
    self.beforeEstimate = beforeEstimate
    self.isHeldByFinger = isHeldByFinger
  }
}

extension AvoidanceDecision {
  /// The decision at rest for a new engine in `context`: a scroll view where it is, everything else at
  /// rest.
  package static func atRest(in context: AvoidanceContext) -> AvoidanceDecision {
    let scrollView = context.configuration.strategy.scrollView
    let decision = AvoidanceDecision(
      keyboard: nil, focusedField: nil, accessory: .inactive,
      targets: AvoidanceTargets(
        scrollInsets: scrollView?.restInsets ?? .zero, contentOffset: scrollView?.contentOffset ?? 0),
      reason: context.isObserving ? .nothingFocused : .notObserving)
    return decision.judged(in: context, from: decision)
  }

  /// The decision for `context`, with content where `position` says it is: the keyboard to avoid, the
  /// focus and its accessory bar, the targets and why. A pure function: the same context from the same
  /// position gives the same decision.
  ///
  /// - Parameters:
  ///   - context: What the engine was told.
  ///   - position: Where content is now.
  package static func deciding(in context: AvoidanceContext, from position: ContentPosition) -> AvoidanceDecision {
    let current = position.decision
    var decision = current
    decision.keyboard = context.keyboardCoverage
    decision.focusedField = context.phase.focusedField
    decision.accessory = context.navigator.accessoryState(for: context.phase.focusedField)
    let deciding = Deciding(context: context, position: position, keyboard: decision.keyboard)
    let (targets, reason) = deciding.targetsAndReason()
    decision.targets = targets ?? deciding.held()
    decision.reason = reason
    // A scroll rule depends on the offset the content is at, which the decision before may itself have
    // set: the same decision taken again can name another rule for the same targets. The rule that
    // placed the item stands, so the same event twice changes nothing.
    if case .revealed(let previous) = current.reason, case .revealed(var reveal) = decision.reason,
      reveal.field == previous.field, reveal.item == previous.item, reveal.spacing == previous.spacing,
      decision.targets == current.targets
    {
      reveal.rule = previous.rule
      decision.reason = .revealed(reveal)
    }
    return decision.judged(in: context, from: current)
  }

  /// The decision with what a chat's list shows judged anew where it can be: content held from an old
  /// layout was placed for that layout, whose view of the list it keeps, and a list the finger drags is
  /// where the finger puts it, so whether it showed its newest message before counts, when the drag ends
  /// too.
  package func judged(in context: AvoidanceContext, from current: AvoidanceDecision) -> AvoidanceDecision {
    var judged = self
    guard reason != .keyboardFromOldLayout else {
      judged.messageList = current.messageList
      return judged
    }
    // A composer UIKit moves rides a reported keyboard, never an estimate.
    let followed = keyboard?.source == .reported ? keyboard?.overlap : nil
    judged.messageList = AvoidanceSolver.messageListView(
      at: targets, keyboard: followed, under: context.configuration.strategy, in: context.container)
    if context.draggedKeyboardTop != nil { judged.messageList?.showsEnd = current.messageListShowsEnd }
    return judged
  }
}

/// One decision being taken: its context, where content is, and the keyboard it avoids.
private struct Deciding {
  let context: AvoidanceContext
  let position: ContentPosition
  let keyboard: KeyboardCoverage?

  private var current: AvoidanceDecision { position.decision }
  private var strategy: AvoidanceStrategy { context.configuration.strategy }
  /// Where content was before the estimate being corrected or withdrawn, if one is.
  private var beforeEstimate: AvoidanceTargets? { context.phase.estimateStart ?? position.beforeEstimate }
  /// Where a reveal starts from: before the estimate being corrected, else where content is.
  private var revealStart: AvoidanceTargets { beforeEstimate ?? current.targets }
  /// Whether the finger holds the scroll view's offset: the user drags the keyboard.
  private var isOffsetHeld: Bool {
    (context.draggedKeyboardTop != nil || position.isHeldByFinger) && strategy.scrollView != nil
  }

  /// The content targets, and why; `nil` targets hold the current ones.
  func targetsAndReason() -> (AvoidanceTargets?, AvoidanceReason) {
    let rest = restTargets()
    switch context.phase {
    case .stopped:
      return (rest, .notObserving)
    case .resting:
      return (rest, .nothingFocused)
    case .hidden:
      return (rest, .keyboardHidden)
    case .focusedElsewhere:
      return (listFollowingKeyboard(from: rest) ?? rest, .focusedElsewhere)
    case .keyboardAbsent:
      // An estimate withdrawn: the content goes back to where it was before the estimate scrolled it.
      return (restTargets(from: position.beforeEstimate), .keyboardAbsent)
    case .awaitingKeyboard:
      return (nil, .keyboardFromOldLayout)
    case .shown(_, nil):
      // Focus is between two fields: holding keeps the content from bouncing to rest. The rest
      // decision waits for the keyboard's hide or the next begin editing. A list under a composer UIKit
      // moves follows the keyboard all the same.
      guard keyboard?.overlap != nil else { return (rest, .nothingFocused) }
      return (listFollowingKeyboard(from: rest), .heldBetweenFields)
    case .estimating(let id, _), .shown(_, let id?):
      // A field the content does not move for leaves a list under a composer UIKit moves following the
      // keyboard, as any focus does.
      let unmoved = listFollowingKeyboard(from: rest) ?? rest
      guard let field = context.navigator.field(id) else { return (unmoved, .nothingFocused) }
      guard field.isAvoidanceEnabled else { return (unmoved, .optedOut(id)) }
      guard let overlap = keyboard?.overlap else { return (rest, .keyboardCoversNothing) }
      let (item, textView) = revealedItem(for: field)
      let spacing = field.spacing ?? context.configuration.spacing
      var reveal = AvoidanceReveal(field: id, item: item, spacing: spacing, rule: .alreadyVisible)
      let targets: AvoidanceTargets
      (targets, reveal.rule) = self.targets(
        revealing: item, inside: textView, spacing: spacing, over: overlap, from: rest)
      if let textView, case .shift = strategy {
        (reveal.textViewInset, reveal.textViewScroll) = AvoidanceSolver.textViewInsetAndScroll(
          caret: item, in: textView, shift: -targets.offset, spacing: spacing, overlap: overlap,
          topGuide: context.container.topGuide)
      }
      return (targets, .revealed(reveal))
    }
  }

  /// The targets held (focus between two fields, a keyboard from the old layout): what the strategy
  /// moves stays where it is, a scroll view's insets never below their rest; what it does not move is
  /// at rest, the rest of a scroll view laid out anew included, as it is whenever nothing holds.
  func held() -> AvoidanceTargets {
    let rest = restTargets()
    var held = rest
    for property in strategy.movedProperties {
      held[property] = current.targets[property]
    }
    held.contentInset = max(held.contentInset, rest.contentInset)
    held.indicatorInset = max(held.indicatorInset, rest.indicatorInset)
    return held
  }

  /// Every target at rest, the content offset from `start`, else from where content is.
  private func restTargets(from start: AvoidanceTargets? = nil) -> AvoidanceTargets {
    let from = start ?? current.targets
    var rest = AvoidanceTargets(
      scrollInsets: strategy.scrollView?.restInsets ?? .zero,
      contentOffset: strategy.restContentOffset(
        from: from, showing: messageListView(at: from, isBeforeEstimate: start != nil),
        lift: context.configuration.messageListLift, in: context.container))
    // Dragged below where it covers anything, or with focus gone under the finger, the keyboard leaves
    // the offset to the finger still, wherever it scrolled.
    if isOffsetHeld { rest.contentOffset = current.targets.contentOffset }
    return rest
  }

  /// The targets that reveal `item` (inside the text view `textView`, when it is that one's caret), and
  /// the rule that placed it. Each strategy starts from where the content is, or was before an estimate.
  private func targets(
    revealing item: CGRect, inside textView: CGRect?, spacing: CGFloat, over overlap: KeyboardOverlap,
    from rest: AvoidanceTargets
  ) -> (AvoidanceTargets, RevealRule) {
    var start = revealStart
    // The shift keeps what is on screen while the same field edits (typing, a keyboard that changes);
    // another field is revealed from rest, by the shift's formula.
    start.offset = context.phase.focusedField == current.focusedField ? -keptShift(start, over: overlap) : 0
    let following = messageListView(at: start, isBeforeEstimate: beforeEstimate != nil).map {
      MessageListFollowing(shown: $0, lift: context.configuration.messageListLift)
    }
    return strategy.targets(
      revealing: item, inside: textView, spacing: spacing, placement: context.configuration.placement, over: overlap,
      from: rest, in: context.container, current: start, holdsContentOffset: isOffsetHeld, following: following)
  }

  /// What a chat's message list shows at `targets`: where content is, as the decision that put it there
  /// judged it, in the layout it placed the list in; where content was before an estimate (one being
  /// corrected, or withdrawn), as those targets show it in this context. Where the targets come from says
  /// which, never their value (an estimate may have moved nothing), so the same context decided again
  /// gives the same decision: a list laid out anew while an estimate waits is judged in its new layout,
  /// each time.
  private func messageListView(at targets: AvoidanceTargets, isBeforeEstimate: Bool) -> MessageListView? {
    if !isBeforeEstimate, let shown = current.messageList { return shown }
    return AvoidanceSolver.messageListView(
      at: targets, keyboard: nil, under: strategy, in: context.container)
  }

  /// The targets of a list that follows every keyboard (under a composer UIKit moves), whatever the focus,
  /// over the reported keyboard; `nil` under the other strategies, and with no reported keyboard over the
  /// container.
  private func listFollowingKeyboard(from rest: AvoidanceTargets) -> AvoidanceTargets? {
    guard strategy.followsEveryKeyboard, keyboard?.source == .reported, let overlap = keyboard?.overlap else {
      return nil
    }
    return targets(revealing: .zero, inside: nil, spacing: 0, over: overlap, from: rest).0
  }

  /// The shift the content keeps, if its item is still clear there: where it is, or as far down as the
  /// keyboard went (a predictive bar hidden), so content follows a keyboard that sinks and never more.
  /// Content held from another layout (a rotation) keeps nothing: its shift was for that layout.
  private func keptShift(_ targets: AvoidanceTargets, over overlap: KeyboardOverlap) -> CGFloat {
    if current.reason == .keyboardFromOldLayout { return 0 }
    let sunk = overlap.top - (current.keyboard?.overlap?.top ?? overlap.top)
    return max(0, -targets.offset - max(0, sunk))
  }

  /// The item to reveal for `field`, and the text view it is the caret of, if it is one.
  private func revealedItem(for field: InputField) -> (item: CGRect, textView: CGRect?) {
    if case .nextField(let fallback) = context.configuration.revealedItem {
      let fields = context.navigator.fields
      if let index = fields.firstIndex(of: field), index + 1 < fields.count { return (fields[index + 1].frame, nil) }
      if let fallback { return (fallback, nil) }
    }
    return (field.revealedItem, field.caret == nil ? nil : field.frame)
  }
}
