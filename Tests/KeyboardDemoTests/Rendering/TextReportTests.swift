import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardDemo

@MainActor
@Suite("Text report")
struct TextReportTests {
  static func report(_ json: String, pictures: DemoOptions.Pictures = .changes) throws -> TextReport {
    let scenario = try ScenarioParser.scenario(from: Data(json.utf8))
    return TextReport(playback: try DemoPlayer.play(scenario), framesPerSecond: 30, pictures: pictures)
  }

  static func report(file name: String, pictures: DemoOptions.Pictures) throws -> TextReport {
    let scenario = try ScenarioParser.scenario(contentsOfFile: Golden.scenario("\(name).json"))
    return TextReport(playback: try DemoPlayer.play(scenario), framesPerSecond: 30, pictures: pictures)
  }

  /// An iPad whose one field sits high: no keyboard ever hides it.
  static let highFieldOnIPad = """
    {"device": "ipad", "fields": [{"id": "a", "frame": {"x": 40, "y": 600, "width": 740, "height": 44}}],
     "steps": [{"time": 0, "action": "tapTextField", "field": "a"}, {"time": 1, "action": "dismiss"}]}
    """

  @Test(
    "every picture choice draws the screen at rest first and never draws the same picture twice",
    arguments: ["worked-example", "scroll-form", "hardware-keyboard"], [DemoOptions.Pictures.changes, .all])
  func picturesAreNeverRepeated(name: String, pictures: DemoOptions.Pictures) throws {
    let cells = try Self.report(file: name, pictures: pictures).screenCells
    #expect(cells.first?.caption.first == "At rest, t = 0.000 s")
    let drawn = cells.map(\.picture).filter { !$0.isEmpty }
    #expect(Set(drawn).count == drawn.count)
    #expect(cells.filter(\.picture.isEmpty).allSatisfy { $0.caption.last?.hasPrefix("the same picture as at") == true })
  }

  @Test("all pictures draw at least as many moments as one a step, and none draws no screen at all")
  func pictureChoices() throws {
    let all = try Self.report(file: "hardware-keyboard", pictures: .all)
    let changes = try Self.report(file: "hardware-keyboard", pictures: .changes)
    let none = try Self.report(file: "hardware-keyboard", pictures: DemoOptions.Pictures.none)
    #expect(all.screenCells.count > changes.screenCells.count)
    #expect(none.screenCells.isEmpty)
    #expect(!none.text.contains("Screens"))
    #expect(!none.text.contains("+---"))
    #expect(none.text.contains("At the end, t = 5.250 s"))
  }

  @Test("a keyboard that covers nothing to avoid is drawn, and nothing moves with the published reason")
  func keyboardThatMovesNothing() throws {
    let report = try Self.report(Self.highFieldOnIPad)
    #expect(
      report.text.contains(
        """
          0.000  didBeginEditing(a), willChangeFrame, willShow: nothing moves
                 "a" bottom 644 + spacing 20 = 664 is above keyboard top 867 → no shift
        """))
    let keyboardUp = try #require(report.screenCells.first { $0.caption.first == "After steps[0], t = 0.250 s" })
    #expect(keyboardUp.picture.contains { $0.contains("keyboard 313 pt") })
    #expect(keyboardUp.caption.contains("keyboard top 867"))
  }

  @Test("a keyboard that comes before any field begins editing is not said to be between fields; one after an end is")
  func keyboardBeforeFirstFocus() throws {
    // A text view: UIKit posts its keyboard's notifications before it begins editing.
    let text = try Self.report(
      """
      {"device": "iphone-15", "fields": [{"id": "a", "frame": {"x": 16, "y": 700, "width": 300, "height": 80}, "kind": "textView"},
                                         {"id": "b", "frame": {"x": 16, "y": 100, "width": 300, "height": 44}}],
       "steps": [{"time": 0, "action": "tapTextView", "field": "a"}, {"time": 1, "action": "tapTextField", "field": "b"}]}
      """, pictures: .none
    ).text
    let first = try #require(
      text.range(of: "the keyboard is up and no field has begun editing yet: content holds until one does"))
    let between = try #require(text.range(of: "focus is between fields: content holds"))
    #expect(first.lowerBound < between.lowerBound)
    #expect(text.components(separatedBy: "no field has begun editing yet").count == 2)
  }

  @Test("an undocked keyboard is drawn where it floats, covering nothing")
  func undockedKeyboard() throws {
    let report = try Self.report(file: "hardware-keyboard", pictures: .changes)
    let undocked = try #require(report.screenCells.first { $0.caption.first == "After steps[3], t = 3.250 s" })
    #expect(undocked.picture.contains { $0.contains("floating keyboard: covers nothing") })
    #expect(undocked.caption.contains("keyboard top 433.5"))
  }

  @Test("the manual strategy shows the keyboard and the covered frame and height it publishes")
  func manualStrategy() {
    let run = DemoRun(["--strategy", "manual"])
    #expect(run.status == 0)
    #expect(run.output.contains("from coveredFrame y 516 height 336 (coveredHeight 336)"))
    #expect(run.output.contains("coveredFrame y 561 height 291"))
    #expect(run.output.contains("##### keyboard 336 pt ######"))
  }

  @Test(
    "a keyboard that covers less of the scroll view than its safe area is named by what it covers, not by the insets"
  )
  func scrollViewCoveredLessThanItsSafeArea() throws {
    // A hardware keyboard pushed down until 20 pt show: the bottom inset stays 0, and 0 plus the scroll
    // view's 34 pt safe area is not what the keyboard covers.
    let report = try Self.report(
      """
      {"device": "iphone-15", "strategy": "scroll",
       "fields": [{"id": "a", "frame": {"x": 16, "y": 700, "width": 343, "height": 44}}],
       "steps": [{"time": 0, "action": "beginEditing", "field": "a"},
                 {"time": 0.5, "action": "keyboard", "phase": "willShow", "frame": {"y": 832, "width": 393, "height": 336}}]}
      """, pictures: .none)
    #expect(
      report.text.contains(
        "the keyboard covers 20 pt of the scroll view → bottom inset 0 (without its own safe area 34)"))
    #expect(report.text.contains("the keyboard covers 360 pt of the scroll view → bottom inset 326"))
  }

  @Test("a picture drawn after a rotation states its own scale")
  func scaleAfterRotation() throws {
    let report = try Self.report(
      """
      {"device": "iphone-15", "fields": [{"id": "a", "frame": {"x": 24, "y": 100, "width": 345, "height": 44}}],
       "steps": [{"time": 0, "action": "rotate", "orientation": "landscape"}]}
      """)
    #expect(report.text.contains("Screens (1 column ≈ 14.2 pt, 1 row ≈ 35.5 pt)"))
    let rotated = try #require(report.screenCells.last)
    #expect(rotated.caption.last == "1 column ≈ 11.8 pt, 1 row ≈ 29.6 pt")
    #expect(rotated.picture.first?.count == 72 + 2)
  }
}
