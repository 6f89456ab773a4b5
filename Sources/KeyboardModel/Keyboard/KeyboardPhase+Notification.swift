public import Foundation

extension KeyboardPhase {
  /// The name of the notification UIKit posts for this phase: `UIKeyboardWillShowNotification` for
  /// `willShow`, the value of `UIResponder.keyboardWillShowNotification`, and so on.
  ///
  /// The names are spelled out rather than read from UIKit, so they are the same on every platform:
  /// a test on Linux or macOS posts exactly what an iPhone posts. Reading UIKit's constants would also
  /// tie this property to the main actor: UIKit declares them on its main-actor classes, and SDKs that
  /// do not mark them `nonisolated` (those of Xcode 16 among them) isolate them there.
  ///
  /// ```swift
  /// NotificationCenter.default.post(name: KeyboardPhase.willShow.notificationName, object: nil, userInfo: info)
  /// ```
  public var notificationName: Notification.Name {
    switch self {
    case .willShow: Notification.Name("UIKeyboardWillShowNotification")
    case .didShow: Notification.Name("UIKeyboardDidShowNotification")
    case .willChangeFrame: Notification.Name("UIKeyboardWillChangeFrameNotification")
    case .didChangeFrame: Notification.Name("UIKeyboardDidChangeFrameNotification")
    case .willHide: Notification.Name("UIKeyboardWillHideNotification")
    case .didHide: Notification.Name("UIKeyboardDidHideNotification")
    }
  }

  /// The phase a keyboard notification reports, or `nil` for any other notification.
  ///
  /// - Parameter notificationName: The name of a notification, as UIKit posts it.
  public init?(notificationName: Notification.Name) {
    guard let phase = Self.allCases.first(where: { $0.notificationName == notificationName }) else { return nil }
    self = phase
  }
}
