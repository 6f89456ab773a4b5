import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
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
  case estimating(FieldID)
  /// The keyboard is up with this end frame, in screen coordinates. With no field focused, focus is
  /// between two fields (the end editing of one, before the begin editing of the next).
  case shown(keyboard: CGRect, focus: FieldID?)
  /// A field is focused but the keyboard went down (a hide arrived before the end of editing).
  case hidden(FieldID)

  /// The focused field, if any.
  public var focusedField: FieldID? {
    switch self {
    case .stopped, .resting: nil
    case .estimating(let id), .hidden(let id): id
    case .shown(_, let focus): focus
    }
  }

  /// The keyboard's end frame in screen coordinates, as last reported, while it is up.
  public var keyboardFrame: CGRect? {
    guard case .shown(let frame, _) = self else { return nil }
    return frame
  }

  /// Whether editing and keyboard inputs are taken.
  public var isObserving: Bool { self != .stopped }

  /// The phase once `id` begins editing.
  func focusing(_ id: FieldID) -> AvoidancePhase {
    guard case .shown(let frame, _) = self else { return .estimating(id) }
    return .shown(keyboard: frame, focus: id)
  }

  /// The phase once the focused field ends editing: the keyboard, if up, stays.
  var unfocused: AvoidancePhase {
    guard case .shown(let frame, _) = self else { return .resting }
    return .shown(keyboard: frame, focus: nil)
  }

  /// The phase after a keyboard event: shown at `frame`, or down when `frame` is `nil`.
  func keyboard(_ frame: CGRect?) -> AvoidancePhase {
    switch (frame, focusedField) {
    case (let frame?, let focus): .shown(keyboard: frame, focus: focus)
    case (nil, let id?): .hidden(id)
    case (nil, nil): .resting
    }
  }
}
