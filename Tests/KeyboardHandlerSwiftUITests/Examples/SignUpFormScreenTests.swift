import Foundation
import KeyboardHandler
import KeyboardHandlerSwiftUI
import Testing

/// The README's test of a SwiftUI screen, as an app's test target would hold it: it imports the model, not
/// SwiftUI, and feeds the screen what its views would measure and focus, and what UIKit would post.
@MainActor
@Suite("Example: a SwiftUI sign-up form's keyboard, tested without SwiftUI")
struct SignUpFormScreenTests {
  @Test("the focused email field scrolls to 20 pt above the keyboard, Next goes to the password")
  func emailFieldStaysAboveTheKeyboard() throws {
    let center = NotificationCenter()
    var simulator = KeyboardSimulator(device: .iPhone15)  // 393 x 852, keyboard 336: top 516
    let screen = try KeyboardScreen(
      configuration: AvoidanceConfiguration(), notificationCenter: center, clock: ManualAnimationClock())
    screen.start()  // .onAppear
    // What the views measure: a scroll view inside the safe area (59 to 818), 1,200 pt of content.
    screen.geometryDidChange(
      ScreenGeometry(
        screenBounds: simulator.container.screenBounds, containerFrame: simulator.container.frame,
        safeAreaInsets: LayoutInsets(top: 59, bottom: 34),
        scrollView: ScrollViewMeasurement(
          frame: CGRect(x: 0, y: 59, width: 393, height: 759), contentHeight: 1_200, contentMinY: 59),
        fields: [
          FieldMeasurement(id: "email", frame: CGRect(x: 16, y: 600, width: 361, height: 44)),
          FieldMeasurement(id: "password", frame: CGRect(x: 16, y: 660, width: 361, height: 44)),
        ]))

    screen.focusDidChange(to: "email")  // what FocusState says
    simulator.post(simulator.tapTextField("email"), to: center, objects: [:])

    #expect(screen.bottomPadding.value.value == 302)  // 852 - 516 - 34: the form ends on the keyboard
    #expect(screen.avoider.state.value.targets.contentOffset == 207)  // 644 + 20 - (759 - 302)
    #expect(screen.scrollRequest.value?.target == .field("email"))
    #expect(screen.focus(after: .next, from: "email") == "password")  // the toolbar's Next
  }
}
