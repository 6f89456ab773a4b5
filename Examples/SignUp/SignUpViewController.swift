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
  ///
  /// It records its keyboard session, and its navigation bar's "Share keyboard session" button hands
  /// the recording over: a tester who sees content land under the keyboard shares the file, which
  /// `demo --scenario` and `SessionReplay` replay.
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
        var options = KeyboardAvoidance.Options()
        // Records the keyboard session for the share button below. Off by default: turn it on in builds
        // for testers, not in the App Store build.
        options.recordsSession = true
        keyboard = try KeyboardAvoidance(for: self, options: options)
      } catch {
        assertionFailure("keyboard avoidance: \(error)")
      }
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        primaryAction: UIAction(title: "Share keyboard session") { [weak self] _ in self?.shareKeyboardSession() })

      emailField.addAction(
        UIAction { [weak self] _ in self?.viewModel.email.value = self?.emailField.text ?? "" }, for: .editingChanged)
      passwordField.addAction(
        UIAction { [weak self] _ in self?.viewModel.password.value = self?.passwordField.text ?? "" },
        for: .editingChanged)
      viewModel.canSubmit.assign(to: \.isEnabled, on: submitButton).store(in: bindings)
      viewModel.emailError.assign(to: \.text, on: emailError).store(in: bindings)
      viewModel.emailError.map { $0 == nil }.assign(to: \.isHidden, on: emailError).store(in: bindings)
    }

    /// Writes the keyboard session so far to a file in the temporary directory and offers it to the share
    /// sheet; says why when it cannot.
    private func shareKeyboardSession() {
      guard let keyboard else { return }
      do {
        let file = try keyboard.writeSessionRecording()
        let share = UIActivityViewController(activityItems: [file], applicationActivities: nil)
        // On iPad the share sheet is a popover, which must point at what opened it.
        share.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(share, animated: true)
      } catch {
        let alert = UIAlertController(
          title: "Cannot share the keyboard session", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
      }
    }
  }
#endif
