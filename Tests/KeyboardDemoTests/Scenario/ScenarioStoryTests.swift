import Foundation
import KeyboardDemo
import KeyboardHandler
import Testing

@MainActor
@Suite("Built-in story")
struct ScenarioStoryTests {
  nonisolated static let layouts = DevicePreset.all.flatMap { device in
    [DeviceOrientation.portrait, .landscape].map { (device.name, $0) }
  }

  @Test(
    "the story is laid out for every device and orientation: fields in the safe area, moved by the keyboard, no warning",
    arguments: layouts)
  func laidOut(deviceName: String, orientation: DeviceOrientation) throws {
    let device = try #require(DevicePreset.all.first { $0.name == deviceName })
    let story = Scenario.story(on: device, in: orientation)
    let container = story.container
    let safe = container.frame.inset(
      by: container.safeAreaInsets.top, container.safeAreaInsets.left, container.safeAreaInsets.bottom,
      container.safeAreaInsets.right)
    for field in story.fields { #expect(safe.contains(field.frame), "\(field.id) at \(field.frame)") }
    let playback = try DemoPlayer.play(story)
    #expect(playback.warnings.isEmpty)
    // Each of the first three steps moves the content: the keyboard covers the email, then the password field.
    #expect(Set(playback.transitions.map(\.step)) == [0, 1, 2, 3])
  }

  @Test("the iPhone 15 held upright is the story as it always was")
  func iPhone15Portrait() {
    let story = Scenario.story(on: .iPhone15, in: .portrait)
    #expect(story == .story)
    #expect(story.fields.map(\.frame.minY) == [520, 600, 680])
    #expect(story.configuration.estimatedKeyboardHeight == 360)
  }

  @Test("the command line's device and orientation lay the story out anew")
  func commandLine() {
    let run = DemoRun(["--orientation", "landscape"])
    #expect(run.output.contains("Fields    name       text field  y 74 to 118"))
    #expect(!run.output.contains("Warning"))
    #expect(run.output.contains("[>email"))
  }
}

extension CGRect {
  fileprivate func inset(by top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> CGRect {
    CGRect(x: minX + left, y: minY + top, width: width - left - right, height: height - top - bottom)
  }
}
