public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

#if canImport(UIKit)
  internal import UIKit
#endif

extension KeyboardEvent {
  /// Reads a keyboard notification: its phase from the name, the rest from its `userInfo`.
  ///
  /// For code that observes the notifications itself; `KeyboardListener` does this for you.
  ///
  /// ```swift
  /// if let event = try KeyboardEvent(notification: notification) {
  ///   try avoider.handle(.keyboard(event))
  /// }
  /// ```
  ///
  /// - Parameter notification: A notification as UIKit posts it.
  /// - Returns: `nil` when the notification is not one of the keyboard's six.
  /// - Throws: A ``KeyboardEventError`` naming the key of the first missing, mistyped, non-finite or
  ///   negative value (a show or frame change with no `userInfo` lacks its end frame; a hide needs none).
  public init?(notification: Notification) throws(KeyboardEventError) {
    guard let phase = KeyboardPhase(notificationName: notification.name) else { return nil }
    try self.init(phase: phase, userInfo: notification.userInfo ?? [:])
  }

  /// The `userInfo` UIKit posts for this event: frames boxed in `NSValue`s, numbers in `NSNumber`s,
  /// keyed by UIKit's key names, without the `absentKeys`.
  ///
  /// `init(phase:userInfo:)` reads it back to the same event. A test posts a notification of its own
  /// with it, as UIKit would:
  ///
  /// ```swift
  /// let event = KeyboardEvent(phase: .willShow, beginFrame: hidden, endFrame: shown)
  /// center.post(name: event.phase.notificationName, object: nil, userInfo: event.userInfo)
  /// ```
  public var userInfo: [AnyHashable: Any] {
    var userInfo: [AnyHashable: Any] = [
      KeyboardUserInfoKey.frameBegin.rawValue: Self.boxed(beginFrame),
      KeyboardUserInfoKey.frameEnd.rawValue: Self.boxed(endFrame),
      KeyboardUserInfoKey.animationDuration.rawValue: NSNumber(value: duration),
      KeyboardUserInfoKey.animationCurve.rawValue: NSNumber(value: curve),
      KeyboardUserInfoKey.isLocal.rawValue: NSNumber(value: isLocal),
    ]
    for key in absentKeys { userInfo[key.rawValue] = nil }
    return userInfo
  }

  /// The notification UIKit posts for this event: its phase's name, no object, and `userInfo`.
  package var notification: Notification {
    Notification(name: phase.notificationName, object: nil, userInfo: userInfo)
  }

  /// `rect` boxed as UIKit boxes a keyboard frame.
  ///
  /// iOS, tvOS and watchOS box geometry with UIKit's `NSValue(cgRect:)`; `NSValue(rect:)` exists only on
  /// macOS (and Mac Catalyst, which has UIKit) and in Linux Foundation.
  static func boxed(_ rect: CGRect) -> NSValue {
    #if canImport(UIKit)
      NSValue(cgRect: rect)
    #else
      NSValue(rect: rect)
    #endif
  }
}
