import Foundation
import KeyboardHandler

extension Scenario {
  /// The built-in story: a sign-up form on a notched iPhone, fields near the bottom.
  ///
  /// The user taps the email field: the keyboard shows for the first time and reports 0.1 s late,
  /// so the content starts moving by the estimate and the real frame takes over mid-animation.
  /// Then the user moves on to the password field, hides the predictive bar and dismisses the keyboard.
  public static let story: Scenario = {
    var story = Scenario(
      name: "Sign-up form (built-in story)",
      device: .iPhone15,
      fields: [
        InputField(id: "name", frame: CGRect(x: 24, y: 520, width: 345, height: 44)),
        InputField(id: "email", frame: CGRect(x: 24, y: 600, width: 345, height: 44)),
        InputField(id: "password", frame: CGRect(x: 24, y: 680, width: 345, height: 44)),
      ],
      steps: [
        ScenarioStep(time: 0, action: .tapTextField("email")),
        ScenarioStep(time: 1, action: .tapTextField("password")),
        ScenarioStep(time: 2, action: .togglePredictiveBar),
        ScenarioStep(time: 3, action: .dismiss),
      ])
    story.keyboardLatency = 0.1
    return story
  }()
}
