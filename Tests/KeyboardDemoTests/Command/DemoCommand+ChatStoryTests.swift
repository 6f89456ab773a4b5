import Foundation
import KeyboardDemo
import KeyboardHandler
import Testing

@MainActor
@Suite("demo command: the chat story")
struct DemoCommandChatStoryTests {
  @Test("the chat story's text and JSON match their golden files", arguments: ["text", "json"])
  func golden(format: String) throws {
    let run = DemoRun(["--story", "chat", "--format", format])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    try Golden.check(run.output, named: "chat.\(format == "text" ? "txt" : "json")")
  }

  nonisolated static let layouts = DeviceCatalog.devices.flatMap { name, _ in
    DeviceCatalog.orientations.map { (name, $0.key) }
  }

  @Test(
    "on every preset, held either way, the composer follows each dragged top and the newest message stays above it, in text, JSON and SVG",
    arguments: layouts)
  func everyPreset(device: String, orientation: String) throws {
    let options = ["--story", "chat", "--device", device, "--orientation", orientation]
    let text = DemoRun(options)
    #expect(text.status == 0 && text.error.isEmpty)
    #expect(!text.output.contains("Warning"))
    let drags = text.output.components(separatedBy: "\n").filter { $0.contains("the finger drags the keyboard") }
    #expect(drags.count > 4)
    // Each dragged position is followed by the composer, at once.
    let following = text.output.components(separatedBy: "the user's finger drags the keyboard").count - 1
    #expect(following == drags.count)
    // The composer rides every dragged top, and the show, the grown composer and the cancel besides.
    let rides = text.output.components(separatedBy: "the composer's bottom rides keyboard top").count - 1
    #expect(rides == drags.count + 3)
    #expect(text.output.contains("Dragged in steps[2], before the release"))
    let json = DemoRun(options + ["--format", "json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let transitions = try #require(document["transitions"] as? [[String: Any]])
    #expect(transitions.contains { $0["cause"] as? String == "keyboardDrag" && $0["duration"] as? Double == 0 })
    let svg = DemoRun(options + ["--format", "svg"])
    #expect(svg.status == 0)
    #expect(svg.output.contains(#"<g id="composer">"#))
    #expect(svg.output.contains(#"id="composer-bar""#))
  }

  // The finger that drags the keyboard pans the list too: before the simulator's drag scrolled it, the
  // newest message stayed where it was while the composer went down with the keyboard, and up to 202 pt
  // opened between them.
  @Test(
    "on every preset, held either way, the newest message rides the composer through both drags: no gap opens above the composer",
    arguments: layouts)
  func noGapWhileDragging(device: String, orientation: String) throws {
    let text = DemoRun(["--story", "chat", "--device", device, "--orientation", orientation]).output
    func values(after label: String) -> [Double] {
      text.components(separatedBy: label).dropFirst().compactMap {
        Double($0.prefix { $0.isNumber || $0 == "." || $0 == "-" })
      }
    }
    let newest = values(after: "newest message bottom ")
    let composerTops = values(after: "composer top ")
    #expect(newest.count == composerTops.count)
    #expect(newest.count >= 6, "every picture, those of the drags included")
    let gaps = zip(composerTops, newest).map { ($0 - $1) * 10 }.map { $0.rounded() / 10 }
    // The gap the story's layout leaves at rest, the message bubbles' own, and no other.
    #expect(Set(gaps).count == 1, "\(gaps)")
    #expect(text.contains("Dragged in steps[2], before the release"))
    #expect(text.contains("Dragged in steps[3], before the release"))
  }

  @Test("the story's composer sits on the safe area's bottom, the drags end without warning, on every layout")
  func laidOut() throws {
    for (_, device) in DeviceCatalog.devices {
      for (_, orientation) in DeviceCatalog.orientations {
        let story = Scenario.chatStory(on: device, in: orientation)
        let container = story.container
        let composer = try #require(story.fields.first)
        #expect(composer.frame.maxY + 8 == container.height - container.safeAreaInsets.bottom)
        let playback = try DemoPlayer.play(story)
        #expect(playback.warnings.isEmpty)
        #expect(Set(playback.transitions.map(\.step)) == [0, 1, 2, 3])
      }
    }
  }

  @Test("--story takes sign-up or chat, is listed in --help, and is refused beside --scenario")
  func option() throws {
    #expect(try DemoOptions(arguments: ["--story", "chat"]).story == .chat)
    #expect(try DemoOptions(arguments: []).story == .signUp)
    #expect(DemoOptions.usage.contains("--story NAME"))
    #expect(DemoOptions.usage.contains("sign-up or chat"))
    #expect(DemoRun(["--story", "sign-up"]).output == DemoRun([]).output)
    let both = DemoRun(["--story", "chat", "--scenario", "x.json"])
    #expect(both.status == DemoCommand.usageFailure)
    #expect(both.error.contains("'--story' and '--scenario' cannot be used together"))
    let typo = DemoRun(["--story", "chta"])
    #expect(typo.status == DemoCommand.usageFailure)
    #expect(typo.error.contains("expected one of: sign-up, chat"))
  }
}
