import Foundation

/// What the engine knows about the keyboard.
public enum KeyboardKnowledge: Equatable, Sendable {
  /// No keyboard event has arrived since observation started, or a field began editing with
  /// the keyboard hidden and its show is still to come: the height is estimated meanwhile.
  case unknown
  /// The last keyboard event was a hide.
  case hidden
  /// The last keyboard event put the keyboard at this end frame, in screen coordinates.
  case shown(CGRect)
}
