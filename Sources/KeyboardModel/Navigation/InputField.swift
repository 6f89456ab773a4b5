import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// An input that can take focus and be moved clear of the keyboard.
public struct InputField: Equatable, Sendable {
  /// Whether the input is single-line or multi-line.
  public enum Kind: Hashable, Sendable {
    /// A single-line `UITextField`: it begins editing before the keyboard's will-show, and its
    /// return key moves on (`next`) or finishes (`done`).
    case textField
    /// A multi-line `UITextView`: the keyboard's notifications reach the app before its
    /// begin-editing, and its return key types a new line.
    case textView
  }

  /// The field's identity.
  public var id: FieldID
  /// The field's frame at rest: in container coordinates for the shift strategy, in the
  /// scroll view's content coordinates for the scroll and bottom-constraint strategies.
  public var frame: CGRect
  /// Whether the field is single-line or multi-line.
  public var kind: Kind
  /// The gap to keep between this field and the keyboard (or the top guide); the
  /// configuration's spacing when `nil`.
  public var spacing: CGFloat?
  /// Whether content moves for this field; an opted-out field leaves everything at rest.
  public var isAvoidanceEnabled: Bool

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - id: The field's identity.
  ///   - frame: The field's frame at rest.
  ///   - kind: Whether the field is single-line or multi-line.
  ///   - spacing: A gap of its own, or `nil` for the configuration's.
  ///   - isAvoidanceEnabled: Whether content moves for this field.
  public init(
    id: FieldID, frame: CGRect, kind: Kind = .textField, spacing: CGFloat? = nil, isAvoidanceEnabled: Bool = true
  ) {
    self.id = id
    self.frame = frame
    self.kind = kind
    self.spacing = spacing
    self.isAvoidanceEnabled = isAvoidanceEnabled
  }

  var isValid: Bool {
    frame.isFiniteAndNonNegative && (spacing.map { $0.isFinite && $0 >= 0 } ?? true)
  }
}
