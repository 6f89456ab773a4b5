public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// Something the app (or the simulator) tells the avoidance engine.
///
/// Editing and keyboard events arrive in whatever order UIKit sends them; the engine acts
/// once it knows both a focused field and a keyboard, whichever came second.
public enum AvoidanceInput: Equatable, Sendable {
  /// Start observing (from `viewWillAppear`).
  case startObserving
  /// Stop observing (from `viewDidDisappear`): everything returns to rest at once, and
  /// focus and keyboard are forgotten.
  case stopObserving
  /// A field became first responder.
  case didBeginEditing(FieldID)
  /// A field resigned first responder.
  case didEndEditing(FieldID)
  /// A keyboard notification.
  case keyboard(KeyboardEvent)
  /// The user drags the keyboard down (interactive dismissal, a scroll view's
  /// `keyboardDismissMode = .interactive`): its top edge is at `top`, in screen coordinates.
  ///
  /// UIKit posts no notification while the finger drags the keyboard, so each position tracked is an
  /// input of its own, taken at once, with no animation (``AvoidanceCause/keyboardDrag``). The
  /// keyboard's frame is the one last reported, moved down to `top`: a top above it (a finger above
  /// the keyboard) leaves the keyboard where it is, one below the screen covers nothing. Content follows
  /// what the keyboard covers at that position, except a scroll view's offset, which the finger moves
  /// (``AvoidanceContext/draggedKeyboardTop``). Releasing ends in UIKit's own notification: a hide when
  /// the keyboard is dismissed, a show when the drag is cancelled, each decided from where the finger
  /// left the scroll view and animated from where the drag left the content.
  ///
  /// Ignored unless a docked keyboard is shown. A top that is NaN or infinite throws
  /// ``AvoidanceError/invalidKeyboardTop``.
  case keyboardDragged(top: CGFloat)
  /// The screen's layout was read anew: what changed of the container, the fields, the scroll view and
  /// its offset, taken together as one decision and at most one publication. A `KeyboardListener`
  /// sends it before the notification it reads the screen for; ``containerDidChange(_:)``,
  /// ``fieldsDidChange(_:)``, ``scrollViewDidChange(_:)`` and ``didScroll(toContentOffset:)`` make a
  /// reading of one part.
  ///
  /// A change of screen (a rotation, a resized window) under a shown keyboard holds content until the
  /// keyboard reports its frame in the new layout, which is only known to be new once the container
  /// is: report the container before the keyboard notification that follows it. Fields that no longer
  /// include the focused one end its editing rather than throw (a table or collection view reuses or
  /// removes the cell of a field scrolled away, and UIKit ends that field's editing). A user's scroll is
  /// where the next decision starts from. A reading that changes nothing publishes nothing; a bad part
  /// throws and nothing of the reading is taken.
  case layoutDidChange(LayoutReading)
  /// The user asked to move focus or end editing.
  case navigate(NavigationAction)
  /// A text field or text view the engine does not know began editing: focus moved out of its fields,
  /// to another screen's (two avoiders side by side) or to one outside the container. Content held
  /// between two of the engine's fields rests; anything else is unchanged. A `KeyboardListener` sends
  /// it for a begin-editing notification from an object that is not one of its fields.
  case focusDidMoveElsewhere
  /// ``AvoidanceConfiguration/keyboardWaitTimeout`` passed since the state began waiting for the
  /// keyboard (``AvoidanceState/isWaitingForKeyboard``) with no keyboard notification: an estimate is
  /// withdrawn, and a keyboard frame from the old layout is taken as it is. `KeyboardAvoider` sends
  /// it on its clock; anywhere else it does nothing unless the state is waiting.
  case keyboardWaitDidExpire
}
