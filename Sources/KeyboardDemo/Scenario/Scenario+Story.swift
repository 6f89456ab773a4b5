internal import Foundation
package import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension Scenario {
  /// The built-in story on an iPhone 15 held upright: a sign-up form, fields near the bottom.
  ///
  /// The user taps the email field: the keyboard shows for the first time and reports 0.1 s late,
  /// so the content starts moving by the estimate and the real frame takes over mid-animation.
  /// Then the user moves on to the password field, hides the predictive bar and dismisses the keyboard.
  package static let story = story(on: .iPhone15, in: .portrait)

  /// The built-in story laid out for a device held one way: the same form, its fields as wide as the
  /// safe area less a margin of 24 pt, the last one's bottom 94 pt above the safe area's bottom, 80 pt
  /// from one field to the next. So the fields are on screen, low enough for the keyboard to cover,
  /// on every preset in either orientation. The estimate is the usual 360 pt, or 240 pt where 360
  /// would cover most of the screen (a phone held sideways, whose keyboard is about 210 pt).
  package static func story(on device: DevicePreset, in orientation: DeviceOrientation) -> Scenario {
    let container = device.container(orientation)
    let safeArea = container.safeAreaInsets
    let margin: CGFloat = 24
    let width = container.frame.width - safeArea.left - safeArea.right - 2 * margin
    let lastBottom = container.height - safeArea.bottom - 94
    let ids: [FieldID] = ["name", "email", "password"]
    let fields = ids.enumerated().map { index, id in
      let y = lastBottom - 44 - CGFloat(ids.count - 1 - index) * 80
      return InputField(id: id, frame: CGRect(x: safeArea.left + margin, y: y, width: width, height: 44))
    }
    var story = Scenario(
      name: "Sign-up form (built-in story)", device: device, orientation: orientation, fields: fields,
      steps: [
        ScenarioStep(time: 0, action: .user(.tapTextField("email"))),
        ScenarioStep(time: 1, action: .user(.tapTextField("password"))),
        ScenarioStep(time: 2, action: .user(.togglePredictiveBar)),
        ScenarioStep(time: 3, action: .user(.dismiss)),
      ])
    story.keyboardLatency = 0.1
    let estimate = story.configuration.estimatedKeyboardHeight
    if estimate > container.height * Playback.largestEstimateShare {
      story.configuration.estimatedKeyboardHeight = 240
    }
    return story
  }
}

extension Scenario {
  /// The built-in chat story laid out for a device held one way: a message list that fills the screen
  /// behind a composer bar, whose text view (`message`, 36 pt high, 8 pt inside the bar) sits on the
  /// safe area's bottom, the chat strategy's composer.
  ///
  /// The user taps the text view: the composer rides the keyboard up and the list follows, its newest
  /// message in view. The user types a second line: the text view grows 20 pt upward, and the list's
  /// rest inset with it, as the app lays them out (a `layout` step). Then the user drags the keyboard part way down (40% of its height) and lets go:
  /// the keyboard goes back up. Then the user drags it further (60%) and lets go: it hides, and the
  /// composer comes down from where the drag left it. While the finger drags, each position is shown
  /// frame by frame, 60 a second, with no animation.
  package static func chatStory(on device: DevicePreset, in orientation: DeviceOrientation) -> Scenario {
    let container = device.container(orientation)
    let safeArea = container.safeAreaInsets
    let padding: CGFloat = 8
    let height: CGFloat = 36
    let frame = CGRect(
      x: safeArea.left + padding, y: container.height - safeArea.bottom - padding - height,
      width: container.frame.width - safeArea.left - safeArea.right - 2 * padding, height: height)
    let fields = [InputField(id: "message", frame: frame, kind: .textView)]
    let keyboard = KeyboardSimulator(device: device, orientation: orientation).keyboardFrame
    func top(draggedBy share: CGFloat) -> CGFloat { (keyboard.minY + share * keyboard.height).rounded() }
    let strategy = StrategyChoice.chat.strategy(for: container, fields: fields)
    // The second line: the text view grows upward, and the app insets the list for the taller composer.
    let growth: CGFloat = 20
    var grown = fields
    grown[0].frame = CGRect(x: frame.minX, y: frame.minY - growth, width: frame.width, height: height + growth)
    var list = strategy.scrollView
    list?.restInsets.content += growth
    list?.restInsets.indicator += growth
    var story = Scenario(
      name: "Chat (built-in story)", device: device, orientation: orientation, fields: fields,
      steps: [
        ScenarioStep(time: 0, action: .user(.tapTextView("message"))),
        ScenarioStep(time: 0.5, action: .input(.layoutDidChange(LayoutReading(fields: grown, scrollView: list)))),
        ScenarioStep(time: 1, action: .user(.dragKeyboard(to: top(draggedBy: 0.4), release: .cancel))),
        ScenarioStep(time: 2, action: .user(.dragKeyboard(to: top(draggedBy: 0.6), release: .dismiss))),
      ])
    story.configuration.strategy = strategy
    return story
  }
}
