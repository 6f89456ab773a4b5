import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardHandlerSwiftUI

@Suite("Screen geometry: what SwiftUI measured, at rest")
struct ScreenGeometryTests {
  @Test("the container is the measured frame moved by its window's origin on screen")
  func containerIsInScreenCoordinates() {
    let window = CGRect(x: 100, y: 40, width: 600, height: 700)
    let geometry = ScreenGeometry(
      screenBounds: CGRect(x: 0, y: 0, width: 1_024, height: 1_366), windowFrame: window,
      containerFrame: CGRect(x: 0, y: 60, width: 600, height: 640), safeAreaInsets: LayoutInsets(bottom: 20))
    #expect(geometry.container.frame == CGRect(x: 100, y: 100, width: 600, height: 640))
    #expect(geometry.container.windowFrame == window)
    #expect(geometry.container.safeAreaInsets == LayoutInsets(bottom: 20))
  }

  @Test("a scroll view shortened by the padding is as tall at rest as before it, and starts at its top")
  func scrollViewIsTakenAtRest() {
    let rest = Screens.form(offset: 207, padding: 302).restScrollView
    #expect(rest == ScrollViewGeometry(frame: CGRect(x: 0, y: 59, width: 393, height: 759), contentHeight: 1_200))
    #expect(Screens.form(offset: 207, padding: 302).scrollView?.contentOffset == 207)
  }

  @Test("a scroll view reaching into the bottom safe area at rest has that much of it")
  func scrollViewUnderTheHomeIndicatorKeepsItsSafeArea() {
    var geometry = Screens.form(padding: 302)
    geometry.scrollView?.frame.size.height += 34
    #expect(geometry.restScrollView?.bottomSafeAreaInset == 34)
  }

  @Test("a form takes its fields in the content, converting one measured in the container")
  func formFieldsAreInContentCoordinates() {
    var geometry = Screens.form(offset: 150)
    geometry.fields.append(
      FieldMeasurement(id: "search", frame: CGRect(x: 16, y: 20, width: 361, height: 36), space: .container))
    let frames = geometry.fields(for: .form).map(\.frame.minY)
    // 20 in the container, the content's top at 59 - 150 = -91: 111 in the content.
    #expect(frames == [100, 600, 700, 111])
  }

  @Test("a chat takes its composer at rest: the padding that raised it taken back out")
  func chatComposerIsTakenAtRest() {
    let fields = Screens.chat(offset: 1_595, padding: 302).fields(for: .chat)
    #expect(
      fields == [InputField(id: "message", frame: CGRect(x: 16, y: 766, width: 361, height: 52), kind: .textView)])
  }

  @Test("a chat's field above its list is not moved by the padding, and one in the list is put in the container")
  func chatFieldsElsewhere() {
    var geometry = Screens.chat(offset: 1_293, padding: 302)
    geometry.fields = [
      FieldMeasurement(id: "title", frame: CGRect(x: 16, y: 10, width: 361, height: 40), space: .container),
      FieldMeasurement(id: "reply", frame: CGRect(x: 16, y: 1_500, width: 361, height: 40)),
    ]
    // The list's content starts at 59 - 1,293 = -1,234 in the container: 1,500 is at 266.
    #expect(geometry.fields(for: .chat).map(\.frame.minY) == [10, 266])
  }
}
