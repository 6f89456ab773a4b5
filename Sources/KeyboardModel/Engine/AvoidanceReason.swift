public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// Why the published targets are what they are: the branch of the decision the engine took.
///
/// Explanations, pictures and tests read the reason rather than re-running the decision. Together
/// with ``AvoidanceDecision/keyboard`` (the keyboard the decision used, reported or estimated), it says
/// everything a sentence such as "bottom 744 + spacing 20 would be hidden by keyboard top 516, shift
/// up 248" needs.
public enum AvoidanceReason: Equatable, Sendable {
  /// Observation is stopped: everything rests.
  case notObserving
  /// Nothing is focused and no keyboard covers the container: everything rests.
  case nothingFocused
  /// The keyboard is up and focus is between two fields: content holds where it is, so switching
  /// fields never bounces it back to rest.
  case heldBetweenFields
  /// A field is focused, but the keyboard went down: everything rests.
  case keyboardHidden
  /// A field is focused, but the keyboard covers none of the container (floating, undocked, split,
  /// off screen, or 0 pt high, as a keyboard says it is none before a text field begins editing): everything
  /// rests. ``AvoidanceDecision/keyboard`` says where it is.
  case keyboardCoversNothing
  /// The screen changed (a rotation, a resized window) while the keyboard was up, and the keyboard
  /// has not reported its frame in the new layout yet: its last frame is from the old layout, where it
  /// would look off screen or floating, so content holds where it is rather than dropping to rest and
  /// rising again a moment later.
  case keyboardFromOldLayout
  /// The keyboard is up for a text field or text view that is not one of the fields: everything rests.
  case focusedElsewhere
  /// A field is focused, but no keyboard is expected: none reported within
  /// ``AvoidanceConfiguration/keyboardWaitTimeout`` of the field's estimate (a hardware keyboard whose
  /// shortcut bar is hidden sends nothing), the last focus already showed that none comes, a text view
  /// began editing with no keyboard notification before it (its keyboard's come first), or the app turned
  /// estimates off (``AvoidanceConfiguration/isEstimatingKeyboard``). Everything rests until a keyboard
  /// reports.
  case keyboardAbsent
  /// The focused field opts out of avoidance: everything rests.
  case optedOut(FieldID)
  /// An item was moved clear of the keyboard, as described.
  case revealed(AvoidanceReveal)
}

/// How an item was moved clear of the keyboard.
public struct AvoidanceReveal: Equatable, Sendable {
  /// The focused field.
  public var field: FieldID
  /// The item revealed, in container (or scroll content) coordinates at rest: the focused field (an
  /// editing text view's caret), the next field, or the configured fallback.
  public var item: CGRect
  /// The gap kept between the item and the keyboard (or the top guide).
  public var spacing: CGFloat
  /// Which rule placed it.
  public var rule: RevealRule
  /// How far the focused text view's bottom content inset must reach, in points, for its caret (the
  /// item) to scroll clear of the keyboard: the height of the text view, once shifted, below `spacing`
  /// above the keyboard. 0 for a text field, and under strategies other than the shift.
  ///
  /// A text view taller than the room above the keyboard is shifted no further than its top at the top
  /// guide, so its first lines stay on screen; its content then scrolls for the caret instead, within
  /// this inset, by `textViewScroll`. The UIKit adapter writes both into a text view that scrolls.
  package var textViewInset: CGFloat = 0
  /// How far the focused text view's content must scroll for its caret to show, in points: positive
  /// scrolls the content up (the caret lies below the part left visible), negative down; 0 when the
  /// caret shows already, for a text field, and under strategies other than the shift.
  package var textViewScroll: CGFloat = 0

  /// Creates a reveal.
  ///
  /// - Parameters:
  ///   - field: The focused field.
  ///   - item: The item revealed.
  ///   - spacing: The gap kept.
  ///   - rule: Which rule placed it.
  package init(field: FieldID, item: CGRect, spacing: CGFloat, rule: RevealRule) {
    self.field = field
    self.item = item
    self.spacing = spacing
    self.rule = rule
  }

  /// Creates the reveal of a text view's caret, with what the text view needs for it.
  package init(
    field: FieldID, item: CGRect, spacing: CGFloat, rule: RevealRule, textViewInset: CGFloat, textViewScroll: CGFloat
  ) {
    self.init(field: field, item: item, spacing: spacing, rule: rule)
    self.textViewInset = textViewInset
    self.textViewScroll = textViewScroll
  }
}

/// The rule that placed a revealed item.
public enum RevealRule: Equatable, Sendable {
  /// The item, with its spacing, is already clear of the keyboard where the content is: nothing moves.
  case alreadyVisible
  /// The item's bottom sits `spacing` above the keyboard's top.
  case bottomAboveKeyboard
  /// The item's top sits `spacing` below the top guide (or the top of a scroll view's visible area).
  case topBelowTopGuide
  /// The item is taller than the room above the keyboard: its top is aligned to the top guide. For
  /// a text view's caret under the shift strategy: the text view is too tall to show with its caret,
  /// so its top is held at the top guide and its content scrolls for the caret (the UIKit adapter
  /// insets and scrolls it).
  case alignedToTop
  /// The view rose as far as the keyboard covers, and no further.
  case limitedByCoverage
  /// The scroll view scrolled as far as its content allows, and no further.
  case limitedByContent
  /// The item rides the keyboard: the chat strategy's composer, pinned above the keyboard's top by its
  /// bottom constraint, with the message list following it.
  case pinnedAboveKeyboard
  /// The manual strategy moves nothing: the app positions content from the published keyboard.
  case leftToTheApp
}
