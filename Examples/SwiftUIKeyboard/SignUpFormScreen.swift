#if canImport(SwiftUI)
  import BindingSwiftUI
  import CoreGraphics
  import KeyboardHandler
  import KeyboardHandlerSwiftUI
  import SwiftUI

  /// A sign-up form longer than the screen: each field, focused, sits 20 pt above the keyboard; the notes
  /// grow as lines are typed and stay above it; Previous, Next and Done move through the fields.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  struct SignUpFormScreen: View {
    @State private var keyboard = KeyboardScreen(layout: .form)
    @FocusState private var focus: FieldID?
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var notes = ""

    var body: some View {
      KeyboardScrollView(keyboard) {
        VStack(alignment: .leading, spacing: 16) {
          Text("Create your account").font(.largeTitle.bold())
          KeyboardStatus(keyboard: keyboard)
          Spacer(minLength: 240)
          TextField("Name", text: $name)
            .keyboardField("name", focus: $focus)
          TextField("Email", text: $email)
            .keyboardField("email", focus: $focus)
          SecureField("Password", text: $password)
            .keyboardField("password", focus: $focus)
          notesField
          Button("Sign up") { focus = nil }
        }
        .modifier(RoundedFields())
        .padding()
      }
      .keyboardAvoiding(keyboard, focus: $focus)
    }

    /// The avoider's state, read in a view: the height the keyboard covers, redrawn as it changes.
    @MainActor
    private struct KeyboardStatus: View {
      @ObservedBox var covered: ReadOnlyBox<AvoidanceUpdate<CGFloat>>

      init(keyboard: KeyboardScreen) {
        covered = keyboard.avoider.coveredHeight
      }

      var body: some View {
        Text("The keyboard covers \(Int(covered.value.value)) pt").font(.footnote)
      }
    }

    /// Rounded borders where text fields have them (not on tvOS).
    private struct RoundedFields: ViewModifier {
      func body(content: Content) -> some View {
        #if os(tvOS)
          content
        #else
          content.textFieldStyle(.roundedBorder)
        #endif
      }
    }

    /// A multi-line field that grows as lines are typed: a vertical `TextField` from iOS 16, a fixed
    /// `TextEditor` before.
    @ViewBuilder private var notesField: some View {
      if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
        TextField("Notes", text: $notes, axis: .vertical)
          .lineLimit(3...)
          .keyboardField("notes", kind: .textView, focus: $focus)
      } else {
        #if os(tvOS)
          TextField("Notes", text: $notes)
            .keyboardField("notes", focus: $focus)
        #else
          TextEditor(text: $notes)
            .frame(height: 120)
            .keyboardField("notes", kind: .textView, focus: $focus)
        #endif
      }
    }
  }
#endif
