import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the app says of one text field or text view: its own gap to the keyboard, whether content moves
/// for it, whether Previous and Next stop at it, and where it comes in their order.
///
/// Given at registration (`register(_:as:settings:)`) or for any field, found by the adapter or not yet
/// on screen (`KeyboardAvoidance.setSettings(_:for:)`); a screen's adapter and those the app-wide mode
/// makes read them each time they find the screen's fields.
///
/// ```swift
/// try KeyboardAvoidance.setSettings(FieldSettings(spacing: 60), for: notesView)   // room for a counter
/// try KeyboardAvoidance.setSettings(FieldSettings(isNavigable: false), for: promoCodeField)
/// ```
///
/// `FieldSettings` is a `Sendable` value.
public struct FieldSettings: Hashable, Sendable {
  /// The gap to keep between the field and the keyboard, or `nil` for the configuration's spacing.
  public var spacing: CGFloat?
  /// Whether content moves to keep the field clear of the keyboard; `false` leaves content where it is
  /// while the field edits (a field near the top, or one the app moves itself).
  public var isAvoidanceEnabled: Bool
  /// Whether Previous, Next and the return key stop at the field. A field left out is still avoided,
  /// and its own bar offers Done only; its return key ends editing.
  public var isNavigable: Bool
  /// Where the field comes among the screen's fields: they are navigated by this number, lowest first,
  /// and in reading order (or the order listed) among equal numbers. Every field has 0 unless given one.
  public var navigationOrder: Int

  /// Creates settings; every field has these unless given others.
  ///
  /// - Parameters:
  ///   - spacing: A gap to the keyboard of its own, or `nil` for the configuration's.
  ///   - isAvoidanceEnabled: Whether content moves for the field.
  ///   - isNavigable: Whether Previous, Next and the return key stop at it.
  ///   - navigationOrder: Where it comes in navigation, lowest first; 0 by default.
  public init(
    spacing: CGFloat? = nil, isAvoidanceEnabled: Bool = true, isNavigable: Bool = true, navigationOrder: Int = 0
  ) {
    self.spacing = spacing
    self.isAvoidanceEnabled = isAvoidanceEnabled
    self.isNavigable = isNavigable
    self.navigationOrder = navigationOrder
  }

  /// The settings, checked: a spacing must be a finite number of points, zero or more.
  ///
  /// - Throws: ``AvoidanceError/invalidConfiguration(_:)`` naming `spacing`.
  func validated() throws(AvoidanceError) -> FieldSettings {
    if let spacing, !spacing.isFinite || spacing < 0 {
      throw .invalidConfiguration(
        AvoidanceError.InvalidValue(
          name: "FieldSettings.spacing", found: "\(spacing)", expected: "a finite number of points, zero or more"))
    }
    return self
  }
}
