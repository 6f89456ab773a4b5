#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  extension KeyboardAvoidance {
    /// The side effects the adapter has beyond moving content, each on by default and each one that can be
    /// turned off, and whether it records the keyboard session, off by default.
    ///
    /// ```swift
    /// var options = KeyboardAvoidance.Options()
    /// options.showsAccessoryBar = false  // the app has its own bar
    /// keyboard = try KeyboardAvoidance(for: self, options: options)
    /// ```
    public struct Options: Hashable, Sendable {
      /// Whether each field without an input accessory view of its own gets the previous / next / done
      /// bar (iOS 14 and later).
      public var showsAccessoryBar: Bool
      /// Whether each text field whose return key the app left at `.default` gets a Next or Done return
      /// key that does it (iOS 14 and later).
      public var managesReturnKeys: Bool
      /// Whether a tap outside the fields ends editing.
      public var endsEditingOnTapOutside: Bool
      /// Whether a tap on a chat's message list ends editing too, with ``endsEditingOnTapOutside`` on;
      /// off by default: the user taps messages (a link, a reaction) while typing, and drags the keyboard
      /// down to dismiss it.
      public var endsEditingOnMessageListTap: Bool
      /// What VoiceOver says for the bar's previous button, which shows a chevron. By default the
      /// string your app's main bundle localizes for the key `KeyboardAvoidance.previous` (in
      /// `Localizable.strings`), and "Previous" where it has none. Done is UIKit's system item, which
      /// UIKit localizes.
      public var previousLabel: String
      /// What VoiceOver says for the bar's next button, which shows a chevron. By default the string
      /// your app's main bundle localizes for the key `KeyboardAvoidance.next`, and "Next" where it
      /// has none.
      public var nextLabel: String
      /// Whether the adapter records the keyboard session from the moment it is made, for
      /// ``KeyboardAvoidance/writeSessionRecording(in:)`` to hand over as a scenario file; off by default.
      ///
      /// Turn it on in a build for testers: a session that shows a bug becomes a file that replays it
      /// anywhere. The recording holds no text the user types, and keeps at most
      /// `KeyboardSessionRecorder.defaultEventLimit` inputs.
      public var recordsSession: Bool

      /// Creates options; every side effect is on and recording is off by default.
      ///
      /// - Parameters:
      ///   - showsAccessoryBar: Whether fields get the previous / next / done bar.
      ///   - managesReturnKeys: Whether text fields get Next and Done return keys.
      ///   - endsEditingOnTapOutside: Whether a tap outside the fields ends editing.
      ///   - endsEditingOnMessageListTap: Whether a tap on a chat's message list ends editing too.
      ///   - previousLabel: The previous button's accessibility label, or `nil` for the main bundle's
      ///     `KeyboardAvoidance.previous`, "Previous" where it has none.
      ///   - nextLabel: The next button's accessibility label, or `nil` for the main bundle's
      ///     `KeyboardAvoidance.next`, "Next" where it has none.
      ///   - recordsSession: Whether the adapter records the keyboard session.
      public init(
        showsAccessoryBar: Bool = true, managesReturnKeys: Bool = true, endsEditingOnTapOutside: Bool = true,
        endsEditingOnMessageListTap: Bool = false, previousLabel: String? = nil, nextLabel: String? = nil,
        recordsSession: Bool = false
      ) {
        self.showsAccessoryBar = showsAccessoryBar
        self.managesReturnKeys = managesReturnKeys
        self.endsEditingOnTapOutside = endsEditingOnTapOutside
        self.endsEditingOnMessageListTap = endsEditingOnMessageListTap
        self.previousLabel = previousLabel ?? Self.label("KeyboardAvoidance.previous", english: "Previous")
        self.nextLabel = nextLabel ?? Self.label("KeyboardAvoidance.next", english: "Next")
        self.recordsSession = recordsSession
      }

      /// The options a chat screen starts from, the default under
      /// ``Strategy/chat(composer:messageList:anchor:)`` and ``Strategy/messageList(_:composer:)``: one input needs no previous / next / done bar,
      /// its return key is the app's (Send, or a new line), and a tap on the message list keeps editing;
      /// a tap elsewhere outside the composer ends it.
      ///
      /// ```swift
      /// var options = KeyboardAvoidance.Options.chat
      /// options.endsEditingOnMessageListTap = true
      /// ```
      public static var chat: Options {
        Options(showsAccessoryBar: false, managesReturnKeys: false)
      }

      /// The options a strategy starts from when the app gives none.
      static func defaults(for strategy: Strategy) -> Options {
        strategy.messageList == nil ? Options() : .chat
      }

      /// The string `bundle` localizes for `key` in `Localizable.strings`, or `english` where it has none
      /// (https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:):
      /// "If key is not found and value is nil or an empty string, returns key", so the English is the
      /// value).
      static func label(_ key: String, english: String, in bundle: Bundle = .main) -> String {
        bundle.localizedString(forKey: key, value: english, table: nil)
      }
    }
  }
#endif
