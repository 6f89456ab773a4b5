import Foundation

/// A notification the listener observes, read where it was posted, into values that can cross to the
/// main queue: a `Notification` cannot (its `object` and `userInfo` are not `Sendable`).
enum ListenedNotification: Sendable {
  /// A keyboard notification, parsed, or the reason it could not be.
  case keyboard(Result<KeyboardEvent, KeyboardEventError>)
  /// A text field or text view began or ended editing; `field` identifies the notification's object.
  case editing(EditingNotification, field: ObjectIdentifier?)

  /// Reads a notification, or returns `nil` for one the listener does not observe.
  init?(_ notification: Notification) {
    if let editing = EditingNotification(name: notification.name) {
      self = .editing(editing, field: (notification.object as AnyObject?).map(ObjectIdentifier.init))
      return
    }
    do {
      guard let event = try KeyboardEvent(notification: notification) else { return nil }
      self = .keyboard(.success(event))
    } catch {
      self = .keyboard(.failure(error))
    }
  }

  /// Every notification name the listener observes.
  static let names = KeyboardPhase.allCases.map(\.notificationName) + EditingNotification.allCases.map(\.name)
}
