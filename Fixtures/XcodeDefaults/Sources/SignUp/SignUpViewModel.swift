import Binding

// The README's view model, as written there.
@MainActor final class SignUpViewModel {
  let email = Box("")  // inputs: the view sets them
  let password = Box("")
  let canSubmit: ReadOnlyBox<Bool>  // outputs: the view observes them, cannot set them
  var alert: ReadOnlyBox<String?> { alerts.readOnly }
  private let alerts = Box<String?>(nil)  // one-shot events

  init() {
    canSubmit = email.combined(with: password)
      .map { email, password in email.contains("@") && password.count >= 8 }
      .removeDuplicates()
  }

  func submit() { alerts.value = "Welcome, \(email.value)" }
}

/// The README's lines that use the view model, in a function (a library has no top-level code); returns
/// what the binding printed.
func useSignUpViewModel() -> [Bool] {
  var printed: [Bool] = []
  let form = SignUpViewModel()
  let token = form.canSubmit.bind { printed.append($0) }  // false now, then each change
  form.email.value = "ada@example.com"  // on the main queue: observers ran when this returns
  form.password.value = "correct horse"  // true
  token.unbind()  // the binding lasts until this, or until its box is freed
  return printed
}
