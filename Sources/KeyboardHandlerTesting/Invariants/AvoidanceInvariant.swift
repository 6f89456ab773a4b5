/// A rule that keyboard avoidance must keep after every input it takes or rejects.
///
/// The rules are stated in their own words, as bounds and as relations between decisions, rather than
/// by repeating the engine's formulas, so that checking them tests the engine instead of agreeing with
/// it: the same context decided again gives the same decision, a hide leaves content where the same
/// context with no keyboard and no focus puts it, a field placed lower is never revealed with less. The
/// exact numbers of each strategy are the example tests' to check. Each case reads as the rule it names:
/// `print(AvoidanceInvariant.hideReturnsToRest)` prints "a hide or a stop returns every target to rest
/// exactly".
///
/// ``violations(after:from:to:outcome:)`` checks a step of an engine against every rule,
/// ``violations(in:)`` checks a state alone, and ``violations(inPublished:configuration:)`` checks
/// the sequence of states an avoider published, as a view model bound to it receives them.
public enum AvoidanceInvariant: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  // A step, from one engine to the next.

  /// An input the engine rejects leaves the engine exactly as it was.
  case rejectedInputChangesNothing
  /// While not observing, editing, keyboard and navigation inputs change nothing and publish nothing.
  case ignoredWhileNotObserving
  /// The state published is the engine's new state.
  case publishesTheNewState
  /// A state is published only when its decision differs from the one before: a change of context
  /// alone, or a new animation or cause, publishes nothing.
  case publishesOnlyRealChanges
  /// A decision that changed is published.
  case publishesEveryChange
  /// The animation a state is published with lasts a finite, non-negative time.
  case animationIsValid
  /// A hide of the keyboard, or a stop, returns every target to rest exactly: where the same context
  /// with no keyboard and no focus puts it, from where content was.
  case hideReturnsToRest
  /// A stop forgets the focus and the keyboard.
  case stopForgetsFocusAndKeyboard
  /// The same keyboard event a second time changes nothing.
  case repeatedKeyboardEventChangesNothing
  /// A decision, taken again in the same context from where it put content, is the same decision:
  /// content that is where it must be stays there.
  case sameContextSameDecision
  /// A change of screen (a rotation, a resized window) under a keyboard that is up moves nothing, and
  /// keeps the keyboard as it was, until the keyboard reports its frame in the new layout.
  case screenChangeWaitsForKeyboard
  /// A keyboard that reports floating is expected floating at the next focus, and one that reports
  /// docked over the container is expected as tall as it showed on screen.
  case keyboardIsLearnt
  /// When the wait for a keyboard expires on an estimate, the estimate is withdrawn: everything rests,
  /// and the next focus expects no keyboard.
  case unconfirmedEstimateIsWithdrawn
  /// A drag of the keyboard moves content at once, with no animation, and leaves the scroll view's
  /// offset where the finger put it.
  case dragMovesContentAtOnce
  /// A drag ends without a jump: editing that ends under the finger moves nothing, and UIKit's hide or
  /// show that ends the drag animates, with its own animation, from where the drag left the content.
  case dragEndsWithoutJump

  // A sequence of published states.

  /// Content never drops to rest and rises again before the drop's animation is over while a field
  /// stays focused: a user would see it jump.
  case noBounce

  // A state, at any moment.

  /// Every number published is finite.
  case valuesAreFinite
  /// The decision used the keyboard of the phase: the reported frame, or while a field waits for it,
  /// one as tall as the keyboard last reported (else the configured estimate), docked at the bottom.
  case keyboardIsThePhases
  /// The part of the container the keyboard covers is not empty and lies inside the container.
  case coverageIsInsideContainer
  /// The height the keyboard last reported can serve as the next estimate: finite and above 0.
  case reportedHeightIsUsable
  /// The focused field is one of the fields.
  case focusIsKnown
  /// The accessory bar's state is the one the navigator gives for the focused field.
  case accessoryFollowsFocus
  /// Each strategy publishes only its own targets; the others stay at rest.
  case strategyMovesOnlyItsTargets
  /// The scroll strategy never lowers the scroll view's insets below those it had at rest.
  case scrollInsetsNeverBelowRest
  /// The bottom-constraint strategy never lowers the constraint below its anchor.
  case constraintNeverBelowAnchor
  /// With the shift strategy and nothing to avoid (no keyboard, a keyboard that covers nothing, or a
  /// field that opted out), the container rests.
  case restsWithNothingToAvoid
  /// With the shift strategy, the container never rises by a negative amount, nor by more than the
  /// keyboard covers.
  case shiftWithinCoverage
  /// With the shift strategy, the focused field (an editing text view's caret) ends `spacing` clear of
  /// the keyboard, unless the shift is as far as it may go: all the keyboard covers, or the field's top
  /// at the top guide; a text view never rises above the top guide for its caret.
  case shiftPlacesTheField
  /// A field placed lower is never revealed with less: no smaller shift, no smaller content offset,
  /// revealed from rest in the same context.
  case lowerFieldIsRevealedNoLess
  /// A dragged keyboard is the one shown, docked, moved down below its reported top and no further
  /// than the screen's bottom; with no keyboard shown, nothing is dragged.
  case dragStaysOnTheKeyboardsPath
  /// With the chat strategy and a focused field, the composer's bottom sits on the keyboard's top (a
  /// dragged one's included), or at its anchor when the keyboard is lower or absent.
  case composerRidesKeyboard

  /// The rule, in words.
  public var description: String {
    switch self {
    case .rejectedInputChangesNothing: "a rejected input changes nothing"
    case .ignoredWhileNotObserving: "an editing, keyboard or navigation input changes nothing while not observing"
    case .publishesTheNewState: "the state published is the engine's new state"
    case .publishesOnlyRealChanges: "a state is published only when its decision differs from the one before"
    case .publishesEveryChange: "a decision that changed is published"
    case .animationIsValid: "an animation lasts a finite, non-negative time"
    case .hideReturnsToRest: "a hide or a stop returns every target to rest exactly"
    case .stopForgetsFocusAndKeyboard: "a stop forgets the focus and the keyboard"
    case .repeatedKeyboardEventChangesNothing: "the same keyboard event a second time changes nothing"
    case .sameContextSameDecision: "the same context, decided again from where content is, gives the same decision"
    case .screenChangeWaitsForKeyboard:
      "a change of screen under the keyboard moves nothing until the keyboard reports in the new layout"
    case .keyboardIsLearnt: "the next focus expects the keyboard as it last reported, docked or floating"
    case .unconfirmedEstimateIsWithdrawn: "an estimate no keyboard confirms in time is withdrawn"
    case .dragMovesContentAtOnce: "a drag of the keyboard moves content at once, leaving the scroll to the finger"
    case .dragEndsWithoutJump: "a drag ends without a jump, animated from where the drag left content"
    case .noBounce: "content never drops to rest and rises again within the drop's animation while a field is focused"
    case .valuesAreFinite: "every number published is finite"
    case .keyboardIsThePhases: "the decision uses the keyboard of the phase, reported or estimated"
    case .coverageIsInsideContainer: "the covered part of the container is not empty and lies inside it"
    case .reportedHeightIsUsable: "the height the keyboard last reported can serve as an estimate"
    case .focusIsKnown: "the focused field is one of the fields"
    case .accessoryFollowsFocus: "the accessory bar's state follows the focus"
    case .strategyMovesOnlyItsTargets: "each strategy moves only its own targets"
    case .scrollInsetsNeverBelowRest: "the scroll insets never fall below their rest values"
    case .constraintNeverBelowAnchor: "the bottom constraint never falls below its anchor"
    case .restsWithNothingToAvoid: "with nothing to avoid, the container rests"
    case .shiftWithinCoverage: "the container never rises more than the keyboard covers"
    case .shiftPlacesTheField: "the field ends spacing clear of the keyboard, unless the shift is as far as it may go"
    case .lowerFieldIsRevealedNoLess: "a field placed lower is never revealed with less shift or scroll"
    case .dragStaysOnTheKeyboardsPath: "a dragged keyboard lies between its reported top and the screen's bottom"
    case .composerRidesKeyboard: "the chat's composer sits on the keyboard's top, or at its anchor"
    }
  }
}
