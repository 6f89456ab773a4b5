import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

@testable import KeyboardDemo

/// The SVG of long scenarios: rendered in time linear in the steps, with an axis and labels that stay
/// readable, and refused with the JSON path when it would last longer than the picture plays.
@MainActor
@Suite("SVG report at scale")
struct SVGReportScaleTests {
  /// The size of the SVG `arguments` write, in bytes.
  static func bytes(_ arguments: [String]) -> Int {
    let run = DemoRun(arguments)
    #expect(run.status == 0)
    return run.output.utf8.count
  }

  @Test("the SVG of a long scenario grows with its steps, not their square")
  func linearSize() throws {
    // Time is the benchmarks' to measure (Benchmarks/README.md, the demo's time per step); what a test can
    // hold exactly is that twice the steps draw about twice the picture, not four times.
    let sizes = try [750, 1500].map { steps in
      let path = try RecordedSession.temporaryFile(Data(LongScenario.json(steps: steps).utf8))
      defer { try? FileManager.default.removeItem(atPath: path) }
      return Self.bytes(["--scenario", path, "--format", "svg"])
    }
    #expect(Double(sizes[1]) < 2.5 * Double(sizes[0]), "\(sizes)")
  }

  @Test(
    "the time axis steps by 1, 2 or 5 × 10ⁿ seconds, five to twelve labels whatever the duration",
    arguments: [1.5, 5.25, 6.5, 30, 61, 601, 3601])
  func timeTicks(duration: Double) {
    let ticks = SVGReport.timeTicks(upTo: duration)
    #expect((5...SVGReport.mostTimeTicks).contains(ticks.count), "\(ticks)")
    #expect(ticks.first == 0 && (ticks.last ?? .infinity) <= duration)
    let step = ticks[1] - ticks[0]
    let magnitude = pow(10, log10(step).rounded(.down))
    #expect([1, 2, 5].contains { abs(step - $0 * magnitude) < 1e-9 * step }, "step \(step)")
  }

  @Test("a ten-minute scenario labels its time axis every 100 s, and transition numbers stay on the plot")
  func longAxisAndLabels() throws {
    // 2,000 steps, a cycle each 1.5 s: 600 s, with two transitions every cycle, far too many to label one
    // by one: those that start close together share a range.
    let path = try RecordedSession.temporaryFile(Data(LongScenario.json(steps: 2000).utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (document, run) = try SVGReportTests.document(["--scenario", path])
    let plot = document.elements.filter { $0.ancestors.last == "plot" && $0.name == "text" }
    let seconds = plot.filter { ($0.attributes["y"]).flatMap(Double.init) == 480 }
    #expect(seconds.count == 7, "\(seconds.map(\.attributes))")
    let numbers = plot.filter { ($0.attributes["y"].flatMap(Double.init) ?? 0) < 130 && $0.attributes["x"] != nil }
      .filter { $0.attributes["font-size"] == nil }
    let xs = numbers.compactMap { $0.attributes["x"].flatMap(Double.init) }
    #expect(!xs.isEmpty && xs.allSatisfy { (0...Double(SVGReport.width)).contains($0) })
    #expect(run.output.contains("numbers the transitions that start along the bar under it"))
    #expect(run.output.contains("; --format text lists every one</text>"))
  }

  @Test(
    "a scenario longer than the SVG plays is refused, naming the step, duration or wait",
    arguments: [
      (#"{"time": 1e9, "action": "endEditing", "field": "amount"}"#, "", "steps[1].time"),
      (
        #"{"time": 0.1, "action": "keyboard", "phase": "willShow", "frame": {"x": 0, "y": 516, "width": 393, "height": 336}, "duration": 1e9}"#,
        "", "steps[1].duration"
      ),
      (
        #"{"time": 1, "action": "endEditing", "field": "amount"}, {"time": 2, "action": "beginEditing", "field": "amount"}"#,
        #""keyboardWaitTimeout": 1e9,"#, "keyboardWaitTimeout"
      ),
    ])
  func tooLong(step: String, setting: String, path: String) throws {
    let json = #"""
      {"name": "long", "device": "iphone-15", \#(setting) "fields": [
        {"id": "amount", "frame": {"x": 16, "y": 700, "width": 300, "height": 44}}],
       "steps": [{"time": 0, "action": "beginEditing", "field": "amount"}, \#(step)]}
      """#
    let file = try RecordedSession.temporaryFile(Data(json.utf8))
    defer { try? FileManager.default.removeItem(atPath: file) }
    let run = DemoRun(["--scenario", file, "--format", "svg"])
    #expect(run.status == 1 && run.output.isEmpty)
    #expect(run.error.hasPrefix("demo: \(file): \(path): the scenario lasts "), "\(run.error)")
    #expect(run.error.contains("longer than the 3600 s an SVG plays (--format text or json show it whole)"))
    // Text and JSON show it.
    #expect(DemoRun(["--scenario", file, "--format", "json"]).status == 0)
  }

  @Test("a keyboard that slides for 1e9 s while nothing moves is drawn, cut at the loop's end")
  func slowKeyboardAlone() throws {
    // A fuzzer's find: the keyboard's own animation lasts 1e9 s and nothing else happens.
    let json = #"""
      {"name": "a keyboard lasting 1e9 s", "device": "iphone-15",
       "fields": [{"id": "amount", "frame": {"x": 16, "y": 700, "width": 300, "height": 44}}],
       "steps": [{"time": 0, "action": "keyboard", "phase": "willShow",
                  "frame": {"x": 0, "y": 516, "width": 393, "height": 336}, "duration": 1e9}]}
      """#
    let path = try RecordedSession.temporaryFile(Data(json.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (document, _) = try SVGReportTests.document(["--scenario", path])
    #expect(document.element(id: "keyboard") != nil)
  }
}
