public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension KeyboardEventError: CustomStringConvertible, LocalizedError {
  /// A sentence that names the key and what was expected, such as
  /// `UIKeyboardFrameEndUserInfoKey: expected a CGRect or an NSValue holding one, found String`.
  public var description: String {
    "\(key.rawValue): \(reason.explanation(for: key))"
  }

  /// The same sentence as `description`, so `localizedDescription` reads too.
  public var errorDescription: String? { description }
}

extension KeyboardEventError.Reason {
  fileprivate func explanation(for key: KeyboardUserInfoKey) -> String {
    switch self {
    case .missing: "missing (\(key.expectedValue) is required)"
    case .wrongType(let found): "expected \(key.expectedValue), found \(found)"
    case .notFinite: "expected finite numbers, found NaN or an infinity"
    case .negativeSize: "expected a frame whose width and height are 0 or more"
    case .negativeDuration: "expected a duration of 0 s or more"
    }
  }
}

extension KeyboardUserInfoKey {
  /// What UIKit puts under the key.
  fileprivate var expectedValue: String {
    switch self {
    case .frameBegin, .frameEnd: "a CGRect or an NSValue holding one"
    case .animationDuration: "a number of seconds"
    case .animationCurve: "a whole number (UIView.AnimationCurve's raw value, 7 for the keyboard)"
    case .isLocal: "a Bool"
    }
  }
}
