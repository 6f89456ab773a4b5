public import Foundation
public import KeyboardModel

extension KeyboardSimulator {
  /// The notifications UIKit posts for these inputs, in order, so that a test takes the path an app
  /// takes: through a `KeyboardListener`.
  ///
  /// A keyboard event becomes its keyboard notification (`KeyboardEvent.notification`: no object,
  /// frames in `NSValue`s, numbers in `NSNumber`s). Editing becomes `UITextField`'s (or, for a field
  /// tapped with `tapTextView(_:)`, `UITextView`'s) begin- or end-editing notification, whose object
  /// is the field's object from `objects`, or `nil` for a field it lacks. Other inputs (a rotation's
  /// container change, for one) have no notification: the app learns them from layout. A drag of the
  /// keyboard, for which UIKit posts nothing, becomes the package's own `keyboardDidDrag`, which the
  /// UIKit adapter posts as it tracks the finger.
  ///
  /// `mutating` though it changes nothing, for the reason `post(_:to:objects:)` gives.
  ///
  /// - Parameters:
  ///   - inputs: Inputs this simulator produced.
  ///   - objects: The object that stands for each field.
  /// - Returns: The notifications, in order.
  package mutating func notifications(for inputs: [TimedInput], objects: [FieldID: AnyObject]) -> [Notification] {
    inputs.compactMap { timed in
      switch timed.input {
      case .keyboard(let event):
        return event.notification
      case .didBeginEditing(let id), .didEndEditing(let id):
        let isTextView = textViews.contains(id)
        let editing: EditingNotification =
          if case .didBeginEditing = timed.input {
            isTextView ? .textViewDidBeginEditing : .textFieldDidBeginEditing
          } else {
            isTextView ? .textViewDidEndEditing : .textFieldDidEndEditing
          }
        return Notification(name: editing.name, object: objects[id])
      case .keyboardDragged(let top):
        return KeyboardDrag.notification(top: top)
      case .startObserving, .stopObserving, .layoutDidChange, .navigate, .keyboardWaitDidExpire, .focusDidMoveElsewhere:
        return nil
      }
    }
  }

  /// Posts the notifications UIKit posts for these inputs, in order (see
  /// `notifications(for:objects:)`).
  ///
  /// ```swift
  /// var simulator = KeyboardSimulator(device: .iPhone15)
  /// simulator.post(simulator.tapTextView("notes"), to: center, objects: ["notes": notesView])
  /// ```
  ///
  /// It is `mutating` though it changes nothing, so that Swift evaluates the argument, an action that
  /// changes the simulator, before it reads the simulator: a method that only reads would read it
  /// first, and post the text view tapped in its own argument as a text field's.
  ///
  /// - Parameters:
  ///   - inputs: Inputs this simulator produced.
  ///   - center: The notification center to post to.
  ///   - objects: The object that stands for each field.
  public mutating func post(_ inputs: [TimedInput], to center: NotificationCenter, objects: [FieldID: AnyObject]) {
    notifications(for: inputs, objects: objects).forEach(center.post)
  }
}
