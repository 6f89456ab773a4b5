import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardDemo

/// The steps' captions of the SVG: what happens, under the screen, while it happens.
@MainActor
@Suite("SVG steps' captions")
struct SVGReportStepsTests {
  /// The steps' captions of `document`, each its lines joined by a space.
  static func captions(in document: SVGDocument) -> [String] {
    let elements = document.elements
    return elements.indices.filter { elements[$0].attributes["class"] == "step" }.map { index in
      elements[(index + 1)...].prefix { $0.name == "tspan" }.map(\.text).joined(separator: " ")
    }
  }

  @Test("each step's caption names it by its path and shows from its time until the next step's")
  func captionsFollowTheSteps() throws {
    let (document, _) = try SVGReportTests.document([])
    let captions = Self.captions(in: document)
    let steps = Scenario.story.steps
    #expect(captions.count == steps.count)
    for (index, (caption, step)) in zip(captions, steps).enumerated() {
      #expect(caption.hasPrefix("steps[\(index)] at \(step.time.seconds) s: "), "\(caption)")
    }
    let second = try #require(captions.first { $0.hasPrefix("steps[1] ") })
    #expect(second.contains("the user taps the text field \"password\""))
    let animations = document.elements.filter { $0.name == "animate" && $0.attributes["attributeName"] == "opacity" }
    let shown = animations.filter { animation in
      animation.value(at: steps[1].time + 0.5) == "1"
        && animation.value(at: steps[1].time - 0.5) == "0" && animation.value(at: steps[2].time + 0.01) == "0"
    }
    #expect(shown.count == 1)
  }

  @Test("steps at one time share a caption; a scenario that starts later says it is at rest until then")
  func sharedAndLateCaptions() throws {
    let report = try SVGReport(
      playback: try DemoPlayer.play(
        try ScenarioParser.scenario(
          from: Data(
            """
            {"device": "iphone-15", "fields": [{"id": "a", "frame": {"x": 16, "y": 700, "width": 300, "height": 44}}],
             "steps": [{"time": 0.5, "action": "beginEditing", "field": "a"},
                       {"time": 0.5, "action": "keyboard", "phase": "willShow", "frame": {"y": 516, "width": 393, "height": 336}}]}
            """.utf8))), framesPerSecond: 30)
    let document = try #require(SVGDocument(report.text))
    let captions = Self.captions(in: document)
    #expect(captions.count == 2)
    #expect(captions.first == "At rest: no step yet")
    #expect(captions.last?.hasPrefix("steps[0–1] at 0.500 s: \"a\" begins editing; UIKit posts") == true)
  }

  @Test("a caption breaks between words, and one too long for two lines ends in an ellipsis")
  func wrapping() {
    #expect(SVGReport.wrapped("the user taps the text field", width: 12) == ["the user", "taps the…"])
    #expect(SVGReport.wrapped("steps[0] at 0.000 s", width: 40) == ["steps[0] at 0.000 s"])
    #expect(SVGReport.wrapped("unbreakable-words-are-cut", width: 10) == ["unbreakab…"])
  }
}
