#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// An iPhone 15's window (393 x 852) showing one view controller, and a notification center of the
  /// test's own: the screen most adapter tests start from.
  @MainActor
  struct PhoneScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = UIViewController(nibName: nil, bundle: nil)
    let center = NotificationCenter()
    /// The top of an iPhone 15's keyboard with the predictive bar, in portrait.
    let keyboardTop: CGFloat = 852 - 336

    init() {
      controller.view.frame = window.bounds
      window.addSubview(controller.view)
    }

    /// An adapter on the controller, shown, whose animations apply at once; each one's animation goes to
    /// `recording`.
    func attach(
      _ strategy: KeyboardAvoidance.Strategy = .shift, options: KeyboardAvoidance.Options = .init(),
      recording: @escaping @MainActor (KeyboardAnimation) -> Void = { _ in }
    ) throws -> KeyboardAvoidance {
      let keyboard = try KeyboardAvoidance(
        for: controller, strategy: strategy, options: options, notificationCenter: center)
      keyboard.animate = { animation, changes in
        changes()
        recording(animation)
      }
      controller.beginAppearanceTransition(true, animated: false)
      return keyboard
    }

    /// A text field at `y`, 44 tall, named `name`, in the controller's view or in `superview`.
    @discardableResult
    func field(at y: CGFloat, named name: String, in superview: UIView? = nil) -> UITextField {
      let field = UITextField(frame: CGRect(x: 16, y: y, width: 300, height: 44))
      field.accessibilityIdentifier = name
      (superview ?? controller.view).addSubview(field)
      return field
    }

    /// Where `view` is on screen now.
    func onScreen(_ view: UIView) -> CGRect {
      view.convert(view.bounds, to: window)
    }
  }
#endif
