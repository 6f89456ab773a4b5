import Foundation
import KeyboardModel
import KeyboardTestSupport
import Testing

/// A text view in a shifted form: revealed by its caret, it never rises above the top guide, and
/// what the user sees stays where it is while they type or the keyboard changes.
@Suite("Avoidance engine: text views under the shift strategy")
struct AvoidanceEngineTextViewTests {
  let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  /// 600 pt tall at y 160: taller than the 457 pt between the top guide (59) and the keyboard (516).
  let frame = CGRect(x: 16, y: 160, width: 361, height: 600)

  /// The text view, editing, its caret at `y` (20 pt tall).
  func notes(caretAt y: CGFloat) -> InputField {
    InputField(id: "notes", frame: frame, kind: .textView, caret: CGRect(x: 20, y: y, width: 2, height: 20))
  }

  /// The engine once the text view, its caret at `y`, edits with the keyboard 336 pt tall (top 516).
  func editing(caretAt y: CGFloat) throws -> AvoidanceEngine {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [notes(caretAt: y)])
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    _ = try engine.handle(.didBeginEditing("notes"))
    return engine
  }

  func revealed(in engine: AvoidanceEngine) -> AvoidanceReveal? {
    guard case .revealed(let reveal) = engine.state.reason else { return nil }
    return reveal
  }

  @Test(
    "a tall text view's caret at its end: its top stops at the top guide, and it is inset and scrolled for the rest")
  func tallTextViewKeepsItsTop() throws {
    // Revealed alone, the caret (bottom 752) would shift 752 + 20 - 516 = 256: the text view's top at -96.
    let overlap = KeyboardOverlap(frame: Fixtures.dockedFrame(height: 336, in: screen))
    let caret = try #require(notes(caretAt: 732).caret)
    #expect(
      AvoidanceSolver.shift(
        revealing: caret, spacing: 20, placement: .bottomAboveKeyboard, overlap: overlap, topGuide: 59) == 256)
    let engine = try editing(caretAt: 732)
    #expect(engine.state.targets.offset == CGFloat(-(160 - 59)))
    #expect(frame.minY + engine.state.targets.offset == Fixtures.workedContainer.topGuide)
    let reveal = try #require(revealed(in: engine))
    #expect(reveal.rule == .alignedToTop)
    // Shifted 101, the text view shows down to 516 - 20 = 496 on screen, 597 at rest: 163 of it lies below.
    #expect(reveal.textViewInset == CGFloat(760 - 597))
    // Its content scrolls the caret's bottom from 752 to 597, 20 above the keyboard once shifted.
    #expect(reveal.textViewScroll == CGFloat(752 - 597))
  }

  @Test("a text view that fits with its caret is revealed by its caret alone, and inset for what the keyboard covers")
  func textViewThatFits() throws {
    let engine = try editing(caretAt: 560)
    #expect(engine.state.targets.offset == CGFloat(-(580 + 20 - 516)))
    let reveal = try #require(revealed(in: engine))
    #expect(reveal.rule == .bottomAboveKeyboard)
    // Shifted 84, the text view shows down to 496 on screen, 580 at rest, its caret's bottom.
    #expect(reveal.textViewInset == CGFloat(760 - 580))
    #expect(reveal.textViewScroll == 0)
  }

  @Test("typing on a visible line of a shifted text view keeps the shift: the line stays under the finger")
  func typingKeepsTheShift() throws {
    var engine = try editing(caretAt: 732)
    let shifted = engine.state.targets.offset
    // The adapter scrolled the caret up; the user taps line 7, at 300 at rest (199 on screen), and types.
    // Revealed from rest, the caret would need no shift and the line would jump 101 down.
    let typed = try engine.publishing(.fieldsDidChange([notes(caretAt: 300)]))
    #expect(typed.offsets == [])
    #expect(engine.state.targets.offset == shifted)
    let reveal = try #require(revealed(in: engine))
    #expect(reveal.rule == .alreadyVisible)
    #expect(reveal.textViewScroll == 0)
    #expect(reveal.textViewInset == CGFloat(760 - 597))
  }

  @Test("a keyboard that sinks lowers the shift only as far as it went, never to rest; the hide returns to rest")
  func keyboardFrameChangeFollowsTheKeyboard() throws {
    var engine = try editing(caretAt: 732)
    _ = try engine.handle(.fieldsDidChange([notes(caretAt: 300)]))
    // The predictive bar hides: the keyboard's top sinks 45 pt, and the content with it.
    let sank = try engine.publishing(.keyboard(Fixtures.event(.willChangeFrame, height: 291, in: screen)))
    #expect(sank.offsets == [AvoidanceUpdate(-(101 - 45), animation: .keyboard, cause: .keyboard(.willChangeFrame))])
    // It shows again: the caret is still clear where the content is, which stays.
    let rose = try engine.publishing(.keyboard(Fixtures.event(.willChangeFrame, height: 336, in: screen)))
    #expect(rose.offsets == [])
    let hidden = try engine.publishing(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))
    #expect(hidden.offsets.map(\.value) == [0])
    #expect(engine.state.targets == AvoidanceTargets())
  }

  @Test("a caret scrolled above the text view's visible top is scrolled back down into it")
  func caretAboveTheVisibleTop() throws {
    let engine = try editing(caretAt: 140)
    let reveal = try #require(revealed(in: engine))
    #expect(engine.state.targets.offset == 0)
    #expect(reveal.textViewScroll == CGFloat(140 - 160))
  }

  @Test("a caret that is not finite is a typed error naming the field, and nothing changes")
  func invalidCaret() throws {
    var engine = try editing(caretAt: 732)
    let before = engine
    var broken = notes(caretAt: 0)
    broken.caret = CGRect(x: 0, y: CGFloat.nan, width: 2, height: 20)
    #expect(throws: AvoidanceError.invalidField("notes")) { try engine.handle(.fieldsDidChange([broken])) }
    #expect(engine == before)
  }
}
