#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Binding
  import KeyboardHandler
  import KeyboardHandlerUIKit
  import UIKit

  /// A sign-up screen: two text fields low on the screen, a validation message, a button, and keyboard
  /// avoidance in one line.
  ///
  /// Laid out by constraints from the bottom of the view up, as most forms are, so it sits low on any
  /// iPhone; the validation message appearing lays it out again, which the avoidance survives.
  /// iOS 14 for `UIAction`; the avoidance itself runs from iOS 13.
  @available(iOS 14.0, macCatalyst 14.0, *)
  final class SignUpViewController: UIViewController {
    private let viewModel = SignUpViewModel()
    private let emailField = UITextField()
    private let emailError = UILabel()
    private let passwordField = UITextField()
    private let submitButton = UIButton()
    private let bindings = BindingBag()
    private var keyboard: KeyboardAvoidance?

    override func viewDidLoad() {
      super.viewDidLoad()
      emailField.accessibilityIdentifier = "email"
      passwordField.accessibilityIdentifier = "password"
      emailError.numberOfLines = 2
      // Each row: its bottom's distance above the view's bottom (clear of the home indicator), its height.
      let rows: [(view: UIView, bottom: CGFloat, height: CGFloat)] = [
        (emailField, -232, 44), (emailError, -184, 40), (passwordField, -130, 44), (submitButton, -70, 44),
      ]
      for row in rows {
        row.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row.view)
        NSLayoutConstraint.activate([
          row.view.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: row.bottom),
          row.view.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
          row.view.widthAnchor.constraint(equalToConstant: 300),
          row.view.heightAnchor.constraint(equalToConstant: row.height),
        ])
      }

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
      viewModel.emailError.assign(to: \.text, on: emailError).store(in: bindings)
      viewModel.emailError.map { $0 == nil }.assign(to: \.isHidden, on: emailError).store(in: bindings)
    }
  }
#endif
