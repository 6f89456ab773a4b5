#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// UIKeyboardLayoutGuide beside the adapter: UIKit moves what the app pins to the guide, and the adapter
  /// never moves it again.
  @MainActor
  @Suite("UIKit adapter beside the keyboard layout guide")
  struct KeyboardAvoidanceKeyboardLayoutGuideTests {
    let screen = PhoneScreen()
    var controller: UIViewController { screen.controller }
    var center: NotificationCenter { screen.center }
    var keyboardTop: CGFloat { screen.keyboardTop }

    /// A bar pinned by its bottom to the keyboard layout guide's top, holding a text field.
    func pinnedBar() -> (bar: UIView, field: UITextField) {
      let view = controller.view!
      let bar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 60))
      bar.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        bar.widthAnchor.constraint(equalToConstant: 393), bar.heightAnchor.constraint(equalToConstant: 60),
      ])
      let field = UITextField(frame: CGRect(x: 16, y: 8, width: 300, height: 44))
      field.accessibilityIdentifier = "message"
      bar.addSubview(field)
      // No keyboard yet: the guide's top is the view's bottom, and the bar sits there.
      view.layoutIfNeeded()
      return (bar, field)
    }

    /// UIKit moves the guide with the keyboard, and lays the view out.
    func keyboardGuideFollows(height: CGFloat) {
      controller.view.keyboardLayoutGuide.standInKeyboardHeight = height
      controller.view.layoutIfNeeded()
    }

    func onScreen(_ view: UIView) -> CGRect { screen.onScreen(view) }

    @Test("a view pinned to the guide stays where UIKit puts it while a form field shifts the view, and rests after")
    func pinnedViewStaysPut() throws {
      let (bar, _) = pinnedBar()
      let email = screen.field(at: 500, named: "email")
      let keyboard = try screen.attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = email.becomeFirstResponder()
      simulator.post(simulator.tapTextField("email"), to: center, objects: ["email": email])
      keyboardGuideFollows(height: 336)
      #expect(controller.view.transform != .identity)
      #expect(onScreen(email).maxY <= keyboardTop - 20)
      #expect(onScreen(bar).maxY == keyboardTop)

      keyboard.detach()
      #expect(controller.view.transform == .identity)
      #expect(bar.transform == .identity)
    }

    @Test("a field in a view pinned to the guide is above the keyboard already: content stays at rest")
    func pinnedFieldNotAvoided() throws {
      let (bar, message) = pinnedBar()
      let keyboard = try screen.attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = message.becomeFirstResponder()
      simulator.post(simulator.tapTextField("message"), to: center, objects: ["message": message])
      keyboardGuideFollows(height: 336)
      #expect(keyboard.avoider.focusedField.value == "message")
      #expect(controller.view.transform == .identity)
      #expect(bar.transform == .identity)
      #expect(onScreen(message).maxY <= keyboardTop)
    }

    @Test("a bottom constraint tied to the keyboard layout guide is refused: UIKit moves it already")
    func guideConstraintRefused() throws {
      let view = controller.view!
      let list = UIScrollView(frame: view.bounds)
      list.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(list)
      let bottom = list.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
      bottom.isActive = true
      #expect(throws: AvoidanceError.self) {
        _ = try KeyboardAvoidance(
          for: controller, strategy: .bottomConstraint(bottom, scrollView: list), notificationCenter: center)
      }
    }
  }
#endif
