#if canImport(SwiftUI)
  import KeyboardHandler
  import KeyboardHandlerSwiftUI
  import SwiftUI

  // The README's SwiftUI screen, verbatim (a test compares them): a form whose email and growing notes
  // fields stay above the keyboard.

  // README snippet
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)  // the vertical TextField; the module: iOS 15
  @MainActor
  struct SignUpForm: View {
    @State private var keyboard = KeyboardScreen(layout: .form)  // .chat for a list over a composer
    @FocusState private var focus: FieldID?
    @State private var email = ""
    @State private var notes = ""

    var body: some View {
      KeyboardScrollView(keyboard) {
        TextField("Email", text: $email).keyboardField("email", focus: $focus)
        TextField("Notes", text: $notes, axis: .vertical).keyboardField("notes", kind: .textView, focus: $focus)
      }
      .keyboardAvoiding(keyboard, focus: $focus)  // once, at the screen's root
    }
  }
// README snippet end
#endif
