/// Why a published value changed.
///
/// Every ``AvoidanceUpdate`` carries its cause, so a recorder can label each transition and a
/// test can tell an estimate from the correction that follows it.
public enum AvoidanceCause: Hashable, Sendable {
  /// The value a box starts with, before any input.
  case initial
  /// Observation started.
  case started
  /// A field began editing before any keyboard frame was known: the keyboard's height was
  /// estimated (the last reported height, else the configured estimate), or, where none may come, no
  /// keyboard is expected (``AvoidanceReason/keyboardAbsent``).
  case estimate
  /// A keyboard notification, with its phase: a show, a hide, a change of height.
  case keyboard(KeyboardPhase)
  /// Focus moved to a field while the keyboard was up.
  case focusChange
  /// A field ended editing. With the keyboard up, content holds until the next field begins editing
  /// or the keyboard hides; with the keyboard only estimated, no hide will follow, so content rests.
  case editingEnded
  /// The user dragged the keyboard to a new position (interactive dismissal): content follows it at
  /// once, with no animation, until UIKit's hide or show ends the drag.
  case keyboardDrag
  /// The container, the fields or the scroll view changed, for example on rotation.
  case layoutChange
  /// The user scrolled the scroll view.
  case userScroll
  /// The engine stopped waiting for a keyboard: no notification confirmed an estimate, or reported the
  /// keyboard in a new layout, within ``AvoidanceConfiguration/keyboardWaitTimeout``.
  case keyboardWaitExpired
  /// Observation stopped, returning everything to rest.
  case stopped
}
