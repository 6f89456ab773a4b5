#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
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
      /// What VoiceOver says for the bar's previous button, which shows a chevron; pass your app's
      /// localized string. Done is UIKit's system item, which UIKit localizes.
      public var previousLabel: String
      /// What VoiceOver says for the bar's next button, which shows a chevron; pass your app's
      /// localized string.
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
      ///   - previousLabel: The previous button's accessibility label.
      ///   - nextLabel: The next button's accessibility label.
      ///   - recordsSession: Whether the adapter records the keyboard session.
      public init(
        showsAccessoryBar: Bool = true, managesReturnKeys: Bool = true, endsEditingOnTapOutside: Bool = true,
        previousLabel: String = "Previous", nextLabel: String = "Next", recordsSession: Bool = false
      ) {
        self.showsAccessoryBar = showsAccessoryBar
        self.managesReturnKeys = managesReturnKeys
        self.endsEditingOnTapOutside = endsEditingOnTapOutside
        self.previousLabel = previousLabel
        self.nextLabel = nextLabel
        self.recordsSession = recordsSession
      }
    }
  }
#endif
