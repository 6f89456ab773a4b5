internal import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// How a chat's message list follows its composer from where it is: what it shows there, and when it
/// moves with the keyboard.
package struct MessageListFollowing: Equatable, Sendable {
  /// What the list shows where it is, as the decision that put it there judged it.
  package var shown: MessageListView
  /// When it moves with the keyboard.
  package var lift: MessageListLift

  /// How a list showing `shown` follows its composer under `lift`.
  package init(shown: MessageListView, lift: MessageListLift = .always) {
    self.shown = shown
    self.lift = lift
  }

  /// Whether the list's offset moves when the bottom of its visible part rises by `moved` points (falls,
  /// when negative): always; only where it showed its newest message; only up; or never.
  func moves(by moved: CGFloat) -> Bool {
    switch lift {
    case .always: true
    case .whenAtEnd: shown.showsEnd
    case .persistent: moved >= 0
    case .never: false
    }
  }
}
