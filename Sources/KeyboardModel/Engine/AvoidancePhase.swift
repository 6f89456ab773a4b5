public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// Where the engine stands: whether it observes, which field is focused, and what it knows of the
/// keyboard, as one value whose cases are exactly the legal combinations.
///
/// UIKit sends editing and keyboard events in either order (a text field begins editing before
/// the keyboard's will-show, a text view after), so the phase moves through these cases in both
/// orders, and the engine acts once a focused field and a keyboard are both known.
public enum AvoidancePhase: Equatable, Sendable {
  /// Not observing: editing, keyboard, navigation and scroll inputs are ignored, everything rests.
  case stopped
  /// Observing, with nothing focused and no keyboard up.
  case resting
  /// A field is focused and no keyboard frame has arrived yet: the keyboard is estimated meanwhile.
  ///
  /// `from` is where content was before the estimate moved it: the first real keyboard frame reveals
  /// the field from there, correcting the estimate rather than building on it, and an estimate no
  /// keyboard confirms returns content there.
  case estimating(FieldID, from: AvoidanceTargets)
  /// The keyboard is up with this end frame, in screen coordinates. With no field focused, focus is
  /// between two fields (the end editing of one, before the begin editing of the next).
  ///
  /// A frame 0 pt high is no keyboard, and moves nothing; it is kept only when it came with nothing
  /// focused and no keyboard up: the keyboard's last word before the next focus.
  case shown(keyboard: CGRect, focus: FieldID?)
  /// A field is focused but the keyboard went down (a hide arrived before the end of editing).
  case hidden(FieldID)
  /// The screen changed (a rotation, a resized window) while the keyboard was up: its last frame is
  /// from the old layout. The keyboard as it was last measured is kept, and the content holds, until
  /// the keyboard reports its frame in the new layout. With no field focused, focus is between fields.
  case awaitingKeyboard(lastCoverage: KeyboardCoverage, focus: FieldID?)
  /// The keyboard is up with this end frame for a text field or text view the engine does not know: focus
  /// moved out of its fields (to another screen's, or a search field outside the container).
  case focusedElsewhere(keyboard: CGRect)
  /// A field is focused and no keyboard is expected: none reported within the wait after the field began
  /// editing (a hardware keyboard whose shortcut bar is hidden), a text view began editing with no keyboard
  /// notification before it, or the app turned estimates off
  /// (``AvoidanceConfiguration/isEstimatingKeyboard``); content rests until one reports.
  case keyboardAbsent(FieldID)

  /// The focused field, if any.
  package var focusedField: FieldID? {
    switch self {
    case .stopped, .resting, .focusedElsewhere: nil
    case .estimating(let id, _), .hidden(let id), .keyboardAbsent(let id): id
    case .shown(_, let focus), .awaitingKeyboard(_, let focus): focus
    }
  }

  /// The keyboard's end frame in screen coordinates, as last reported, while it is up.
  package var keyboardFrame: CGRect? {
    switch self {
    case .shown(let frame, _), .focusedElsewhere(let frame): frame
    case .awaitingKeyboard(let last, _): last.frame
    case .stopped, .resting, .estimating, .hidden, .keyboardAbsent: nil
    }
  }

  /// The keyboard's end frame while it is shown, the only keyboard a user can drag: for a focus of the
  /// engine's, between its fields, or elsewhere.
  package var shownKeyboardFrame: CGRect? {
    switch self {
    case .shown(let frame, _), .focusedElsewhere(let frame): frame
    case .stopped, .resting, .estimating, .hidden, .awaitingKeyboard, .keyboardAbsent: nil
    }
  }

  /// Whether editing and keyboard inputs are taken.
  package var isObserving: Bool { self != .stopped }

  /// Where content was before an estimate moved it, while the keyboard is estimated.
  package var estimateStart: AvoidanceTargets? {
    guard case .estimating(_, let start) = self else { return nil }
    return start
  }

  /// The phase once `id` begins editing with content at `targets`: with the keyboard up, it stays;
  /// otherwise it is estimated from there, where a keyboard may come.
  ///
  /// A keyboard comes after a text field begins editing and before a text view does, so none may come
  /// when a text view begins editing with no keyboard notification before it (a hardware keyboard whose
  /// shortcut bar is hidden), nor when a 0 pt frame was the keyboard's last word before a text field
  /// began editing (an iPad with a hardware keyboard); a 0 pt frame before a text view is the 0 pt pair
  /// iOS 17 and later send with its focus, before the real keyboard. Nor is one estimated once the last
  /// focus showed that none comes, or when the app turned estimates off.
  ///
  /// - Parameters:
  ///   - id: The field that begins editing.
  ///   - isTextView: Whether it is a text view.
  ///   - expected: The keyboard the last focus taught.
  ///   - isEstimating: Whether the configuration estimates a keyboard that has not reported.
  ///   - targets: Where content is.
  func focusing(
    _ id: FieldID, isTextView: Bool, expecting expected: ExpectedKeyboard, isEstimating: Bool,
    from targets: AvoidanceTargets
  ) -> AvoidancePhase {
    let mayEstimate = isEstimating && expected != .absent
    switch self {
    case .shown(let frame, _) where frame.height == 0:
      return isTextView && mayEstimate ? .estimating(id, from: targets) : .shown(keyboard: frame, focus: id)
    case .shown(let frame, _), .focusedElsewhere(let frame):
      return .shown(keyboard: frame, focus: id)
    case .awaitingKeyboard(let last, _):
      return .awaitingKeyboard(lastCoverage: last, focus: id)
    case .resting where isTextView:
      return .keyboardAbsent(id)
    case .stopped, .resting, .estimating, .hidden, .keyboardAbsent:
      return mayEstimate ? .estimating(id, from: targets) : .keyboardAbsent(id)
    }
  }

  /// The phase once the focused field ends editing: the keyboard, if up, stays.
  var unfocused: AvoidancePhase {
    switch self {
    case .shown(let frame, _): .shown(keyboard: frame, focus: nil)
    case .awaitingKeyboard(let last, _): .awaitingKeyboard(lastCoverage: last, focus: nil)
    case .focusedElsewhere: self
    case .stopped, .resting, .estimating, .hidden, .keyboardAbsent: .resting
    }
  }

  private var isFocusedElsewhere: Bool {
    if case .focusedElsewhere = self { true } else { false }
  }

  /// The phase after a keyboard event: shown at `frame`, or down when `frame` is `nil`.
  func keyboard(_ frame: CGRect?) -> AvoidancePhase {
    switch (frame, focusedField) {
    case (let frame?, nil) where isFocusedElsewhere: .focusedElsewhere(keyboard: frame)
    case (let frame?, let focus): .shown(keyboard: frame, focus: focus)
    case (nil, let id?): .hidden(id)
    case (nil, nil): .resting
    }
  }
}
