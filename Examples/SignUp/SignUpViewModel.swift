import Binding

/// The sign-up form's view model: inputs are boxes the screen sets, outputs are read-only boxes the
/// screen binds to. It knows nothing of the keyboard: the screen's ``KeyboardAvoidance`` handles that.
@MainActor
final class SignUpViewModel {
  let email = Box("")
  let password = Box("")
  let canSubmit: ReadOnlyBox<Bool>
  let emailError: ReadOnlyBox<String?>

  init() {
    emailError = email.map { email in
      email.isEmpty || email.contains("@") ? nil : "Enter an email address such as ada@example.com"
    }
    canSubmit = email.combined(with: password)
      .map { email, password in email.contains("@") && password.count >= 8 }
      .removeDuplicates()
  }
}
