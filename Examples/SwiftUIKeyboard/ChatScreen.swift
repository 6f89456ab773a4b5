#if canImport(SwiftUI)
  import KeyboardHandler
  import KeyboardHandlerSwiftUI
  import SwiftUI

  /// A chat: the composer rides the keyboard, through an interactive dismissal too, and the newest message
  /// stays above it. The keyboard toolbar is off: a single field needs no Previous / Next.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  struct ChatScreen: View {
    @State private var keyboard = KeyboardScreen(layout: .chat)
    @FocusState private var focus: FieldID?
    @State private var messages = (1...40).map { ChatMessage(id: $0, text: "Message \($0)") }
    @State private var draft = ""

    var body: some View {
      VStack(spacing: 0) {
        messageList
        Divider()
        HStack(alignment: .bottom) {
          composer
          Button("Send", action: send).disabled(draft.isEmpty)
        }
        .padding(8)
      }
      .keyboardAvoiding(keyboard, focus: $focus, showsKeyboardToolbar: false)
    }

    @ViewBuilder private var messageList: some View {
      let list = KeyboardScrollView(keyboard) {
        ForEach(messages) { message in
          Text(message.text)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal)
            .padding(.vertical, 6)
        }
      }
      if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
        list.scrollDismissesKeyboard(.interactively)
      } else {
        list
      }
    }

    @ViewBuilder private var composer: some View {
      if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
        TextField("Message", text: $draft, axis: .vertical)
          .lineLimit(1...5)
          .keyboardField("message", kind: .textView, focus: $focus)
      } else {
        TextField("Message", text: $draft)
          .keyboardField("message", focus: $focus)
      }
    }

    private func send() {
      messages.append(ChatMessage(id: messages.count + 1, text: draft))
      draft = ""
    }
  }

  /// One message of the chat.
  struct ChatMessage: Identifiable, Hashable {
    let id: Int
    let text: String
  }
#endif
