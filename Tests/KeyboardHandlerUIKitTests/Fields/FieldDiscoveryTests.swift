import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

@testable import KeyboardHandlerUIKit

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

  /// A row of frames as found, the names expected in reading order, and the layout direction.
  struct ReadingCase: Sendable, CustomTestStringConvertible {
    var label: String
    var frames: [(name: FieldID, frame: CGRect)]
    var direction: FieldDiscovery.LayoutDirection
    var expected: [FieldID]
    var testDescription: String { label }
  }

  nonisolated static let readingCases: [ReadingCase] = [
    ReadingCase(
      label: "a 34 pt field beside a 44 pt one, its top lower, is on the same row and read first from the left",
      frames: [
        ("right", CGRect(x: 200, y: 100, width: 150, height: 44)),
        ("left", CGRect(x: 16, y: 105, width: 150, height: 34)),
      ], direction: .leftToRight, expected: ["left", "right"]),
    ReadingCase(
      label: "right to left, a row is read from its right edge",
      frames: [
        ("left", CGRect(x: 16, y: 100, width: 150, height: 44)),
        ("right", CGRect(x: 200, y: 105, width: 150, height: 34)),
      ], direction: .rightToLeft, expected: ["right", "left"]),
    ReadingCase(
      label: "stacked rows that touch or overlap a little are read top to bottom, each leading to trailing",
      frames: [
        ("second trailing", CGRect(x: 200, y: 136, width: 150, height: 48)),
        ("first", CGRect(x: 16, y: 100, width: 300, height: 44)),
        ("second leading", CGRect(x: 16, y: 140, width: 150, height: 44)),
        ("third", CGRect(x: 16, y: 184, width: 300, height: 44)),
      ], direction: .leftToRight, expected: ["first", "second leading", "second trailing", "third"]),
    ReadingCase(
      label: "a tall text view and the fields beside it are one row; the field below it is the next",
      frames: [
        ("beside lower", CGRect(x: 200, y: 200, width: 150, height: 44)),
        ("below", CGRect(x: 16, y: 320, width: 300, height: 44)),
        ("beside upper", CGRect(x: 200, y: 85, width: 150, height: 44)),
        ("notes", CGRect(x: 16, y: 90, width: 170, height: 220)),
      ], direction: .leftToRight, expected: ["notes", "beside upper", "beside lower", "below"]),
  ]

  @Test(
    "fields are read in rows by vertical overlap, leading to trailing in the layout direction", arguments: readingCases)
  func readingOrderByRows(_ readingCase: ReadingCase) {
    var discovery = FieldDiscovery()
    let candidates = readingCase.frames.enumerated().map { index, named in
      FieldDiscovery.Candidate(object: ObjectIdentifier(objects[index]), name: named.name, frame: named.frame)
    }
    let found = discovery.fields(from: candidates, order: .reading, layoutDirection: readingCase.direction)
    #expect(found.map(\.field.id) == readingCase.expected)
  }

  @Test("an empty name is no name: the field is numbered, as one without a name is")
  func emptyName() {
    var discovery = FieldDiscovery()
    let found = discovery.fields(from: [candidate(0, "", y: 100), candidate(1, "email", y: 200)], order: .reading)
    #expect(found.map(\.field.id) == ["field 1", "email"])
  }

  @Test(
    "the search for fields goes through subviews, but not into a field, a search bar or another adapter's container")
  func searchStopsAtAnotherAdapter() {
    // A screen as names: its subviews, and what each is to the search.
    let subviews: [String: [String]] = [
      "screen": ["search", "form", "child"], "search": ["search field"], "form": ["name", "email"],
      "name": ["name's clear button"], "child": ["note", "child's tracker"],
    ]
    let visits: [String: FieldDiscovery.Visit] = [
      "search": .searchBar, "search field": .input, "name": .input, "email": .input, "note": .input,
      "child": .otherContainer,
    ]
    let found = FieldDiscovery.inputs(in: "screen", children: { subviews[$0] ?? [] }) { visits[$0] ?? .other }
    #expect(found == ["name", "email"])
    #expect(FieldDiscovery.inputs(in: "child", children: { subviews[$0] ?? [] }) { visits[$0] ?? .other } == ["note"])
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

  @Test("a field scrolled out of sight (another page of a pager) is left out, unless it is being edited")
  func scrolledOutLeftOut() {
    var discovery = FieldDiscovery()
    var other = candidate(1, "page 1", y: 100, x: 409)
    other.isScrolledOut = true
    var editing = candidate(2, "page 2", y: 100, x: 802)
    (editing.isScrolledOut, editing.isEditing) = (true, true)
    let found = discovery.fields(from: [candidate(0, "page 0", y: 100), other, editing], order: .reading)
    #expect(found.map(\.field.id) == ["page 0", "page 2"])
  }

  @Test(
    "a field is scrolled out when wholly beside a scroll view's bounds, or above or below a paging one's",
    arguments: [
      // Page 1 of a horizontal pager showing page 0.
      (CGRect(x: 409, y: 100, width: 300, height: 44), false, true),
      // Half on screen while the pager moves: it shows.
      (CGRect(x: 300, y: 100, width: 300, height: 44), true, false),
      // A row below a form's visible bounds: Next scrolls it in.
      (CGRect(x: 16, y: 1000, width: 300, height: 44), false, false),
      // The next page of a vertical pager.
      (CGRect(x: 16, y: 1000, width: 300, height: 44), true, true),
      // On the page shown.
      (CGRect(x: 16, y: 100, width: 300, height: 44), true, false),
    ])
  func scrolledOut(field: CGRect, isPaging: Bool, expected: Bool) {
    let clip = FieldDiscovery.ScrollClip(
      visibleBounds: CGRect(x: 0, y: 0, width: 393, height: 852), field: field, isPaging: isPaging)
    #expect(FieldDiscovery.isScrolledOut([clip]) == expected)
    #expect(FieldDiscovery.isScrolledOut([]) == false)
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

extension FieldDiscoveryTests {
  @Test(
    "a field is editable only when enabled and every view up to the window would be hit by a touch",
    arguments: [
      (true, [FieldDiscovery.Ancestor()], true),
      (false, [FieldDiscovery.Ancestor()], false),
      (true, [FieldDiscovery.Ancestor(), FieldDiscovery.Ancestor(isHidden: true)], false),
      (true, [FieldDiscovery.Ancestor(alpha: 0.009), FieldDiscovery.Ancestor()], false),
      (true, [FieldDiscovery.Ancestor(alpha: 0.01)], true),
      (true, [FieldDiscovery.Ancestor(), FieldDiscovery.Ancestor(isUserInteractionEnabled: false)], false),
    ])
  func editability(isEnabled: Bool, chain: [FieldDiscovery.Ancestor], expected: Bool) {
    #expect(FieldDiscovery.isEditable(isEnabled: isEnabled, chain: chain) == expected)
  }

  @Test("an editing text view's caret is kept; one that is null or infinite stands for nothing")
  func usableCaret() {
    let caret = CGRect(x: 20, y: 640, width: 2, height: 20)
    #expect(FieldDiscovery.usableCaret(caret) == caret)
    #expect(FieldDiscovery.usableCaret(nil) == nil)
    #expect(FieldDiscovery.usableCaret(.null) == nil)
    #expect(FieldDiscovery.usableCaret(.infinite) == nil)
  }
}
