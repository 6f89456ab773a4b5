import Binding
import Testing

/// A small form view model as users write one: its fields are boxes, its derived state is derived
/// boxes, and a view binds to them. The tests below are written the way users test theirs: on the
/// main actor, asserting right after each set, with no waiting.
final class SignUpFormViewModel: Sendable {
  let email = Box("")
  let password = Box("")
  let isSubmitting = Box(false)
  let canSubmit: Box<Bool>
  let emailError: Box<String?>

  init() {
    emailError = email.map { email in
      email.isEmpty || email.contains("@") ? nil : "Enter an email address such as ada@example.com"
    }
    canSubmit = email.combined(with: password, isSubmitting)
      .map { email, password, isSubmitting in
        email.contains("@") && password.count >= 8 && !isSubmitting
      }
      .removeDuplicates()
  }

  func submit() {
    guard canSubmit.value else {
      return
    }
    isSubmitting.value = true
  }
}

@Suite("A sign-up form view model, tested as users test theirs")
@MainActor
struct SignUpFormViewModelTests {
  @Test("The submit button turns on only with a valid email and a long enough password")
  func canSubmitFollowsFields() {
    let form = SignUpFormViewModel()
    let button = Recorder<Bool>()
    form.canSubmit.bind(button.observer)
    form.email.value = "ada"
    form.email.value = "ada@example.com"
    form.password.value = "short"
    form.password.value = "long enough"
    #expect(button.values == [false, true])
  }

  @Test("An invalid email shows an error, which clears once it is fixed")
  func emailError() {
    let form = SignUpFormViewModel()
    let label = Label()
    form.emailError.bind(owner: label) { label, error in label.show(error ?? "") }
    form.email.value = "ada"
    #expect(label.text.hasPrefix("Enter an email"))
    form.email.value = "ada@example.com"
    #expect(label.text == "")
  }

  @Test("Submitting disables the button until the request ends")
  func submitting() {
    let form = SignUpFormViewModel()
    form.email.value = "ada@example.com"
    form.password.value = "correct horse"
    #expect(form.canSubmit.value)
    form.submit()
    #expect(form.isSubmitting.value)
    #expect(!form.canSubmit.value)
  }

  @Test("A form fed from a background thread, as a network reply would be, ends in the same state")
  func backgroundUpdates() async {
    let form = SignUpFormViewModel()
    let button = Recorder<Bool>()
    form.canSubmit.bind(button.observer)
    runOnBackgroundThread {
      form.email.value = "ada@example.com"
      form.password.value = "correct horse"
    }
    await flushMainQueue()
    #expect(button.values == [false, true])
  }

  @Test("A released form frees its boxes, and the view's bindings go with them")
  func formIsFreed() {
    var form: SignUpFormViewModel? = SignUpFormViewModel()
    let watchEmail = WeakReference(form!.email)
    let watchCanSubmit = WeakReference(form!.canSubmit)
    form!.canSubmit.bind { _ in }
    form = nil
    #expect(watchEmail.isFreed)
    #expect(watchCanSubmit.isFreed)
  }
}
