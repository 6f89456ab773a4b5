// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// UIKit as the package's code sees it: the keyboard and editing notifications, their user-info keys,
// and the `NSValue` boxing of geometry, with the names, labels, types and isolation of Apple's SDKs.
// With this module in the build, `canImport(UIKit)` is true, so the code's UIKit branches compile on
// Linux against these declarations and nothing else of UIKit. Nothing here runs.
//
// Isolation: UIKit's classes are `@MainActor`. Apple's current documentation shows these constants as
// `nonisolated class let`, but the SDKs of Xcode 16, which the package still supports, import them as
// members of a main-actor class, isolated to the main actor (the compiler reports such a constant, read
// from a nonisolated context, as an error: https://github.com/swiftlang/swift/issues/59484). They are
// declared here the stricter way, so code that compiles here compiles with both.
//
// Availability: the keyboard notifications and keys exist on iOS, iPadOS, Mac Catalyst and visionOS,
// not on tvOS or watchOS (UIWindow.h: `API_UNAVAILABLE(tvos)`); the editing notifications exist
// wherever UIKit has text fields and text views (not watchOS). Code that uses them says
// `#if canImport(UIKit) && !os(tvOS) && !os(watchOS)`; on Linux that condition is true with this module.
//
// Values: UIKit's constants are `NSString`s whose value is the constant's Objective-C name
// (`UIKeyboardWillShowNotification`); a logged notification shows it: `{name = UIKeyboardWillChangeFrameNotification; ...}`.
//
// Sources:
// - https://developer.apple.com/documentation/uikit/uiresponder (class; `@MainActor`)
// - https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
//   and keyboarddidshownotification, keyboardwillhidenotification, keyboarddidhidenotification,
//   keyboardwillchangeframenotification, keyboarddidchangeframenotification
// - https://developer.apple.com/documentation/uikit/uiresponder/keyboardframebeginuserinfokey
//   and keyboardframeenduserinfokey, keyboardanimationdurationuserinfokey,
//   keyboardanimationcurveuserinfokey, keyboardislocaluserinfokey
//   (`nonisolated class let ...: String`; iOS 3.2+, Mac Catalyst 13.1+, visionOS 1.0+; no tvOS)
// - https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
//   and https://developer.apple.com/documentation/uikit/uitextfield/textdidendeditingnotification
//   (`class let ...: NSNotification.Name`; the object is the text field; no user info)
// - https://developer.apple.com/documentation/uikit/uitextview/textdidbegineditingnotification
//   and https://developer.apple.com/documentation/uikit/uitextview/textdidendeditingnotification
// - https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:) (iOS 2.0+, declared by
//   UIKit's UIGeometry.h), and `init(cgPoint:)` beside it; `NSValue(rect:)` and `rectValue` are macOS and
//   Mac Catalyst only:
//   https://developer.apple.com/documentation/foundation/nsvalue/init(rect:)
// - The class hierarchy: UIResponder > UIView > UIControl > UITextField, and UIView > UIScrollView >
//   UITextView (https://developer.apple.com/documentation/uikit/uitextfield,
//   https://developer.apple.com/documentation/uikit/uitextview).

// UIKit re-exports Foundation; the Apple-SDK check gives the code Apple's geometry, so this does too.
@_exported import AppleFoundation

@MainActor open class UIResponder: NSObject {
  public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

  public static let keyboardFrameBeginUserInfoKey: String = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
  public static let keyboardIsLocalUserInfoKey: String = "UIKeyboardIsLocalUserInfoKey"
}

@MainActor open class UIView: UIResponder {}

@MainActor open class UIControl: UIView {}

@MainActor open class UITextField: UIControl {
  public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
  public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
}

@MainActor open class UIScrollView: UIView {}

@MainActor open class UITextView: UIScrollView {
  public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
  public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
}

extension NSValue {
  public convenience init(cgRect: CGRect) {
    fatalError("Platforms/StandIns/UIKit is compiled, never run")
  }
  public convenience init(cgPoint: CGPoint) {
    fatalError("Platforms/StandIns/UIKit is compiled, never run")
  }
}
