import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardDemo

/// The reports read the animated properties from their one table, `LayoutProperty`: these fail when
/// one of them leaves a property out.
@MainActor
@Suite("Every animated property in every report")
struct EveryPropertyTests {
  @Test(
    "the built-in story lists, samples, plots and ends every property its strategy moves",
    arguments: StrategyChoice.allCases)
  func everyMovedProperty(choice: StrategyChoice) throws {
    let story = Scenario.story
    let strategy = choice.strategy(for: story.container, fields: story.fields)
    let moved = LayoutProperty.allCases.filter { $0.isMoved(by: strategy) }
    let arguments = ["--strategy", choice.rawValue, "--format"]

    let json = DemoRun(arguments + ["json"])
    #expect(json.status == 0)
    guard case .object(let document) = try JSONDecoder().decode(JSONValue.self, from: Data(json.output.utf8)),
      case .object(let final) = document["final"], case .array(let transitions) = document["transitions"]
    else {
      Issue.record("the JSON report has no final values or transitions")
      return
    }
    // The keys every version has written, and each property the strategy moves.
    #expect(ScenarioWriter.propertyKeysOfEveryEntry.allSatisfy { final[$0] != nil })
    #expect(moved.allSatisfy { final[$0.key] != nil })
    let listed = transitions.compactMap { transition -> String? in
      guard case .object(let members) = transition, case .string(let property) = members["property"] else { return nil }
      return property
    }
    // The story moves exactly what the strategy moves: the engine and the table agree.
    #expect(Set(listed) == Set(moved.map(\.key)))

    let text = DemoRun(arguments + ["text"])
    let svg = DemoRun(arguments + ["svg"])
    for property in moved {
      let name = property.key
      // In the timeline (`#1 offset 0 → -272`) and among the sampled animations (`#1 offset 0.000–0.100 s`).
      #expect(text.output.contains(try Regex("#[0-9]+ \(name) [^ ]+ → ")), "\(name)")
      #expect(text.output.contains(try Regex("#[0-9]+ \(name) [0-9.]+–")), "\(name)")
      #expect(svg.output.contains(#"<polyline id="plot-\#(SVGReport.line(of: property).id)""#), "\(name)")
      // The legend; a property drawn over another of its key says so after its name.
      #expect(svg.output.contains(">\(property.name)</text>") || svg.output.contains(">\(property.name) (dashed over"))
    }
  }

  @Test("each property's line in the plot has an id and a colour of its own")
  func lines() {
    let lines = LayoutProperty.allCases.map(SVGReport.line(of:))
    #expect(Set(lines.map(\.id)).count == lines.count)
    #expect(Set(lines.map(\.color)).count == lines.count)
  }
}
