import KeyboardTestSupport

#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// The adapter's life beside its screen's: detached, replaced, let go, and through transitions the
  /// user may cancel. The appearance transitions are begun and ended as UIKit would.
  @MainActor
  @Suite("UIKit adapter's lifecycle")
  struct KeyboardAvoidanceLifecycleTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = UIViewController(nibName: nil, bundle: nil)
    let email = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 44))
    let password = UITextField(frame: CGRect(x: 16, y: 760, width: 300, height: 44))
    let center = NotificationCenter()

    init() {
      controller.view.frame = window.bounds
      window.addSubview(controller.view)
      email.accessibilityIdentifier = "email"
      password.accessibilityIdentifier = "password"
      controller.view.addSubview(email)
      controller.view.addSubview(password)
    }

    var objects: [FieldID: AnyObject] { ["email": email, "password": password] }

    /// An adapter on the controller, shown, whose animations apply at once.
    func attach(to controller: UIViewController? = nil) throws -> KeyboardAvoidance {
      let controller = controller ?? self.controller
      let keyboard = try KeyboardAvoidance(for: controller, notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      controller.beginAppearanceTransition(true, animated: false)
      return keyboard
    }

    /// Taps the email field: it becomes first responder and UIKit posts what it posts.
    func tapEmail(_ simulator: inout KeyboardSimulator) {
      _ = email.becomeFirstResponder()
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
    }

    @Test("detach puts the view back at rest and removes the child, the tap recognizer, the bar and the return keys")
    func detachUndoesEverything() throws {
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      tapEmail(&simulator)
      #expect(controller.view.transform != .identity)
      #expect(email.inputAccessoryView is UIToolbar)
      #expect(email.returnKeyType == .next)

      keyboard.detach()

      #expect(!keyboard.listener.isListening)
      #expect(controller.view.transform == .identity)
      #expect(controller.children.isEmpty)
      #expect(controller.view.subviews == [email, password])
      #expect(controller.view.gestureRecognizers == nil)
      #expect(email.inputAccessoryView == nil)
      #expect(password.inputAccessoryView == nil)
      #expect([email.returnKeyType, password.returnKeyType] == [.default, .default])
      // The return key's action is gone: Next no longer moves focus.
      email.sendActions(for: .editingDidEndOnExit)
      #expect(email.isFirstResponder)
      // Nothing starts it again: appearing, or a notification.
      controller.beginAppearanceTransition(true, animated: false)
      simulator.post(simulator.togglePredictiveBar(), to: center, objects: objects)
      #expect(!keyboard.listener.isListening)
      #expect(controller.view.transform == .identity)
    }

    @Test("detach leaves an accessory view the app set since in place")
    func detachKeepsTheAppsAccessory() throws {
      let keyboard = try attach()
      let own = UIView()
      email.inputAccessoryView = own
      keyboard.detach()
      #expect(email.inputAccessoryView === own)
      #expect(password.inputAccessoryView == nil)
    }

    @Test("once detached, the view controller no longer keeps the adapter alive")
    func detachReleases() throws {
      let keyboard = WeakReference(try KeyboardAvoidance(for: controller, notificationCenter: center))
      #expect(!keyboard.isFreed)
      keyboard.object?.detach()
      #expect(keyboard.isFreed)
    }

    @Test("a second adapter for the same view controller replaces the first, which is detached")
    func secondAdapterReplacesTheFirst() throws {
      let first = try attach()
      let second = try attach()
      #expect(first.isDetached)
      #expect(!first.listener.isListening)
      #expect(second.listener.isListening)
      #expect(controller.children.count == 1)
      #expect(controller.view.gestureRecognizers?.count == 1)

      var simulator = KeyboardSimulator(device: .iPhone15)
      tapEmail(&simulator)
      // Moved once, by the second alone.
      #expect(controller.view.transform.ty == second.avoider.keyboardOffset.value)
      #expect(first.avoider.keyboardOffset.value == 0)
    }

    @Test("an adapter let go while content is raised puts the view back and takes its bar and recognizer away")
    func letGoWhileRaised() throws {
      let view = controller.view!
      var keyboard: KeyboardAvoidance? = try KeyboardAvoidance(view: view, notificationCenter: center)
      keyboard?.animate = { _, changes in changes() }
      keyboard?.start()
      var simulator = KeyboardSimulator(device: .iPhone15)
      tapEmail(&simulator)
      #expect(view.transform != .identity)

      keyboard = nil

      #expect(view.transform == .identity)
      #expect(view.gestureRecognizers == nil)
      #expect(email.inputAccessoryView == nil)
      #expect(email.returnKeyType == .default)
    }

    /// A screen beneath `controller` in a navigation stack, shown and then pushed over, with its adapter:
    /// stopped, as UIKit leaves it.
    func screenBeneath() throws -> (UIViewController, KeyboardAvoidance) {
      let beneath = UIViewController(nibName: nil, bundle: nil)
      beneath.view.frame = window.bounds
      beneath.view.addSubview(UITextField(frame: CGRect(x: 16, y: 600, width: 300, height: 44)))
      let keyboard = try KeyboardAvoidance(for: beneath, notificationCenter: center)
      beneath.beginAppearanceTransition(true, animated: false)
      beneath.endAppearanceTransition()
      beneath.beginAppearanceTransition(false, animated: true)
      beneath.endAppearanceTransition()
      #expect(!keyboard.listener.isListening)
      return (beneath, keyboard)
    }

    @Test("a swipe back the user cancels leaves the screen on top avoiding, and the screen beneath stopped")
    func cancelledSwipeBack() throws {
      let keyboard = try attach()
      let (beneath, beneathKeyboard) = try screenBeneath()
      var simulator = KeyboardSimulator(device: .iPhone15)
      tapEmail(&simulator)
      let raised = controller.view.transform

      // The swipe begins: the top screen will disappear, the one beneath will appear, and the user's
      // finger decides. Both listen meanwhile, and the content stays where it is.
      controller.beginAppearanceTransition(false, animated: true)
      beneath.beginAppearanceTransition(true, animated: true)
      #expect(keyboard.listener.isListening)
      #expect(beneathKeyboard.listener.isListening)
      #expect(controller.view.transform == raised)

      // Cancelled: UIKit reverses both, then ends them. The field is still editing.
      beneath.beginAppearanceTransition(false, animated: true)
      controller.beginAppearanceTransition(true, animated: true)
      beneath.endAppearanceTransition()
      controller.endAppearanceTransition()
      #expect(keyboard.listener.isListening)
      #expect(keyboard.avoider.focusedField.value == "email")
      #expect(controller.view.transform == raised)
      // The screen beneath, hidden again, no longer listens.
      #expect(!beneathKeyboard.listener.isListening)
    }

    @Test("a swipe back that completes holds the content until the view has gone, then puts it to rest")
    func completedSwipeBack() throws {
      let keyboard = try attach()
      let (beneath, beneathKeyboard) = try screenBeneath()
      var simulator = KeyboardSimulator(device: .iPhone15)
      tapEmail(&simulator)
      let raised = controller.view.transform

      controller.beginAppearanceTransition(false, animated: true)
      beneath.beginAppearanceTransition(true, animated: true)
      #expect(keyboard.listener.isListening)
      #expect(controller.view.transform == raised)

      // Completed: the view is gone; the screen beneath has appeared.
      controller.endAppearanceTransition()
      beneath.endAppearanceTransition()
      #expect(!keyboard.listener.isListening)
      #expect(controller.view.transform == .identity)
      #expect(beneathKeyboard.listener.isListening)
    }

    @Test("a screen pushed over the form while editing stops it; popped back, the next tap avoids again")
    func pushAndPopWhileEditing() throws {
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      tapEmail(&simulator)

      // Push: the field resigns and the keyboard goes; once the view has gone, stopped.
      controller.beginAppearanceTransition(false, animated: true)
      _ = email.resignFirstResponder()
      simulator.post(simulator.dismiss(), to: center, objects: objects)
      controller.endAppearanceTransition()
      #expect(!keyboard.listener.isListening)
      #expect(controller.view.transform == .identity)

      // Popped back to: appearing starts it again.
      controller.beginAppearanceTransition(true, animated: true)
      controller.endAppearanceTransition()
      #expect(keyboard.listener.isListening)
      tapEmail(&simulator)
      #expect(controller.view.convert(email.bounds, to: window).maxY <= 852 - 336)
    }

    @Test("a container that forwards no appearance still starts its adapter as its view enters a window, and stops it")
    func containerThatDoesNotForward() throws {
      let container = NonForwardingController(nibName: nil, bundle: nil)
      container.view.frame = window.bounds
      container.view.addSubview(email)
      let keyboard = try attach(to: container)
      #expect(!keyboard.listener.isListening)

      // Shown, and never told of its appearance.
      window.addSubview(container.view)
      #expect(keyboard.listener.isListening)
      var simulator = KeyboardSimulator(device: .iPhone15)
      tapEmail(&simulator)
      #expect(container.view.transform != .identity)

      container.view.removeFromSuperview()
      #expect(!keyboard.listener.isListening)
      #expect(container.view.transform == .identity)
    }
  }

  /// A container that forwards appearance to its children itself, or not at all.
  private final class NonForwardingController: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  }
#endif
