internal import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// A notification the listener observes, read where it was posted, into values that can cross to the
/// main queue: a `Notification` cannot (its `object` and `userInfo` are not `Sendable`).
enum ListenedNotification: Sendable {
  /// A keyboard notification, parsed, or the reason it could not be, with the identity of its object:
  /// the screen the keyboard appears on from iOS 16.1, `nil` before.
  case keyboard(Result<KeyboardEvent, KeyboardEventError>, screen: ObjectIdentifier?)
  /// A text field or text view began or ended editing; `field` identifies the notification's object.
  case editing(EditingNotification, field: ObjectIdentifier?)
  /// The user dragged the keyboard to this top (`Notification.Name.keyboardDidDrag`), or the
  /// notification's top could not be read.
  case drag(Result<CGFloat, AvoidanceError>)

  /// Reads a notification, or returns `nil` for one the listener does not observe.
  ///
  /// - Parameter notification: The notification, where it was posted.
  init?(_ notification: Notification) {
    if let editing = EditingNotification(name: notification.name) {
      self = .editing(editing, field: (notification.object as AnyObject?).map(ObjectIdentifier.init))
      return
    }
    do throws(AvoidanceError) {
      if let top = try KeyboardDrag.top(of: notification) {
        self = .drag(.success(top))
        return
      }
    } catch {
      self = .drag(.failure(error))
      return
    }
    do {
      guard let event = try KeyboardEvent(notification: notification) else { return nil }
      self = .keyboard(.success(event), screen: (notification.object as AnyObject?).map(ObjectIdentifier.init))
    } catch {
      self = .keyboard(.failure(error), screen: (notification.object as AnyObject?).map(ObjectIdentifier.init))
    }
  }

  /// Every notification name the listener observes.
  static let names =
    KeyboardPhase.allCases.map(\.notificationName) + EditingNotification.allCases.map(\.name) + [.keyboardDidDrag]
}
