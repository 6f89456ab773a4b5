import Foundation
import KeyboardDemo
import KeyboardHandler
import Testing

@MainActor
@Suite("Playback warnings")
struct PlaybackWarningsTests {
  static func playback(_ json: String) throws -> Playback {
    try DemoPlayer.play(ScenarioParser.scenario(from: Data(json.utf8)))
  }

  @Test("a field outside the container is named, at the start and after a rotation")
  func fieldOutside() throws {
    let playback = try Self.playback(
      """
      {"device": "iphone-15", "fields": [{"id": "low", "frame": {"x": 24, "y": 900, "width": 345, "height": 44}},
                                         {"id": "mid", "frame": {"x": 24, "y": 600, "width": 345, "height": 44}}],
       "steps": [{"time": 0, "action": "tapTextField", "field": "mid"},
                 {"time": 1, "action": "rotate", "orientation": "landscape"}]}
      """)
    #expect(
      playback.warnings == [
        "field \"low\" (x 24 to 369, y 900 to 944) is not inside the container (393 x 852 pt): a user cannot see all of it",
        "after steps[1], field \"low\" (x 24 to 369, y 900 to 944) is not inside the container (852 x 393 pt): a user"
          + " cannot see all of it",
        "after steps[1], field \"mid\" (x 24 to 369, y 600 to 644) is not inside the container (852 x 393 pt): a user"
          + " cannot see all of it",
      ])
  }

  @Test("a container that arrives in a layout step, as a recording holds a rotation, is followed too")
  func containerInLayoutStep() throws {
    let playback = try Self.playback(
      """
      {"format": 2, "device": "iphone-15",
       "fields": [{"id": "mid", "frame": {"x": 24, "y": 600, "width": 345, "height": 44}}],
       "steps": [{"time": 1, "action": "layout",
                  "container": {"screen": {"width": 852, "height": 393}, "frame": {"x": 0, "y": 0, "width": 852,
                                "height": 393}}}]}
      """)
    #expect(
      playback.warnings == [
        "after steps[0], field \"mid\" (x 24 to 369, y 600 to 644) is not inside the container (852 x 393 pt): a user"
          + " cannot see all of it"
      ])
  }

  @Test("a scroll view's fields must lie in its content, not on screen")
  func scrollContent() throws {
    let playback = try Self.playback(
      """
      {"device": "iphone-se", "strategy": {"kind": "scroll", "contentHeight": 900},
       "fields": [{"id": "far", "frame": {"x": 16, "y": 800, "width": 343, "height": 44}},
                  {"id": "off", "frame": {"x": 16, "y": 880, "width": 343, "height": 44}}], "steps": []}
      """)
    #expect(playback.warnings.count == 1)
    #expect(playback.warnings.first?.hasPrefix("field \"off\"") == true)
    #expect(playback.warnings.first?.contains("is not inside the scroll content (375 x 900 pt)") == true)
  }

  @Test("an estimate that covers most of the container is named once, with the published figures")
  func estimate() throws {
    let playback = try Self.playback(
      """
      {"device": "iphone-15", "orientation": "landscape",
       "fields": [{"id": "a", "frame": {"x": 80, "y": 200, "width": 300, "height": 44}}],
       "steps": [{"time": 0, "action": "tapTextField", "field": "a"}, {"time": 1, "action": "dismiss"}]}
      """)
    #expect(
      playback.warnings == [
        "the estimated keyboard (360 pt, used until the real one reports) covers 360 of the container's 393 pt:"
          + " set estimatedKeyboardHeight closer to this device's keyboard"
      ])
  }

  @Test("warnings head the text, are listed in the JSON, and go to standard error with the JSON")
  func output() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("demo-warn-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(
      #"{"device": "ipad", "fields": [{"id": "a", "frame": {"y": 1200, "width": 100, "height": 44}}], "steps": []}"#
        .utf8
    ).write(to: url)
    let text = DemoRun(["--scenario", url.path])
    #expect(text.output.contains("\nWarning   field \"a\" (x 0 to 100, y 1200 to 1244) is not inside the container"))
    #expect(text.error.isEmpty)
    let json = DemoRun(["--scenario", url.path, "--format", "json"])
    let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect((document?["warnings"] as? [String])?.count == 1)
    #expect(json.error.hasPrefix("demo: warning: field \"a\""))
    #expect(json.status == 0)
    let story = try JSONSerialization.jsonObject(with: Data(DemoRun(["--format", "json"]).output.utf8))
    #expect((story as? [String: Any])?.keys.contains("warnings") == false)
  }
}
