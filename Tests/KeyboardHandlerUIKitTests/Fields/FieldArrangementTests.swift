import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardHandlerUIKit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Fields arranged as the app's settings say, with no UIKit: their order, their own spacing and avoidance,
/// and where Previous, Next and return go when some are left out. On every platform.
@Suite("Fields arranged by the app's settings")
struct FieldArrangementTests {
  static func field(_ id: FieldID, _ kind: InputField.Kind = .textField) -> InputField {
    InputField(id: id, frame: .zero, kind: kind)
  }

  /// Name, promo code (left out of navigation), email, a note (a text view), in reading order.
  static let form = FieldArrangement([
    (Self.field("name"), FieldSettings()),
    (Self.field("promo"), FieldSettings(isNavigable: false)),
    (Self.field("email"), FieldSettings()),
    (Self.field("note", .textView), FieldSettings()),
  ])

  @Test("a field's own spacing and avoidance are the ones the avoider takes; the rest keep the configuration's")
  func spacingAndAvoidance() {
    let arranged = FieldArrangement([
      (Self.field("name"), FieldSettings(spacing: 48)),
      (Self.field("search"), FieldSettings(isAvoidanceEnabled: false)),
      (Self.field("email"), FieldSettings()),
    ])
    #expect(arranged.fields.map(\.spacing) == [48, nil, nil])
    #expect(arranged.fields.map(\.isAvoidanceEnabled) == [true, false, true])
  }

  @Test("a field that avoids nothing already (pinned to the keyboard layout guide) stays so whatever its settings")
  func pinnedFieldStaysAtRest() {
    var pinned = Self.field("composer")
    pinned.isAvoidanceEnabled = false
    #expect(FieldArrangement([(pinned, FieldSettings())]).fields.map(\.isAvoidanceEnabled) == [false])
  }

  @Test("fields are navigated by their order, lowest first, in reading order among equals")
  func customOrder() {
    let arranged = FieldArrangement([
      (Self.field("first"), FieldSettings()),
      (Self.field("summary"), FieldSettings(navigationOrder: 1)),
      (Self.field("second"), FieldSettings()),
      (Self.field("code"), FieldSettings(navigationOrder: -1)),
    ])
    #expect(arranged.fields.map(\.id) == ["code", "first", "second", "summary"])
    #expect(arranged.request(for: .next, from: "second") == .focus("summary"))
    #expect(arranged.returnKey(for: "summary") == .done)
  }

  @Test("Previous, Next and return pass over a field left out of navigation")
  func skippedField() {
    let form = Self.form
    #expect(form.request(for: .next, from: "name") == .focus("email"))
    #expect(form.request(for: .previous, from: "email") == .focus("name"))
    #expect(form.request(for: .returnKey, from: "name") == .focus("email"))
    #expect(form.field(after: "name", goingOn: .next) == "email")
    #expect(form.field(after: "email", goingOn: .previous) == "name")
    #expect(form.accessory(for: "email") == AccessoryState(canGoPrevious: true, canGoNext: true, canFinish: true))
    // The last text field navigated says Done; the text view types new lines.
    #expect(form.returnKey(for: "email") == .done)
    #expect(form.returnKey(for: "note") == .newline)
  }

  @Test("from a field left out, Next and Previous do nothing, return and Done end editing, the bar offers Done only")
  func fromSkippedField() {
    let form = Self.form
    #expect(form.request(for: .next, from: "promo") == nil)
    #expect(form.request(for: .previous, from: "promo") == nil)
    #expect(form.request(for: .returnKey, from: "promo") == .endEditing)
    #expect(form.request(for: .done, from: "promo") == .endEditing)
    #expect(form.returnKey(for: "promo") == .done)
    #expect(form.accessory(for: "promo") == AccessoryState(canGoPrevious: false, canGoNext: false, canFinish: true))
    #expect(form.skipped == ["promo"])
  }

  @Test("with nothing focused, or an unknown field, the bar is inactive and nothing is asked")
  func unknownField() {
    #expect(Self.form.accessory(for: nil) == .inactive)
    #expect(Self.form.accessory(for: "gone") == .inactive)
    #expect(Self.form.returnKey(for: "gone") == nil)
    #expect(Self.form.request(for: .next, from: "gone") == nil)
  }

  @Test("navigation loops over the navigable fields when the configuration loops")
  func looping() {
    let looping = FieldArrangement(
      [
        (Self.field("a"), FieldSettings()), (Self.field("b"), FieldSettings(isNavigable: false)),
        (Self.field("c"), FieldSettings()),
      ],
      isLooping: true)
    #expect(looping.request(for: .next, from: "c") == .focus("a"))
  }

  @Test(
    "a spacing that is negative or not finite is refused, naming the setting",
    arguments: [CGFloat(-1), .nan, .infinity])
  func invalidSpacing(spacing: CGFloat) {
    #expect(throws: AvoidanceError.self) { try FieldSettings(spacing: spacing).validated() }
    do {
      _ = try FieldSettings(spacing: spacing).validated()
    } catch {
      guard case .invalidConfiguration(let value) = error else {
        Issue.record("not invalidConfiguration: \(error)")
        return
      }
      #expect(value.name == "FieldSettings.spacing")
    }
  }
}
