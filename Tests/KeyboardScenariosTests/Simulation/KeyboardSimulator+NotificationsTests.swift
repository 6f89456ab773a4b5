import Foundation
import KeyboardModel
import KeyboardScenarios
import Testing

@Suite("Keyboard simulator's notifications")
struct KeyboardSimulatorNotificationsTests {
  @Test(
    "a field tapped in the argument of notifications(for:) begins editing with its own kind's notification",
    arguments: [true, false])
  func tappedInTheArgument(isTextView: Bool) {
    var simulator = KeyboardSimulator(device: .iPhone15)
    let notifications =
      isTextView
      ? simulator.notifications(for: simulator.tapTextView("notes"), objects: [:])
      : simulator.notifications(for: simulator.tapTextField("notes"), objects: [:])
    let editing = notifications.map(\.name).filter { !$0.rawValue.contains("Keyboard") }
    #expect(
      editing == [
        isTextView
          ? EditingNotification.textViewDidBeginEditing.name : EditingNotification.textFieldDidBeginEditing.name
      ])
    #expect(notifications.count == 5)
  }

  @Test("a text view tapped in the argument of post posts the text view's begin-editing notification, not a field's")
  func textViewTappedInPostsArgument() async {
    let center = NotificationCenter()
    await confirmation("the text view begins editing", expectedCount: 1) { textView in
      await confirmation("a text field begins editing", expectedCount: 0) { textField in
        let observers = [
          center.addObserver(forName: EditingNotification.textViewDidBeginEditing.name, object: nil, queue: nil) { _ in
            textView()
          },
          center.addObserver(forName: EditingNotification.textFieldDidBeginEditing.name, object: nil, queue: nil) { _ in
            textField()
          },
        ]
        var simulator = KeyboardSimulator(device: .iPhone15)
        simulator.post(simulator.tapTextView("notes"), to: center, objects: [:])
        observers.forEach(center.removeObserver)
      }
    }
  }
}
