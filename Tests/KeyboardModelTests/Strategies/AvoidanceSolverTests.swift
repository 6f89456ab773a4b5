import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite("Avoidance solver")
struct AvoidanceSolverTests {
  let overlap = KeyboardOverlap(frame: CGRect(x: 0, y: 516, width: 393, height: 336))

  @Test(
    "the shift puts the field's bottom exactly spacing above the keyboard on every device", arguments: DevicePreset.all)
  func shiftOnEveryDevice(device: DevicePreset) throws {
    let container = device.container(.portrait)
    let height = device.portraitKeyboard.withPredictiveBar
    let overlap = try #require(
      KeyboardOverlap(keyboardFrame: Fixtures.dockedFrame(height: height, in: container.screenBounds), in: container))
    let field = CGRect(x: 0, y: container.height - 120, width: 100, height: 44)
    let shift = AvoidanceSolver.shift(
      revealing: field, spacing: 20, placement: .bottomAboveKeyboard, overlap: overlap, topGuide: container.topGuide)
    #expect(field.maxY - shift + 20 == overlap.top)
  }

  @Test("the view never rises more than the keyboard covers")
  func shiftBoundedByOverlap() {
    let field = CGRect(x: 0, y: 840, width: 100, height: 44)
    let shift = AvoidanceSolver.shift(
      revealing: field, spacing: 20, placement: .bottomAboveKeyboard, overlap: overlap, topGuide: 59)
    #expect(shift == overlap.height)
  }

  @Test("the content inset is the covered height net of the scroll view's safe area, never below its rest inset")
  func scrollInsets() {
    let scrollView = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1400, adjustedTopInset: 59,
      bottomSafeAreaInset: 34, restInsets: ScrollInsets(content: 10, indicator: 400))
    let insets = AvoidanceSolver.scrollInsets(for: overlap, in: scrollView)
    #expect(insets == ScrollInsets(content: 336 - 34, indicator: 400))
    #expect(AvoidanceSolver.scrollInsets(for: nil, in: scrollView) == scrollView.restInsets)
  }

  let scrollView = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1400, adjustedTopInset: 59,
    bottomSafeAreaInset: 34)

  @Test("a field below the visible area scrolls until it sits spacing above the keyboard")
  func scrollDown() {
    let insets = AvoidanceSolver.scrollInsets(for: overlap, in: scrollView)
    let field = CGRect(x: 0, y: 900, width: 300, height: 44)
    let offset = AvoidanceSolver.contentOffset(
      revealing: field, spacing: 20, placement: .bottomAboveKeyboard, in: scrollView, insets: insets, currentOffset: -59
    )
    #expect(field.maxY + 20 - offset == overlap.top)
  }

  @Test("a field above the visible area scrolls up until it sits spacing below the top guide")
  func scrollUp() {
    let insets = AvoidanceSolver.scrollInsets(for: overlap, in: scrollView)
    let field = CGRect(x: 0, y: 300, width: 300, height: 44)
    let offset = AvoidanceSolver.contentOffset(
      revealing: field, spacing: 20, placement: .bottomAboveKeyboard, in: scrollView, insets: insets, currentOffset: 500
    )
    #expect(field.minY - offset == CGFloat(59 + 20))
  }

  @Test("an item that only just fits is placed where it fits whatever the current offset, rounding or not")
  func exactFitIsOneOffset() {
    // A visible area exactly as tall as the item with its spacing (852 - 59 - 34 - 700 = 59 = 19 + 2 x 20):
    // one offset reveals it. With a top inset too small to survive rounding (1000000 - 8e-303 is 1000000),
    // "its top below the top" and "its bottom above the keyboard" came to two offsets, picked by the
    // current one: the same keyboard event twice scrolled twice (an engine fuzzer's find).
    let fits = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1400, adjustedTopInset: 59,
      bottomSafeAreaInset: 34)
    let tiny = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 1, height: 1_000_000), contentHeight: 59, adjustedTopInset: 8.4e-303,
      bottomSafeAreaInset: 44)
    let cases: [(ScrollViewGeometry, ScrollInsets, CGRect, CGFloat)] = [
      (fits, ScrollInsets(content: 700, indicator: 700), CGRect(x: 0, y: 400, width: 300, height: 19), 20),
      (tiny, ScrollInsets(content: 999_956, indicator: 999_956), .zero, 0),
    ]
    for (scrollView, insets, item, spacing) in cases {
      let offsets = [-100, -8.4e-303, 0, 7, 300].map { current in
        AvoidanceSolver.contentOffset(
          revealing: item, spacing: spacing, placement: .bottomAboveKeyboard, in: scrollView, insets: insets,
          currentOffset: current)
      }
      #expect(Set(offsets).count == 1, "\(offsets)")
    }
  }

  @Test("a visible field does not scroll, and targets are clamped to the content")
  func visibleAndClamped() {
    let insets = AvoidanceSolver.scrollInsets(for: overlap, in: scrollView)
    let visible = CGRect(x: 0, y: 200, width: 300, height: 44)
    #expect(
      AvoidanceSolver.contentOffset(
        revealing: visible, spacing: 20, placement: .bottomAboveKeyboard, in: scrollView, insets: insets,
        currentOffset: -59) == -59)
    let last = CGRect(x: 0, y: 1390, width: 300, height: 44)
    let offset = AvoidanceSolver.contentOffset(
      revealing: last, spacing: 20, placement: .bottomAboveKeyboard, in: scrollView, insets: insets, currentOffset: -59)
    #expect(offset == 1400 + insets.content + CGFloat(34 - 852))
  }

  @Test(
    "a field too tall for spacing above and below sits spacing above the keyboard, wherever it was scrolled",
    arguments: [-59, 241, 451, 900] as [CGFloat])
  func tallForSpacingIsStable(currentOffset: CGFloat) {
    // Found by fuzz-userinfo: 516 + 2 * 216 > 738 visible points made the target flip between
    // "bottom above the keyboard" and "top below the guide" each time the same event came.
    let overlap = KeyboardOverlap(frame: CGRect(x: 0, y: 797, width: 393, height: 55))
    let scrollView = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1904, adjustedTopInset: 59,
      bottomSafeAreaInset: 34)
    let insets = AvoidanceSolver.scrollInsets(for: overlap, in: scrollView)
    let field = CGRect(x: 0, y: 516, width: 300, height: 516)
    func reveal(from offset: CGFloat) -> CGFloat {
      AvoidanceSolver.contentOffset(
        revealing: field, spacing: 216, placement: .bottomAboveKeyboard, in: scrollView, insets: insets,
        currentOffset: offset)
    }
    let offset = reveal(from: currentOffset)
    #expect(field.maxY + 216 - offset == overlap.top)
    #expect(reveal(from: offset) == offset)
  }

  @Test("the bottom constraint rises by the overlap, net of the safe area when anchored to it")
  func constraintConstant() {
    let container = Fixtures.workedContainer
    #expect(AvoidanceSolver.constraintConstant(for: overlap, anchor: .containerBottom, in: container) == 336)
    #expect(
      AvoidanceSolver.constraintConstant(for: overlap, anchor: .safeAreaBottom, in: container) == CGFloat(336 - 34))
    #expect(AvoidanceSolver.constraintConstant(for: nil, anchor: .safeAreaBottom, in: container) == 0)
  }

  @Test("the shortened scroll view ends at the keyboard's top and loses its bottom safe area")
  func shortened() {
    let short = AvoidanceSolver.shortened(scrollView, by: overlap)
    #expect(short.frame.maxY == overlap.top)
    #expect(short.bottomSafeAreaInset == 0)
  }
}
