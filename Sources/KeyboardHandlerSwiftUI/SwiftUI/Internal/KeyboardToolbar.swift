#if canImport(SwiftUI)
  import KeyboardHandler
  import SwiftUI

  /// The screen's one keyboard toolbar: Previous, Next and Done over `FocusState`, each enabled as the
  /// model's navigator says, and each moving focus where the model says. Fields add none of their own, so
  /// a screen never stacks two.
  ///
  /// No `Spacer` among the items: on iOS 26 a spacer in the keyboard's toolbar logs layout warnings.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  struct KeyboardToolbar: ViewModifier {
    let screen: KeyboardScreen
    let focus: FocusState<FieldID?>.Binding
    let accessory: AccessoryState
    let isShown: Bool

    func body(content: Content) -> some View {
      #if os(iOS) || os(macOS)
        content.toolbar {
          ToolbarItemGroup(placement: .keyboard) {
            if isShown, focus.wrappedValue != nil {
              Button(action: { move(.previous) }) { Image(systemName: "chevron.up") }
                .accessibilityLabel(Text("Previous"))
                .disabled(!accessory.canGoPrevious)
              Button(action: { move(.next) }) { Image(systemName: "chevron.down") }
                .accessibilityLabel(Text("Next"))
                .disabled(!accessory.canGoNext)
              Button(action: { move(.done) }) { Text("Done").bold() }
            }
          }
        }
      #else
        content
      #endif
    }

    private func move(_ action: NavigationAction) {
      focus.wrappedValue = screen.focus(after: action, from: focus.wrappedValue)
    }
  }
#endif
