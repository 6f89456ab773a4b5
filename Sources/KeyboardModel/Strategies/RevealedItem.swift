public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// Which item is moved clear of the keyboard while a field is focused.
public enum RevealedItem: Equatable, Sendable {
  /// The focused field.
  case focusedField
  /// The field after the focused one (without looping), so the user sees where Next leads;
  /// on the last field, `orElse` (for example a sign-up button), or the focused field when `nil`.
  case nextField(orElse: CGRect?)

  /// The fallback frame when it is invalid, or `nil`.
  var invalidValue: AvoidanceError.InvalidValue? {
    guard case .nextField(let fallback?) = self else { return nil }
    return .frame(fallback, "revealedItem.nextField(orElse:)")
  }
}
