internal import Binding
internal import Foundation
internal import KeyboardModel

/// The one observer of a notification center that every listener of it shares: it reads each keyboard,
/// editing and drag notification once, on the thread that posts it, keeps the last keyboard the center
/// posted, and hands what it read, on the main queue, to the listeners that listened when it was posted.
///
/// Made with the first listener of a center and kept for the center's life, so a listener that starts
/// later knows a keyboard already up (UIKit may post nothing more when focus moves to its field). A
/// listener that stops while a notification is on its way from another thread does not get it, even if
/// it starts again before it arrives: a start is a new subscription.
@MainActor
final class SharedObservation {
  /// The last keyboard the center showed, and the screen its notification came from; `nil` after a hide.
  private(set) var shown: (event: KeyboardEvent, screen: ObjectIdentifier?)?
  /// The listeners that listen now, by subscription, read on the posting thread as a notification is read.
  private nonisolated let listening = Lock<[Int: @MainActor @Sendable (ListenedNotification) -> Void]>([:])
  private var nextSubscription = 0
  private var observation: NotificationObservation?

  /// The shared observer of each center, by the center's identity.
  private static var byCenter: [ObjectIdentifier: SharedObservation] = [:]

  /// The shared observer of `center`, made with the first listener of it.
  static func of(_ center: NotificationCenter) -> SharedObservation {
    if let shared = byCenter[ObjectIdentifier(center)] { return shared }
    let shared = SharedObservation()
    // The entry holds the center (through the observation), so its identity is never reused.
    shared.observation = NotificationObservation(center: center, names: ListenedNotification.names) {
      [weak shared] notification in
      // Read where it was posted, once: a `Notification` cannot cross threads, what was read of it can.
      guard let shared, let listened = ListenedNotification(notification) else { return }
      let receivers = shared.listening.withLock { $0 }
      MainQueue.run { shared.receive(listened, by: receivers) }
    }
    byCenter[ObjectIdentifier(center)] = shared
    return shared
  }

  /// Hands every notification read from now on to `receive`, until `unsubscribe(_:)`.
  ///
  /// - Returns: The subscription, to end it with.
  func subscribe(_ receive: @escaping @MainActor @Sendable (ListenedNotification) -> Void) -> Int {
    nextSubscription += 1
    let subscription = nextSubscription
    listening.withLock { $0[subscription] = receive }
    return subscription
  }

  /// Ends a subscription at once: a notification on its way is not handed to it.
  func unsubscribe(_ subscription: Int) {
    listening.withLock { $0[subscription] = nil }
  }

  /// The keyboard as the center's last keyboard notification left it, as a did-change-frame from where it
  /// is to where it is; `nil` when it is down.
  var standingEvent: (event: KeyboardEvent, screen: ObjectIdentifier?)? {
    shown.map { shown in
      (
        KeyboardEvent(phase: .didChangeFrame, beginFrame: shown.event.endFrame, endFrame: shown.event.endFrame),
        shown.screen
      )
    }
  }

  /// Keeps the keyboard `listened` says, and hands it to the subscriptions of its post that still listen,
  /// in the order they began.
  private func receive(
    _ listened: ListenedNotification, by receivers: [Int: @MainActor @Sendable (ListenedNotification) -> Void]
  ) {
    if case .keyboard(.success(let event), let screen) = listened {
      shown = event.phase.isHide ? nil : (event, screen)
    }
    for (subscription, receive) in receivers.sorted(by: { $0.key < $1.key }) {
      // One listener's handling may stop another: what stopped gets nothing more.
      guard listening.withLock({ $0[subscription] != nil }) else { continue }
      receive(listened)
    }
  }
}
