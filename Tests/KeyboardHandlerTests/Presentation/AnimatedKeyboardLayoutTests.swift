import Foundation
import KeyboardHandler
import Testing

@MainActor
@Suite("Animated keyboard layout")
struct AnimatedKeyboardLayoutTests {
  let clock = ManualAnimationClock(now: 0)
  let screen = Fixtures.workedContainer.screenBounds

  /// The worked example's screen, moved up by `shift`.
  func frame(shiftedBy shift: CGFloat) -> CGRect {
    screen.offsetBy(dx: 0, dy: -shift)
  }

  @Test("a rotation with no keyboard up moves the container frame to the new one")
  func rotationWithoutKeyboard() throws {
    let device = DevicePreset.iPhone15
    let avoider = try KeyboardAvoider(container: device.container(.portrait), fields: [Fixtures.field("a", y: 100)])
    let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock)
    clock.advance(to: 1)
    let landscape = device.container(.landscape)
    try avoider.handle(.containerDidChange(landscape))

    #expect(avoider.containerFrame.value.value == landscape.frame)
    #expect(
      layout.records == [
        .containerFrame(
          RecordedTransition(
            Transition(
              from: device.container(.portrait).frame, to: landscape.frame, startTime: 1, duration: 0.25,
              curve: .keyboard),
            cause: .layoutChange))
      ])
  }

  @Test("the worked example: the estimate, its correction from the presented frame, and the return to rest")
  func workedExample() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock)

    try avoider.didBeginEditing("amount")
    clock.advance(to: 0.1)
    try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen, duration: 0.3)))
    clock.advance(to: 2)
    try avoider.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))

    let estimate: CGFloat = 744 + 20 - (852 - 360)  // 272, the estimated keyboard's top is 492
    let shift: CGFloat = 744 + 20 - (852 - 336)  // 248, the real keyboard's top is 516
    let presented = estimate * TimingCurve.keyboard.progress(at: (0.1 - 0) / 0.25)
    #expect(
      layout.records == [
        .containerFrame(
          RecordedTransition(
            Transition(from: screen, to: frame(shiftedBy: estimate), startTime: 0, duration: 0.25, curve: .keyboard),
            cause: .estimate)),
        .containerFrame(
          RecordedTransition(
            Transition(
              from: frame(shiftedBy: presented), to: frame(shiftedBy: shift), startTime: 0.1, duration: 0.3,
              curve: .keyboard),
            cause: .keyboard(.willShow))),
        .containerFrame(
          RecordedTransition(
            Transition(from: frame(shiftedBy: shift), to: screen, startTime: 2, duration: 0.25, curve: .keyboard),
            cause: .keyboard(.willHide))),
      ])
    #expect(layout.containerFrame.published.value == layout.containerFrame.transitions.last)
  }

  @Test("a keyboard event without a duration animates over 0.25 s, not at once")
  func zeroDurationMeansDefault() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock)
    try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen, duration: 0, curve: 3)))
    try avoider.didBeginEditing("amount")
    clock.advance(to: 1)
    try avoider.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: screen, duration: 0, curve: 3)))

    #expect(
      layout.records == [
        .containerFrame(
          RecordedTransition(
            Transition(from: screen, to: frame(shiftedBy: 248), startTime: 0, duration: 0.25, curve: .keyboard),
            cause: .focusChange)),
        .containerFrame(
          RecordedTransition(
            Transition(from: frame(shiftedBy: 248), to: screen, startTime: 1, duration: 0.25, curve: .linear),
            cause: .keyboard(.willHide))),
      ])
  }

  @Test("the same keyboard frame sent twice records one transition, and stopping is immediate")
  func duplicatesAndStop() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock)
    try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    try avoider.didBeginEditing("amount")
    try avoider.handle(.keyboard(Fixtures.event(.didShow, height: 336, in: screen)))
    clock.advance(to: 1)
    avoider.stop()

    #expect(
      layout.records == [
        .containerFrame(
          RecordedTransition(
            Transition(from: screen, to: frame(shiftedBy: 248), startTime: 0, duration: 0.25, curve: .keyboard),
            cause: .focusChange)),
        .containerFrame(
          RecordedTransition(
            Transition(from: frame(shiftedBy: 248), to: screen, startTime: 1, duration: 0, curve: .easeInOut),
            cause: .stopped)),
      ])
  }

  /// A scroll view filling the worked example's screen, with 1200 pt of content.
  let scrollView = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1200, adjustedTopInset: 59,
    bottomSafeAreaInset: 34)

  @Test("the scroll strategy records the insets and the content offset, and the hide restores the insets")
  func scrollStrategy() throws {
    let avoider = try KeyboardAvoider(
      configuration: AvoidanceConfiguration(strategy: .scroll(scrollView)), container: Fixtures.workedContainer,
      fields: [Fixtures.field("notes", y: 700, kind: .textView)])
    let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock)
    try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    try avoider.didBeginEditing("notes")
    clock.advance(to: 1)
    try avoider.handle(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))

    let inset: CGFloat = 336 - 34  // rule 7: the overlap minus the scroll view's own safe area
    let offset: CGFloat = 744 + 20 - 852 + (inset + 34)  // the field's bottom, with spacing, above the keyboard
    let shown = ScrollInsets(content: inset, indicator: inset)
    #expect(
      layout.records == [
        .scrollInsets(
          RecordedTransition(
            Transition(from: .zero, to: shown, startTime: 0, duration: 0.25, curve: .keyboard), cause: .focusChange)),
        .contentOffset(
          RecordedTransition(
            Transition(from: -59, to: offset, startTime: 0, duration: 0.25, curve: .keyboard), cause: .focusChange)),
        .scrollInsets(
          RecordedTransition(
            Transition(from: shown, to: .zero, startTime: 1, duration: 0.25, curve: .keyboard),
            cause: .keyboard(.willHide))),
      ])
    #expect(layout.records.map(\.property) == [.scrollInsets, .contentOffset, .scrollInsets])
  }

  @Test("the bottom-constraint strategy records the constant and the offset inside the shortened scroll view")
  func constraintStrategy() throws {
    let avoider = try KeyboardAvoider(
      configuration: AvoidanceConfiguration(strategy: .bottomConstraint(scrollView, anchor: .safeAreaBottom)),
      container: Fixtures.workedContainer, fields: [Fixtures.field("notes", y: 700, kind: .textView)])
    let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock)
    try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    try avoider.didBeginEditing("notes")

    let constant: CGFloat = 336 - 34  // the covered height above the bottom safe area
    let offset: CGFloat = 744 + 20 - (852 - 336)  // the shortened scroll view ends at the keyboard's top
    #expect(
      layout.records == [
        .contentOffset(
          RecordedTransition(
            Transition(from: -59, to: offset, startTime: 0, duration: 0.25, curve: .keyboard), cause: .focusChange)),
        .constraintConstant(
          RecordedTransition(
            Transition(from: 0, to: constant, startTime: 0, duration: 0.25, curve: .keyboard), cause: .focusChange)),
      ])
    #expect(layout.records.map(\.endTime) == [0.25, 0.25])
    #expect(layout.records.map(\.property) == [.contentOffset, .constraintConstant])
  }

  @Test("a layout created after the keyboard came starts from the avoider's values and records nothing")
  func startsFromCurrentValues() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    try avoider.didBeginEditing("amount")
    let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock)
    #expect(layout.records.isEmpty)
    #expect(layout.containerFrame.presentedValue == frame(shiftedBy: 248))
  }

  @Test("the layout does not keep the avoider alive")
  func doesNotRetainTheAvoider() throws {
    weak var weakAvoider: KeyboardAvoider?
    var avoider: KeyboardAvoider? = try KeyboardAvoider(
      container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    weakAvoider = avoider
    let layout = avoider.map { AnimatedKeyboardLayout(avoider: $0, clock: clock) }
    avoider = nil
    #expect(weakAvoider == nil)
    #expect(layout?.records == [])
  }

  @Test("freeing the layout ends its bindings at once, and the avoider does not keep it alive")
  func bindingsEndWithTheLayout() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    weak var weakLayout: AnimatedKeyboardLayout?
    var layout: AnimatedKeyboardLayout? = AnimatedKeyboardLayout(avoider: avoider, clock: clock)
    weakLayout = layout
    #expect(avoider.offset.observerCount == 1)
    layout = nil
    #expect(weakLayout == nil)
    let boxes = [
      avoider.offset.observerCount, avoider.keyboardFrame.observerCount, avoider.scrollInsets.observerCount,
      avoider.contentOffset.observerCount, avoider.constraintConstant.observerCount,
    ]
    #expect(boxes == [0, 0, 0, 0, 0])
    try avoider.didBeginEditing("amount")
  }
}
