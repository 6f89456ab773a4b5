import KeyboardTestSupport

#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Testing
  import UIKit

  import KeyboardHandler
  @testable import KeyboardHandlerUIKit

  /// The UIKit adapter driven as an app drives it: a window, a view controller with text fields, UIKit's
  /// notifications posted to a private center. On Linux `Platforms/check uikit` runs these against
  /// stand-in views; they use only UIKit's own API.
  @MainActor
  @Suite("UIKit adapter")
  struct KeyboardAvoidanceTests {
    let screen = PhoneScreen()
    let email = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 44))
    let password = UITextField(frame: CGRect(x: 16, y: 760, width: 300, height: 44))
    var window: UIWindow { screen.window }
    var controller: UIViewController { screen.controller }
    var center: NotificationCenter { screen.center }

    init() {
      email.accessibilityIdentifier = "email"
      password.accessibilityIdentifier = "password"
      // Out of order on purpose: fields are navigated top to bottom, whatever the subview order.
      controller.view.addSubview(password)
      controller.view.addSubview(email)
    }

    var objects: [FieldID: AnyObject] { ["email": email, "password": password] }

    /// An adapter on the controller whose animations are recorded with the value each one left.
    func attach(
      _ strategy: KeyboardAvoidance.Strategy = .shift,
      recording: @escaping @MainActor (KeyboardAnimation) -> Void = { _ in }
    ) throws -> KeyboardAvoidance {
      try screen.attach(strategy, recording: recording)
    }

    @Test("shift: the view moves up by 272 at once, then 248 with the keyboard's curve, then back")
    func shift() throws {
      var moves: [CGFloat] = []
      var animations: [KeyboardAnimation] = []
      let view = controller.view!
      let keyboard = try attach { animation in
        animations.append(animation)
        moves.append(-view.transform.ty)
      }
      #expect(keyboard.listener.isListening)

      var simulator = KeyboardSimulator(device: .iPhone15)
      let tap = simulator.tapTextField("email")
      simulator.post(tap, to: center, objects: objects)
      let dismiss = simulator.dismiss()
      simulator.post(dismiss, to: center, objects: objects)

      // One animation per move, none for a notification that moves nothing (the did-phases).
      #expect(moves == [272, 248, 0])
      #expect(animations == [.keyboard, KeyboardSimulator.animation, KeyboardSimulator.animation])
      #expect(
        KeyboardSimulator.animation.animationOptionsRawValue == UIView.AnimationOptions(rawValue: 7 << 16).rawValue)
    }

    @Test("Done and a tap outside ask the field to end editing: the app's delegate may keep it editing")
    func endingEditingAsksTheDelegate() throws {
      let keyboard = try attach()
      let validation = Validation()
      email.delegate = validation
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = email.becomeFirstResponder()
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)

      keyboard.dismiss()
      #expect(email.isFirstResponder)
      keyboard.navigate(.done)
      #expect(email.isFirstResponder)

      validation.isValid = true
      keyboard.navigate(.done)
      #expect(!email.isFirstResponder)
    }

    @Test("scroll: the scroll view's insets and offset are the published ones")
    func scroll() throws {
      let scrollView = UIScrollView(frame: controller.view.bounds)
      scrollView.contentSize = CGSize(width: 393, height: 1200)
      controller.view.addSubview(scrollView)
      let note = UITextField(frame: CGRect(x: 16, y: 1000, width: 300, height: 44))
      note.accessibilityIdentifier = "note"
      scrollView.addSubview(note)
      let keyboard = try attach(.scroll(scrollView))

      var simulator = KeyboardSimulator(device: .iPhone15)
      let tap = simulator.tapTextField("note")
      simulator.post(tap, to: center, objects: ["note": note])

      let targets = keyboard.avoider.state.value.targets
      #expect(targets.scrollInsets.content > 0)
      #expect(scrollView.contentInset.bottom == targets.scrollInsets.content)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == targets.scrollInsets.indicator)
      #expect(scrollView.contentOffset.y == targets.contentOffset)
      // The field, read in the scroll view's content, ends above the keyboard.
      #expect(note.frame.maxY - scrollView.contentOffset.y <= 852 - 336)
    }

    @Test("bottom constraint: the constraint's constant is the published one")
    func bottomConstraint() throws {
      let scrollView = UIScrollView(frame: controller.view.bounds)
      controller.view.addSubview(scrollView)
      let constraint = controller.view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)
      let keyboard = try attach(.bottomConstraint(constraint, scrollView: scrollView, anchor: .containerBottom))
      var simulator = KeyboardSimulator(device: .iPhone15)
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
      #expect(constraint.constant == keyboard.avoider.state.value.targets.constraintConstant)
      #expect(constraint.constant == 336)
    }

    @Test("manual: nothing moves, and the avoider still publishes")
    func manual() throws {
      let keyboard = try attach(.manual)
      var simulator = KeyboardSimulator(device: .iPhone15)
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
      #expect(controller.view.transform == .identity)
      #expect(keyboard.avoider.coveredHeight.value.value == 336)
    }

    @Test("it starts and stops with the view controller's appearance")
    func appearance() throws {
      // Made in `viewDidLoad`, before the view is in a window.
      controller.view.removeFromSuperview()
      let keyboard = try KeyboardAvoidance(for: controller, notificationCenter: center)
      #expect(!keyboard.listener.isListening)
      controller.beginAppearanceTransition(true, animated: false)
      #expect(keyboard.listener.isListening)
      window.addSubview(controller.view)
      var simulator = KeyboardSimulator(device: .iPhone15)
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
      controller.beginAppearanceTransition(false, animated: false)
      // Still listening while the view goes (the user may cancel a swipe), stopped once it has gone.
      #expect(keyboard.listener.isListening)
      controller.view.removeFromSuperview()
      controller.endAppearanceTransition()
      #expect(!keyboard.listener.isListening)
      #expect(controller.view.transform == .identity)
    }

    @Test("fields are found top to bottom, with a previous / next / done bar and Next / Done return keys")
    func accessories() throws {
      let own = UIView()
      let note = UITextView(frame: CGRect(x: 16, y: 100, width: 300, height: 88))
      note.inputAccessoryView = own
      note.accessibilityIdentifier = "note"
      controller.view.addSubview(note)
      let keyboard = try attach()

      #expect(keyboard.avoider.engine.navigator.fields.map(\.id) == ["note", "email", "password"])
      #expect(keyboard.avoider.engine.navigator.field("note")?.kind == .textView)
      #expect(note.inputAccessoryView === own)
      let bar = try #require(email.inputAccessoryView as? UIToolbar)
      #expect(password.inputAccessoryView === bar)
      #expect(email.returnKeyType == .next)
      #expect(password.returnKeyType == .done)

      var simulator = KeyboardSimulator(device: .iPhone15)
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
      // Previous, next, a flexible space, the title, a flexible space, Done: all enabled.
      #expect(bar.items?.map(\.isEnabled) == [true, true, true, true, true, true])

      // Return on the email field moves on to the password field.
      _ = email.becomeFirstResponder()
      email.sendActions(for: .editingDidEndOnExit)
      #expect(password.isFirstResponder)
    }

    @Test("a tap outside the fields ends editing, and the tap still reaches what was tapped")
    func tapOutside() throws {
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
      _ = email.becomeFirstResponder()
      let tap = try #require(keyboard.tapOutside)
      #expect(controller.view.gestureRecognizers?.contains { $0 === tap.recognizer } == true)
      #expect(!tap.recognizer.cancelsTouchesInView)

      // The recognizer asks as it recognises a tap; the answer lets the tap through.
      #expect(!tap.gestureRecognizerShouldBegin(tap.recognizer))
      #expect(!email.isFirstResponder)
    }

    @Test("scroll: a size laid out after creation, and a scroll the user made, are what the next reveal uses")
    func scrollReadsLayoutAndUserScroll() throws {
      // Created as in viewDidLoad: no content size yet.
      let scrollView = UIScrollView(frame: controller.view.bounds)
      controller.view.addSubview(scrollView)
      let note = UITextField(frame: CGRect(x: 16, y: 1000, width: 300, height: 44))
      note.accessibilityIdentifier = "note"
      scrollView.addSubview(note)
      let keyboard = try attach(.scroll(scrollView))
      scrollView.contentSize = CGSize(width: 393, height: 1200)
      scrollView.contentOffset.y = 100  // the user scrolls

      var simulator = KeyboardSimulator(device: .iPhone15)
      simulator.post(simulator.tapTextField("note"), to: center, objects: ["note": note])
      guard case .scroll(let geometry) = keyboard.avoider.engine.configuration.strategy else {
        Issue.record("not the scroll strategy")
        return
      }
      #expect(geometry.contentHeight == 1200)
      #expect(scrollView.contentOffset.y == keyboard.avoider.state.value.targets.contentOffset)
      #expect(note.frame.maxY - scrollView.contentOffset.y <= 852 - 336)

      simulator.post(simulator.dismiss(), to: center, objects: ["note": note])
      #expect(scrollView.contentInset.bottom == 0)
    }

    @Test("shift on a scroll view is refused, naming the strategy to use")
    func shiftOnScrollViewRefused() {
      let table = UIScrollView(frame: window.bounds)
      let invalid = AvoidanceError.InvalidValue(
        name: "strategy", found: ".shift of a UIScrollView", expected: ".scroll(view) for a scroll view")
      #expect(throws: AvoidanceError.invalidConfiguration(invalid)) {
        try KeyboardAvoidance(view: table, notificationCenter: center)
      }
    }

    @Test("a field registered later gets the bar and a return key, and the one before it turns to Next")
    func registeredLater() throws {
      let keyboard = try attach()
      let code = UITextField(frame: CGRect(x: 16, y: 820, width: 300, height: 20))
      controller.view.addSubview(code)
      try keyboard.register(code, as: "code")
      #expect(keyboard.avoider.engine.navigator.fields.map(\.id) == ["email", "password", "code"])
      #expect(code.inputAccessoryView === email.inputAccessoryView)
      #expect(password.returnKeyType == .next)
      #expect(code.returnKeyType == .done)
    }

    @Test("a return key the app chose is kept; a shared identifier falls back to the field's position")
    func appChoicesKept() throws {
      email.returnKeyType = .send
      password.accessibilityIdentifier = "email"
      let keyboard = try attach()
      #expect(email.returnKeyType == .send)
      #expect(keyboard.avoider.engine.navigator.fields.map(\.id) == ["email", "field 2"])
    }

    @Test("started again while a field is still editing, it avoids for that field")
    func restartWhileEditing() throws {
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
      _ = email.becomeFirstResponder()
      controller.beginAppearanceTransition(false, animated: false)
      controller.endAppearanceTransition()
      #expect(keyboard.avoider.focusedField.value == nil)
      controller.beginAppearanceTransition(true, animated: false)
      #expect(keyboard.avoider.focusedField.value == "email")
    }

    @Test("the view controller keeps its adapter alive, and both go together")
    func lifetime() throws {
      var controller: UIViewController? = UIViewController(nibName: nil, bundle: nil)
      controller!.view.addSubview(UITextField(frame: CGRect(x: 0, y: 600, width: 100, height: 44)))
      let keyboard = WeakReference(try KeyboardAvoidance(for: controller!, notificationCenter: center))
      #expect(!keyboard.isFreed)
      controller = nil
      #expect(keyboard.isFreed)
    }
  }

  /// An app's validation: its field ends editing only once its text is valid.
  @MainActor
  final class Validation: NSObject, UITextFieldDelegate {
    var isValid = false
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { isValid }
  }
#endif
