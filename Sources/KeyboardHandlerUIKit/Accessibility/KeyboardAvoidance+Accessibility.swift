#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  // `@preconcurrency`: the iOS 17.4 SDK declares UIKit's accessibility notification constants as C
  // variables (`UIKIT_EXTERN UIAccessibilityNotifications UIAccessibilityLayoutChangedNotification;` in
  // UIAccessibilityConstants.h), which Swift 6 refuses to read; Xcode 16's SDKs declare them `const` and
  // `NS_SWIFT_NONISOLATED`. Only this file reads one.
  @preconcurrency import UIKit

  extension KeyboardAvoidance {
    /// Moves VoiceOver to `field`, which the bar's Previous or Next, or a return key, has just focused.
    ///
    /// A field that becomes first responder from code does not take VoiceOver's cursor with it: VoiceOver
    /// would stay on the bar's button. Focus moving to another field of the same screen is a change of
    /// layout, not a new screen: `layoutChanged` is the notification "an app posts when the layout of a
    /// screen changes", its argument the element VoiceOver moves to
    /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged);
    /// `screenChanged` is for "a new view ... that occupies a major portion of the screen", and plays the
    /// new-screen sound (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged).
    func moveAccessibilityFocus(to field: UIResponder) {
      UIAccessibility.post(notification: .layoutChanged, argument: field)
    }

    /// The animation to move content with for `update`, as Reduce Motion asks (``ContentMotion``).
    func contentAnimation(for update: AvoidanceUpdate<AvoidanceState>) -> KeyboardAnimation {
      ContentMotion.animation(
        update.animation, cause: update.cause, isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
    }
  }
#endif
