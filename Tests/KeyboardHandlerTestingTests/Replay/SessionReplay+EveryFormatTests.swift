import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import KeyboardTestSupport
import Testing

/// A recording of each format the package has written, made by the recorder of the commit that
/// introduced the format (and one of today's), replays on today's engine with no difference: no
/// recording is orphaned by a later version. `Fixtures/Recordings/README.md` says how each was made.
@MainActor
@Suite("Session replay of a recording of every format")
struct SessionReplayEveryFormatTests {
  /// The recordings, each with the format its file says.
  nonisolated static let recordings: [(name: String, format: Int)] = [
    ("format-1-136f828.json", 1), ("format-2-757e5cb.json", 2), ("format-3-6b63542.json", 3),
    ("format-4-1231283.json", 4), ("format-4-abdbcf2.json", 4), ("format-1-abdbcf2-scroll.json", 1),
    ("format-5-9ebf0aa.json", 5),
  ]

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: ShippedScenario.packageRoot.appendingPathComponent("Fixtures/Recordings/\(name)"))
  }

  @Test("every format this version reads has a recording made by the version that introduced it")
  func everyFormat() {
    #expect(Set(Self.recordings.map(\.format)) == Set(1...Scenario.formatVersion))
  }

  @Test(
    "a recording of each format replays on today's engine with no difference and keeps every invariant",
    arguments: recordings)
  func replays(name: String, format: Int) throws {
    let data = try Self.data(name)
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(document?["format"] as? Int == format)
    let replay = try SessionReplay(data)
    #expect((replay.scenario.expected?.count ?? 0) > 1)
    #expect(replay.differences == [])
    replay.expectMatchesRecording()
  }

  @Test(
    "a recording of each format with the properties its strategy never moves left out of every entry replays the same",
    arguments: recordings)
  func unmovedPropertiesLeftOut(name: String, format: Int) throws {
    let data = try Self.data(name)
    let strategy = try SessionReplay(data).scenario.configuration.strategy
    let unmoved = LayoutProperty.keys.filter { _, properties in !properties.contains { $0.isMoved(by: strategy) } }
    #expect(!unmoved.isEmpty)
    let edited = try data.editingJSON { document in
      let expected = document["expected"] as? [[String: Any]] ?? []
      document["expected"] = expected.map { entry in entry.filter { key, _ in !unmoved.contains { $0.key == key } } }
    }
    let replay = try SessionReplay(edited)
    #expect(replay.differences == [])
    #expect(replay.scenario.expected == (try SessionReplay(data).scenario.expected))
  }

  @Test(
    "a recording of each format with every property at rest left out of every entry replays the same",
    arguments: recordings)
  func restingPropertiesLeftOut(name: String, format: Int) throws {
    let scenario = try SessionReplay(Self.data(name)).scenario
    let edited = scenario.jsonData(alwaysWriting: [])
    #expect(edited.count < scenario.jsonData().count)
    let replay = try SessionReplay(edited)
    #expect(replay.scenario == scenario)
    #expect(replay.differences == [])
  }
}
