import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardDemo

/// The output of a scenario in an app's window that is not the whole screen (Stage Manager): one
/// coordinate space, the container's, with the screen's figure beside a notification's; the window
/// drawn; the heights the clipped notifications report.
@MainActor
@Suite("Output in an app's window")
struct WindowOutputTests {
  /// The Stage Manager preset's figures, held `orientation`: the container, and the keyboard's frame
  /// as the notifications report it (clipped to the window) with and without the predictive bar.
  static func figures(_ orientation: DeviceOrientation) -> (container: ContainerGeometry, shown: CGRect, bare: CGRect) {
    let device = DevicePreset.iPadStageManager
    let shown = KeyboardSimulator(device: device, orientation: orientation).keyboardFrame
    let bare = KeyboardSimulator(device: device, orientation: orientation, isPredictiveBarVisible: false).keyboardFrame
    return (device.container(orientation), shown, bare)
  }

  @Test(
    "the timeline, the explanations and the pictures give one keyboard top for one moment, the container's",
    arguments: DeviceCatalog.orientations.map(\.value))
  func oneKeyboardTop(orientation: DeviceOrientation) throws {
    let (container, shown, _) = Self.figures(orientation)
    let screenTop = shown.minY
    let containerTop = screenTop - container.frame.minY
    #expect(screenTop != containerTop)
    let run = DemoRun(["--device", "ipad-stage-manager", "--orientation", "\(orientation)"])
    #expect(run.status == 0)
    let output = run.output
    // The notification as UIKit posts it, with the container's y beside it; every other top is the container's.
    #expect(
      output.contains(
        "willChangeFrame keyboard y \(screenTop.points) on screen (\(containerTop.points) in the container)"
          + " height \(shown.height.points),"))
    #expect(output.contains("would be hidden by keyboard top \(containerTop.points) → shift up"))
    let report = try TextReportTests.report(
      #"{"format": 3, "device": "ipad-stage-manager", "orientation": "\#(orientation)", "fields": [{"id": "email", "frame": "#
        + #"{"x": 24, "y": \#(container.height - 120), "width": 300, "height": 44}}],"#
        + #" "steps": [{"time": 0, "action": "tapTextField", "field": "email"}]}"#)
    let shownUp = try #require(report.screenCells.first { $0.caption.first?.hasPrefix("After steps[0]") == true })
    #expect(shownUp.caption.contains("keyboard top \(containerTop.points)"))
    // The field, 76 pt above the container's bottom, rises to 20 pt above the keyboard's top.
    #expect(shownUp.caption.contains("\"email\" bottom \((containerTop - 20).points)"))
    #expect(!output.contains("keyboard top \(screenTop.points)"))
  }

  @Test("the header names the window and the heights the clipped notifications report, and the coordinates used")
  func header() {
    let (container, shown, bare) = Self.figures(.landscape)
    let window = container.windowFrame
    let run = DemoRun(["--device", "ipad-stage-manager", "--orientation", "landscape", "--pictures", "none"])
    let header = run.output.components(separatedBy: "\n\n")[0].components(separatedBy: "\n")
    let keyboard = DevicePreset.iPadStageManager.keyboard(.landscape)
    #expect(shown.height < keyboard.withPredictiveBar)
    #expect(
      header.contains(
        "Window    \(window.width.points) x \(window.height.points) pt at screen x \(window.minX.points),"
          + " y \(window.minY.points), the app's own: it ends"
          + " \((container.screenBounds.maxY - window.maxY).points) pt above the screen's bottom, and UIKit clips the"
          + " keyboard's frame to it"))
    #expect(
      header.contains(
        "Keyboard  \(keyboard.withPredictiveBar.points) pt with the predictive bar, \(keyboard.withoutPredictiveBar.points)"
          + " pt without (the window clips them to \(shown.height.points) and \(bare.height.points) pt, the heights the"
          + " notifications report); the bar is shown at the start"))
    #expect(
      header.contains { $0.hasPrefix("Positions are the container's, from its top left (screen x 60, y 40)") })
  }

  @Test("the JSON gives the window where it is not the whole screen, in the screen's coordinates, and only there")
  func jsonWindow() throws {
    func final(_ device: String) throws -> [String: Any] {
      let run = DemoRun(["--device", device, "--format", "json"])
      let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
      return try #require(document["final"] as? [String: Any])
    }
    let window = Self.figures(.portrait).container.windowFrame
    let written = try #require(try final("ipad-stage-manager")["windowFrame"] as? [String: Double])
    // Doubles on both sides: on Linux a dictionary of CGFloat never equals one of Double.
    let expected = ["x": window.minX, "y": window.minY, "width": window.width, "height": window.height].mapValues(
      Double.init)
    #expect(written == expected)
    #expect(try final("ipad")["windowFrame"] == nil)
  }

  @Test("a screen the app fills has no window line, no clipped heights and no second coordinate space")
  func fullScreen() {
    let output = DemoRun(["--device", "ipad", "--orientation", "landscape"]).output
    for absent in ["Window ", "clips", "Positions", "on screen (", "inner frame"] {
      #expect(!output.contains(absent), "\(absent)")
    }
  }

  @Test("the text pictures outline the window inside the screen, and the legend says what the outline is")
  func textPictureOutlinesTheWindow() throws {
    let output = DemoRun(["--device", "ipad-stage-manager"]).output
    #expect(output.contains("the inner frame is the app's window, which clips the content and the keyboard"))
    #expect(output.contains("positions in the captions are the container's, as in the timeline"))
    let lines = output.components(separatedBy: "\n")
    let screenTop = try #require(lines.firstIndex { $0.hasPrefix("+---") })
    // The screen's border, then the window's: 40 pt down, less than a row, and 60 pt in, three columns.
    let windowTop = lines[screenTop + 1].prefix(46)
    #expect(windowTop == "|  +------------------------------------+  |  ")
    let picture = lines[screenTop...].prefix { !$0.isEmpty }
    #expect(picture.filter { $0.hasPrefix("|  +---") }.count == 2)
    #expect(picture.dropFirst(2).dropLast(4).allSatisfy { $0.hasPrefix("|  |") })
    // Nothing of the content or the keyboard is drawn outside the window.
    #expect(picture.allSatisfy { !$0.hasPrefix("|#") && !$0.hasPrefix("| [") })
  }

  @Test("the SVG draws the window on the screen, and content is clipped to it; a full screen has none")
  func svgDrawsTheWindow() throws {
    let (container, _, _) = Self.figures(.portrait)
    let (document, run) = try SVGReportTests.document(["--device", "ipad-stage-manager"])
    let window = try #require(document.element(id: "window"))
    let frame = container.windowFrame
    #expect(
      [window.attributes["x"], window.attributes["y"], window.attributes["width"], window.attributes["height"]]
        == [frame.minX, frame.minY, frame.width, frame.height].map { SVGClock.number(Double($0)) })
    #expect(run.output.contains("; inner frame: the app's window</desc>"))
    let (plain, _) = try SVGReportTests.document(["--device", "ipad"])
    #expect(plain.element(id: "window") == nil)
  }
}
