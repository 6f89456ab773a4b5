#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Binding
  import KeyboardHandler
  import KeyboardHandlerUIKit
  import UIKit

  /// A sign-up screen: two text fields low on the screen, a button, and keyboard avoidance in one line.
  ///
  /// iOS 14 for `UIAction`; the avoidance itself runs from iOS 13.
  @available(iOS 14.0, macCatalyst 14.0, *)
  final class SignUpViewController: UIViewController {
    private let viewModel = SignUpViewModel()
    private let emailField = UITextField(frame: CGRect(x: 16, y: 600, width: 300, height: 44))
    private let passwordField = UITextField(frame: CGRect(x: 16, y: 660, width: 300, height: 44))
    private let submitButton = UIButton(frame: CGRect(x: 16, y: 720, width: 300, height: 44))
    private let bindings = BindingBag()
    private var keyboard: KeyboardAvoidance?

    override func viewDidLoad() {
      super.viewDidLoad()
      emailField.accessibilityIdentifier = "email"
      passwordField.accessibilityIdentifier = "password"
      [emailField, passwordField, submitButton].forEach(view.addSubview)

      // The one line: finds both fields, shifts the view clear of the keyboard with its own curve,
      // adds the previous / next / done bar and the return keys, and follows the screen's appearance.
      do {
        keyboard = try KeyboardAvoidance(for: self)
      } catch {
        assertionFailure("keyboard avoidance: \(error)")
      }

      emailField.addAction(
        UIAction { [weak self] _ in self?.viewModel.email.value = self?.emailField.text ?? "" }, for: .editingChanged)
      passwordField.addAction(
        UIAction { [weak self] _ in self?.viewModel.password.value = self?.passwordField.text ?? "" },
        for: .editingChanged)
      viewModel.canSubmit.assign(to: \.isEnabled, on: submitButton).store(in: bindings)
    }
  }
#endif
