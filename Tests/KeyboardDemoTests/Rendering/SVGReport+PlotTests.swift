import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardDemo

/// The plot of the SVG: every line visible, numbers that can be read, a unit on each axis.
@MainActor
@Suite("SVG plot")
struct SVGReportPlotTests {
  /// The labels of transition numbers in `document`: the text, where it starts and its row.
  static func labels(in document: SVGDocument) -> [(text: String, x: Double, y: Double)] {
    document.elements.filter { $0.attributes["class"] == "transition-number" }.compactMap { label in
      guard let x = label.attributes["x"].flatMap(Double.init), let y = label.attributes["y"].flatMap(Double.init)
      else { return nil }
      return (label.text, x, y)
    }
  }

  @Test(
    "the indicator inset's line is dashed over the bottom inset's, so both show where they are equal, as the legend says"
  )
  func equalInsetsBothShow() throws {
    let (document, run) = try SVGReportTests.document(["--story", "chat"])
    let content = try #require(document.element(id: "plot-content-inset"))
    let indicator = try #require(document.element(id: "plot-indicator-inset"))
    // The chat story's insets are equal throughout: the later line would hide the earlier one.
    #expect(content.attributes["points"] == indicator.attributes["points"])
    #expect(content.attributes["stroke-dasharray"] == nil)
    #expect(indicator.attributes["stroke-dasharray"] != nil)
    #expect(run.output.contains(">indicator inset (dashed over the bottom inset)</text>"))
    // Each legend's sample line is drawn as its line is.
    let legend = document.elements.filter { $0.ancestors.last == "plot" && $0.name == "line" }
    #expect(
      legend.contains {
        $0.attributes["stroke"] == indicator.attributes["stroke"]
          && $0.attributes["stroke-dasharray"] == indicator.attributes["stroke-dasharray"]
      })
  }

  @Test("the value axis gives its unit on every label, as the time axis does")
  func valueAxisUnit() throws {
    let (document, _) = try SVGReportTests.document([])
    let values = document.elements.filter { $0.ancestors.last == "plot" && $0.attributes["text-anchor"] == "end" }
    #expect(values.count >= 3)
    #expect(values.allSatisfy { $0.text.hasSuffix(" pt") }, "\(values.map(\.text))")
  }

  @Test(
    "transition numbers never run together: labels in a row are a character apart, and close starts share a range over a bar",
    arguments: [4001, 200])
  func legibleNumbers(steps: Int) throws {
    let path = try RecordedSession.temporaryFile(Data(LongScenario.json(steps: steps).utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (document, run) = try SVGReportTests.document(["--scenario", path])
    let labels = Self.labels(in: document)
    #expect(!labels.isEmpty)
    for row in Set(labels.map(\.y)) {
      let inRow = labels.filter { $0.y == row }.sorted { $0.x < $1.x }
      for (left, right) in zip(inRow, inRow.dropFirst()) {
        #expect(left.x + Double(left.text.count + 1) * 7 <= right.x + 1e-9, "\(left.text) runs into \(right.text)")
      }
    }
    let ranges = labels.filter { $0.text.contains("–") }
    let bars = document.elements.filter { $0.attributes["class"] == "transition-span" }
    #expect(bars.count >= ranges.count)
    if !ranges.isEmpty {
      #expect(run.output.contains("numbers the transitions that start along the bar under it"))
    }
    // Every transition is numbered, in a list or a range, or counted as left out.
    let numbered = labels.flatMap { label -> [Int] in
      let numbers = label.text.split(whereSeparator: { "#– ".contains($0) }).compactMap { Int($0) }
      guard label.text.contains("–"), let first = numbers.first, let last = numbers.last else { return numbers }
      return Array(first...last)
    }
    let transitions = try DemoPlayer.play(try ScenarioParser.scenario(contentsOfFile: path)).transitions.count
    let leftOut = run.output.components(separatedBy: " transitions' numbers left out").first?
      .split(separator: ">").last.flatMap {
        Int($0.split(separator: ";").last?.trimmingCharacters(in: .whitespaces) ?? "")
      }
    #expect(Set(numbered).count + (leftOut ?? 0) == transitions)
  }

  @Test("starts closer than a label share one: a list up to three numbers, a range beyond, each over a bar")
  func groupedStarts() {
    let box = CGRect(x: 100, y: 84, width: 600, height: 380)
    // Three starts 2 px apart with two transitions each, then one far off.
    let close = SVGReport.transitionLabels(
      [(100, [0, 1]), (102, [2, 3]), (104, [4, 5]), (400, [6])], in: box)
    #expect(close.lines.count == 3)
    #expect(close.lines[0].contains(">#1–#6</text>") && close.lines[1].contains(#"class="transition-span""#))
    #expect(close.lines[2].contains(">#7</text>"))
    #expect(close.unlabelled == 0 && close.firstRange == "#1–#6")
    let pair = SVGReport.transitionLabels([(100, [0]), (104, [1])], in: box)
    #expect(pair.lines[0].contains(">#1 #2</text>") && pair.firstRange == nil)
  }
}
