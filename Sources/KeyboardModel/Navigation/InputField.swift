public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
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
  /// The caret of a text view being edited, in the coordinates of `frame`: the line being typed, which
  /// is revealed instead of the whole field; `nil` for a text field, or a text view not laid out. Given
  /// with ``init(id:frame:kind:spacing:isAvoidanceEnabled:caret:)``, as a field is read anew each time.
  package var caret: CGRect?

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - id: The field's identity.
  ///   - frame: The field's frame at rest.
  ///   - kind: Whether the field is single-line or multi-line.
  ///   - spacing: A gap of its own, or `nil` for the configuration's.
  ///   - isAvoidanceEnabled: Whether content moves for this field.
  ///   - caret: An editing text view's caret, in the coordinates of `frame`: the line being typed, which
  ///     is revealed instead of the whole field. With the shift strategy the text view's top never
  ///     rises above the top guide for it: one too tall to show with its caret keeps its first lines on
  ///     screen (the reason's rule is ``RevealRule/alignedToTop``), and the UIKit adapter insets and
  ///     scrolls it for the caret.
  public init(
    id: FieldID, frame: CGRect, kind: Kind = .textField, spacing: CGFloat? = nil, isAvoidanceEnabled: Bool = true,
    caret: CGRect? = nil
  ) {
    self.id = id
    self.frame = frame
    self.kind = kind
    self.spacing = spacing
    self.isAvoidanceEnabled = isAvoidanceEnabled
    self.caret = caret
  }

  /// What is revealed for the field: its caret, else the whole field.
  var revealedItem: CGRect { caret ?? frame }

  var isValid: Bool {
    frame.isFiniteAndNonNegative && (spacing.map { $0.isFinite && $0 >= 0 } ?? true)
      && (caret?.isFiniteAndNonNegative ?? true)
  }
}
