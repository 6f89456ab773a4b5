import Testing

@testable import Binding

/// A small form view model as users write one: its inputs are boxes the view sets, its outputs are
/// read-only boxes the view observes, and a one-shot event is observed for its changes only. The
/// tests below are written the way users test theirs: on the main actor, asserting right after each
/// set, with no waiting.
@MainActor
final class SignUpViewModel {
  let email = Box("")
  let password = Box("")
  let canSubmit: ReadOnlyBox<Bool>
  let emailError: ReadOnlyBox<String?>
  var alert: ReadOnlyBox<String?> { alerts.readOnly }
  private let isSubmitting = Box(false)
  private let alerts = Box<String?>(nil)

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
    alerts.value = "Welcome, \(email.value)"
  }
}

/// The screen of the form, as a view controller binds it: every binding ends with the screen, through
/// its bag or because the screen is the owner.
@MainActor
final class SignUpScreen {
  let submitButton = Button()
  let emailField = TextField()
  private(set) var alertsShown: [String] = []
  private let bindings = BindingBag()

  init(_ viewModel: SignUpViewModel) {
    viewModel.canSubmit.assign(to: \.isEnabled, on: submitButton).store(in: bindings)
    viewModel.email.assign(to: \.text, on: emailField).store(in: bindings)
    viewModel.alert.bindChanges(owner: self) { screen, message in
      if let message {
        screen.alertsShown.append(message)
      }
    }
  }
}

@MainActor
final class Button {
  var isEnabled = true
}

/// Like UIKit's text fields, its text is optional.
@MainActor
final class TextField {
  var text: String?
}

@Suite("A sign-up form view model, tested as users test theirs")
@MainActor
struct SignUpViewModelTests {
  @Test("The submit button turns on only with a valid email and a long enough password")
  func canSubmitFollowsFields() {
    let form = SignUpViewModel()
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
    let form = SignUpViewModel()
    let label = Label()
    form.emailError.bind(owner: label) { label, error in label.show(error ?? "") }
    form.email.value = "ada"
    #expect(label.text.hasPrefix("Enter an email"))
    form.email.value = "ada@example.com"
    #expect(label.text == "")
  }

  @Test("Submitting disables the button and raises one alert, which a screen bound later does not see")
  func submitting() {
    let form = SignUpViewModel()
    let screen = SignUpScreen(form)
    form.email.value = "ada@example.com"
    form.password.value = "correct horse"
    #expect(screen.submitButton.isEnabled)
    #expect(screen.emailField.text == "ada@example.com")
    form.submit()
    #expect(!form.canSubmit.value)
    #expect(!screen.submitButton.isEnabled)
    #expect(screen.alertsShown == ["Welcome, ada@example.com"])
    let laterScreen = SignUpScreen(form)
    #expect(laterScreen.alertsShown.isEmpty)
  }

  @Test("A form fed from a background thread, as a network reply would be, ends in the same state")
  func backgroundUpdates() async {
    let form = SignUpViewModel()
    let button = Recorder<Bool>()
    form.canSubmit.bind(button.observer)
    let email = form.email
    let password = form.password
    runOnBackgroundThread {
      email.value = "ada@example.com"
      password.value = "correct horse"
    }
    await flushMainQueue()
    #expect(button.values == [false, true])
  }

  @Test("A freed screen ends its bindings: those in its bag at once, the owner's at the next event")
  func screenIsFreed() {
    let form = SignUpViewModel()
    var screen: SignUpScreen? = SignUpScreen(form)
    let watch = WeakReference(screen!)
    #expect(form.canSubmit.observerCount == 1)
    #expect(form.alert.observerCount == 1)
    screen = nil
    #expect(watch.isFreed)
    #expect(form.canSubmit.observerCount == 0)
    #expect(form.email.observerCount == 2)  // emailError's and canSubmit's chain, not the screen's
    form.email.value = "ada@example.com"
    form.password.value = "correct horse"
    form.submit()
    #expect(form.alert.observerCount == 0)
  }

  @Test("A released form frees its boxes, and the view's bindings go with them")
  func formIsFreed() {
    var form: SignUpViewModel? = SignUpViewModel()
    let watchEmail = WeakReference(form!.email)
    let watchCanSubmit = WeakReference(form!.canSubmit.box)
    form!.canSubmit.bind { _ in }
    form = nil
    #expect(watchEmail.isFreed)
    #expect(watchCanSubmit.isFreed)
  }
}
