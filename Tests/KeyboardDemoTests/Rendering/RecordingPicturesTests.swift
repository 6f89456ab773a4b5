import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

@testable import KeyboardDemo

/// The pictures of a recording: the fields it registers in steps, the header from what it knows, and
/// where today's engine departs from what the device published.
@MainActor
@Suite("Pictures of a recording")
struct RecordingPicturesTests {
  /// The recorded worked example in a temporary file, edited by `edit`; removed by the caller.
  static func recording(_ edit: (Data) throws -> Data = { $0 }) throws -> String {
    try RecordedSession.temporaryFile(try edit(try RecordedSession.workedExample().scenarioData()))
  }

  @Test("a recording starts with no fields; the SVG draws those its steps register, where they are")
  func fieldsFromSteps() throws {
    let path = try Self.recording()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let scenario = try ScenarioParser.scenario(contentsOfFile: path)
    #expect(scenario.fields.isEmpty)
    let (document, _) = try SVGReportTests.document(["--scenario", path])
    for (id, y) in [("amount", "700"), ("note", "100")] {
      let field = try #require(document.element(id: "field-\(id)"), "no field \(id)")
      #expect(field.attributes["y"] == y)
    }
  }

  @Test("the text header of a recording lists its fields and the keyboards it reported, not an estimate")
  func header() throws {
    let path = try Self.recording()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = DemoRun(["--scenario", path, "--pictures", "none"])
    let header = run.output.components(separatedBy: "\n\n").first ?? ""
    // Each field's step is named by its path in the file, as every message names steps: the first that
    // registers the field.
    let steps = try ScenarioParser.scenario(contentsOfFile: path).steps
    func registering(_ id: FieldID) throws -> Int {
      try #require(
        steps.firstIndex {
          guard case .input(.layoutDidChange(let reading)) = $0.action else { return false }
          return reading.fields?.contains { $0.id == id } ?? false
        })
    }
    #expect(header.contains("\nDevice    as recorded, portrait: screen 393 x 852 pt, safe area top 59, bottom 34\n"))
    #expect(header.contains("\nKeyboard  336 pt, 291 pt high, as the recording's notifications report it\n"))
    #expect(
      header.contains("Fields    amount     text field  y 700 to 744 (from steps[\(try registering("amount"))])\n"))
    #expect(header.contains("          note       text field  y 100 to 144 (from steps[\(try registering("note"))])\n"))
    #expect(!header.contains("Recorded device") && !header.contains("360 pt with the predictive bar"))
  }

  @Test("the SVG of an edited recording marks where the replay departs; an unedited one marks nothing")
  func departures() throws {
    let unedited = try Self.recording()
    let edited = try Self.recording { try $0.editingExpected(2) { $0["offset"] = -1 } }
    defer { for path in [unedited, edited] { try? FileManager.default.removeItem(atPath: path) } }
    let (plain, _) = try SVGReportTests.document(["--scenario", unedited])
    #expect(plain.element(id: "departures") == nil && plain.element(id: "departure-note") == nil)
    let (document, run) = try SVGReportTests.document(["--scenario", edited], status: 3)
    let marks = document.elements.filter { $0.attributes["class"] == "departure" }
    #expect(!marks.isEmpty)
    #expect(run.output.contains("Replay departs from the recording (1 difference): "))
    let comparison = try #require(try RecordingComparison(replaying: ScenarioParser.scenario(contentsOfFile: edited)))
    let first = try #require(comparison.differences.first)
    #expect(run.output.contains(SVGClock.escaped(": \(first)")), "the note holds the whole difference")
  }
}
