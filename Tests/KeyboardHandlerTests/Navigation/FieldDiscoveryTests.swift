import Foundation
import Testing

@testable import KeyboardHandler

/// What the UIKit adapter decides from the fields it finds when they are needed, without UIKit: the
/// objects are plain ones, the candidates what the adapter would read of them.
@MainActor
@Suite("Field discovery")
struct FieldDiscoveryTests {
  let objects = (0..<6).map { _ in FieldObject(y: 0) }

  func candidate(
    _ index: Int, _ name: FieldID? = nil, y: CGFloat, x: CGFloat = 16, kind: InputField.Kind = .textField,
    isEditable: Bool = true, isEditing: Bool = false
  ) -> FieldDiscovery.Candidate {
    FieldDiscovery.Candidate(
      object: ObjectIdentifier(objects[index]), name: name, frame: CGRect(x: x, y: y, width: 100, height: 44),
      kind: kind, isEditable: isEditable, isEditing: isEditing)
  }

  @Test("fields are read top to bottom, then leading to trailing, then in the order found")
  func readingOrder() {
    var discovery = FieldDiscovery()
    let found = discovery.fields(
      from: [
        candidate(0, "below", y: 300), candidate(1, "right", y: 100, x: 200), candidate(2, "left", y: 100),
        candidate(3, "unlaid a", y: 0, x: 0), candidate(4, "unlaid b", y: 0, x: 0),
      ], order: .reading)
    #expect(found.map(\.field.id) == ["unlaid a", "unlaid b", "left", "right", "below"])
  }

  @Test("a listed order is kept as listed")
  func listedOrder() {
    var discovery = FieldDiscovery()
    let found = discovery.fields(from: [candidate(0, "b", y: 300), candidate(1, "a", y: 100)], order: .listed)
    #expect(found.map(\.field.id) == ["b", "a"])
  }

  @Test("a field a user cannot edit (hidden, transparent, disabled) is left out, unless it is being edited")
  func uneditableLeftOut() {
    var discovery = FieldDiscovery()
    let found = discovery.fields(
      from: [
        candidate(0, "name", y: 100), candidate(1, "optional", y: 200, isEditable: false),
        candidate(2, "pin", y: 300, isEditable: false, isEditing: true), candidate(3, "email", y: 400),
      ], order: .reading)
    #expect(found.map(\.field.id) == ["name", "pin", "email"])
    #expect(found.map(\.object) == [0, 2, 3].map { ObjectIdentifier(objects[$0]) })
  }

  @Test("a shared name goes to the first field in order; the others are numbered by position")
  func sharedNames() {
    var discovery = FieldDiscovery()
    let found = discovery.fields(
      from: [candidate(0, "cell", y: 100), candidate(1, "cell", y: 200), candidate(2, y: 300)], order: .reading)
    #expect(found.map(\.field.id) == ["cell", "field 2", "field 3"])
  }

  @Test("a field keeps its identity when a row is inserted above it, and a new one takes a free number")
  func stableIdentities() {
    var discovery = FieldDiscovery()
    _ = discovery.fields(from: [candidate(0, y: 100), candidate(1, y: 200)], order: .reading)
    let found = discovery.fields(
      from: [candidate(2, y: 50), candidate(0, y: 150), candidate(1, y: 250)], order: .reading)
    #expect(found.map(\.field.id) == ["field 3", "field 1", "field 2"])
  }

  @Test("a name the app uses is never handed out as a number")
  func namesReserved() {
    var discovery = FieldDiscovery()
    let found = discovery.fields(from: [candidate(0, y: 100), candidate(1, "field 1", y: 200)], order: .reading)
    #expect(found.map(\.field.id) == ["field 2", "field 1"])
  }

  @Test("an object found twice counts once, and each field keeps its kind")
  func duplicatesAndKinds() {
    var discovery = FieldDiscovery()
    let found = discovery.fields(
      from: [candidate(0, "note", y: 100, kind: .textView), candidate(0, "note", y: 100, kind: .textView)],
      order: .listed)
    #expect(found.map(\.field) == [InputField(id: "note", frame: .zero, kind: .textView)])
  }
}
