package import Foundation
internal import KeyboardModel

/// The listener's observers in one notification center, removed when this goes away.
///
/// A separate object so that the observers go with the listener without the listener's (main-actor)
/// `deinit` touching them: block-based observers stay registered until removed. `package`: the UIKit
/// adapter observes its text views' changes the same way.
package final class NotificationObservation {
  private let center: NotificationCenter
  private let tokens: [any NSObjectProtocol]

  /// Observes every name in `names`, with any object, and hands each notification to `receive` on the
  /// thread that posted it.
  package init(
    center: NotificationCenter, names: [Notification.Name], receive: @escaping @Sendable (Notification) -> Void
  ) {
    self.center = center
    tokens = names.map { center.addObserver(forName: $0, object: nil, queue: nil, using: receive) }
  }

  deinit {
    tokens.forEach(center.removeObserver)
  }
}
