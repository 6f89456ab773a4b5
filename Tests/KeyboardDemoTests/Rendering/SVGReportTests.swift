import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardDemo

@MainActor
@Suite("SVG report")
struct SVGReportTests {
  /// The SVG the demo prints for `arguments`, parsed, with the run; `status` is the exit status expected
  /// (3 for a recording whose replay differs).
  static func document(_ arguments: [String], status: Int32 = 0) throws -> (SVGDocument, DemoRun) {
    let run = DemoRun(arguments + ["--format", "svg"])
    #expect(run.status == status)
    let document = try #require(SVGDocument(run.output), "the output is not well-formed XML")
    return (document, run)
  }

  static func number(_ text: String?) -> Double? {
    text.flatMap { Double($0.split(separator: " ").last ?? "") }
  }

  @Test("the built-in story's SVG parses, and the content's key frames carry the published offsets")
  func storyOffsets() throws {
    let (document, _) = try Self.document([])
    #expect(document.elements.first?.name == "svg")
    let move = try #require(document.animations(of: "content")["transform"])
    #expect(move.name == "animateTransform")
    let playback = try DemoPlayer.play(.story)
    for transition in playback.transitions {
      let end = transition.interruption ?? transition.change.endTime
      let presented = playback.layout[.offset].presentedValue(at: end)
      let shown = try #require(Self.number(move.value(at: end)), "no key frame at \(end) s")
      #expect(abs(shown - presented) < 0.01, "at \(end) s")
    }
    // The published values: the estimate cut at 0.1 s, then -148, -228, -183 and back to 0.
    #expect([0.35, 1.25, 2.25, 3.25].compactMap { Self.number(move.value(at: $0)) } == [-148, -228, -183, 0])
  }

  @Test("the keyboard slides to each reported frame, and the estimate shows while it is used")
  func keyboard() throws {
    let (document, _) = try Self.document([])
    let keyboard = try #require(document.elements.first { $0.name == "rect" && $0.ancestors.last == "keyboard" })
    let slide = try #require(
      document.elements.first {
        $0.attributes["attributeName"] == "y" && $0.ancestors.suffix(2) == ["keyboard", "rect"]
      })
    #expect(keyboard.attributes["y"] == "852")
    #expect([0, 0.35, 2.25, 3.25].compactMap { Self.number(slide.value(at: $0)) } == [852, 516, 561, 852])
    let estimate = try #require(document.animations(of: "estimated-keyboard")["opacity"])
    #expect(estimate.value(at: 0) == "1")
    #expect(estimate.value(at: 0.1) == "0")
  }

  @Test("every animation shares one duration, the scenario's length and a second, so they loop in step")
  func oneClock() throws {
    let (document, _) = try Self.document(["--scenario", Golden.scenario("scroll-form.json")])
    let durations = Set(document.elements.filter { $0.name.hasPrefix("animate") }.compactMap { $0.attributes["dur"] })
    #expect(durations == ["5.25s"])
    let move = try #require(document.animations(of: "content")["transform"])
    // The scroll strategy moves the content by contentOffset.y: 29, 109, 265, then the user's 100.
    #expect([0.25, 1.25, 2.25, 3].compactMap { Self.number(move.value(at: $0)) } == [-29, -109, -265, -100])
  }

  @Test("the plot draws each value that moved and the covered height, and marks every transition")
  func plot() throws {
    let (document, _) = try Self.document(["--scenario", Golden.scenario("scroll-form.json")])
    let lines = document.elements.filter { $0.name == "polyline" }.compactMap { $0.attributes["id"] }
    #expect(lines == ["plot-content-inset", "plot-indicator-inset", "plot-content-offset", "plot-covered-height"])
    let marks = document.elements.filter { $0.attributes["class"] == "transition" }
    #expect(marks.count == 5)  // #1 and #2 start together; #3 to #6 each alone
    #expect(document.animations(of: "cursor")["transform"] != nil)
  }

  @Test("the manual strategy plots the covered height it publishes; nothing else moves")
  func manual() throws {
    let (document, _) = try Self.document(["--strategy", "manual"])
    let lines = document.elements.filter { $0.name == "polyline" }.compactMap { $0.attributes["id"] }
    #expect(lines == ["plot-covered-height"])
    #expect(document.animations(of: "content").isEmpty)
  }

  @Test(
    "every shipped scenario, and the story on every device and orientation, gives well-formed SVG",
    arguments: [
      ["--scenario", "worked-example.json"], ["--scenario", "hardware-keyboard.json"], ["--device", "ipad"],
      ["--orientation", "landscape", "--strategy", "constraint"], ["--device", "iphone-se", "--strategy", "scroll"],
    ])
  func wellFormed(arguments: [String]) throws {
    let arguments = arguments.map { $0.hasSuffix(".json") ? Golden.scenario($0) : $0 }
    let (document, run) = try Self.document(arguments)
    #expect(run.error.isEmpty)
    #expect(document.element(id: "keyboard") != nil)
    #expect(document.elements.contains { $0.attributes["id"]?.hasPrefix("field-") == true })
  }

  @Test("the caption gives the scenario's length in seconds to a thousandth, as the text output does")
  func captionRoundsTheLength() throws {
    // The chat story ends on a drag's frame at 60 a second: 2.5333… s.
    let (document, run) = try Self.document(["--story", "chat"])
    #expect(document.element(id: "plot") != nil)
    #expect(run.output.contains("<desc>iPhone 15, portrait, chat strategy; real speed, 2.533 s then a 1 s pause,"))
    #expect(!run.output.contains("2.53333"))
  }

  @Test("the README's picture is the built-in story's SVG as the demo writes it now")
  func readmePicture() throws {
    try Golden.check(DemoRun(["--format", "svg"]).output, at: "docs/demo.svg")
  }
}
