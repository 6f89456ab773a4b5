import Binding
import Foundation
import KeyboardModel

/// The keyboard as the last keyboard notification of a notification center left it, heard by one
/// observer for every listener of that center, listening or not.
///
/// A screen that appears while the keyboard is up (pushed from a field that keeps its keyboard, a
/// field that becomes first responder in `viewWillAppear`) learns of the keyboard only from a
/// notification, and Apple documents nothing on whether UIKit posts one when focus moves between
/// screens with the keyboard staying up
/// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification says when
/// the keyboard shows and hides, not that a new first responder is announced). So a listener that
/// starts takes the keyboard this observer last heard, and the notifications UIKit may post after
/// correct it: right either way. IQKeyboardManager knows the same from its one process-wide observer.
///
/// One for each center, made by the first listener of that center and kept for the life of the process,
/// as that center's observers are: an app has one, `NotificationCenter.default`.
@MainActor
final class LastKnownKeyboard {
  /// The last keyboard event heard while the keyboard is up; `nil` once it hides, or before any.
  private(set) var shown: (event: KeyboardEvent, screen: ObjectIdentifier?)?
  private var observation: NotificationObservation?

  private static var byCenter: [ObjectIdentifier: LastKnownKeyboard] = [:]

  /// The last-known keyboard of `center`, observing it from now on.
  static func of(_ center: NotificationCenter) -> LastKnownKeyboard {
    if let known = byCenter[ObjectIdentifier(center)] { return known }
    let known = LastKnownKeyboard()
    // The entry holds the center (through the observation), so its identity is never reused.
    known.observation = NotificationObservation(center: center, names: KeyboardPhase.allCases.map(\.notificationName)) {
      [weak known] notification in
      let object = (notification.object as AnyObject?).map(ObjectIdentifier.init)
      guard case .keyboard(.success(let event), _)? = ListenedNotification(notification) else { return }
      MainQueue.run { known?.hear(event, screen: object) }
    }
    byCenter[ObjectIdentifier(center)] = known
    return known
  }

  private func hear(_ event: KeyboardEvent, screen: ObjectIdentifier?) {
    shown = event.phase.isHide ? nil : (event, screen)
  }

  /// The keyboard as it stands, as a did-change-frame event from where it is to where it is, for a
  /// listener that starts while it is up; `nil` while it is down or unknown.
  var standingEvent: (event: KeyboardEvent, screen: ObjectIdentifier?)? {
    shown.map { shown in
      (
        KeyboardEvent(phase: .didChangeFrame, beginFrame: shown.event.endFrame, endFrame: shown.event.endFrame),
        shown.screen
      )
    }
  }
}
