public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension Notification.Name {
  /// Posted for each position of a keyboard the user drags down (interactive dismissal), for which
  /// UIKit posts nothing: by the UIKit adapter, which tracks the finger, and by `KeyboardSimulator`'s
  /// `post`. `userInfo["keyboardTop"]` is the keyboard's top edge in screen coordinates, an
  /// `NSNumber`. A `KeyboardListener` hands its avoider ``AvoidanceInput/keyboardDragged(top:)`` for it.
  public static let keyboardDidDrag = Notification.Name("KeyboardHandlerKeyboardDidDragNotification")
}

/// The notification of a drag of the keyboard, read and written in one place.
package enum KeyboardDrag {
  /// The `userInfo` key of the keyboard's top edge.
  package static let topKey = "keyboardTop"

  /// The notification for a keyboard dragged to `top`.
  ///
  /// - Parameter top: The keyboard's top edge, in screen coordinates.
  package static func notification(top: CGFloat) -> Notification {
    Notification(name: .keyboardDidDrag, object: nil, userInfo: [topKey: NSNumber(value: Double(top))])
  }

  /// The keyboard's top a drag notification reports; `nil` for another notification.
  ///
  /// - Throws: ``AvoidanceError/invalidKeyboardTop`` for a top that is missing, not a number, or not
  ///   finite.
  package static func top(of notification: Notification) throws(AvoidanceError) -> CGFloat? {
    guard notification.name == .keyboardDidDrag else { return nil }
    guard let number = notification.userInfo?[topKey] as? NSNumber, number.doubleValue.isFinite,
      !(number is Bool)
    else { throw .invalidKeyboardTop }
    return CGFloat(number.doubleValue)
  }
}
