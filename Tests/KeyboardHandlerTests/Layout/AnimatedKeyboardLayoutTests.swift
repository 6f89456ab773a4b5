import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

@MainActor
@Suite("Animated keyboard layout")
struct AnimatedKeyboardLayoutTests {
  let clock = ManualAnimationClock(now: 0)
  let screen = Fixtures.workedContainer.screenBounds

  @Test("a rotation with no keyboard up takes the new container and moves nothing: nothing published, nothing recorded")
  func rotationWithoutKeyboard() throws {
    let device = DevicePreset.iPhone15
    let avoider = try KeyboardAvoider(container: device.container(.portrait), fields: [Fixtures.field("a", y: 100)])
    let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock)
    clock.advance(to: 1)
    let landscape = device.container(.landscape)
    try avoider.handle(.containerDidChange(landscape))

    #expect(avoider.context.container == landscape)
    #expect(avoider.state.value.cause == .initial, "the decision is the same: nothing is published")
    #expect(layout.records.isEmpty)
  }

  @Test("a form sheet that rotates with the keyboard up records the engine's shift, not the container's own move")
  func formSheetRotation() throws {
    // An iPad form sheet: the container sits at y 200 on screen, so its own frame moves when the device rotates.
    let portrait = ContainerGeometry(
      screenBounds: CGRect(x: 0, y: 0, width: 820, height: 1180), frame: CGRect(x: 100, y: 200, width: 620, height: 780)
    )
    let landscape = ContainerGeometry(
      screenBounds: CGRect(x: 0, y: 0, width: 1180, height: 820), frame: CGRect(x: 280, y: 20, width: 620, height: 780))
    let avoider = try KeyboardAvoider(container: portrait, fields: [Fixtures.field("a", y: 600)])
    let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock)
    try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 400, in: portrait.screenBounds)))
    try avoider.didBeginEditing("a")
    // Keyboard top 780 on screen is 580 in the sheet: 644 + 20 - 580.
    #expect(avoider.offset.value.value == -84)
    clock.advance(to: 1)
    try avoider.handle(.containerDidChange(landscape))
    try avoider.handle(.keyboard(Fixtures.event(.willChangeFrame, height: 352, in: landscape.screenBounds)))

    // Until the keyboard reports its landscape frame, its portrait frame is from the old layout (it would
    // cover only 20 pt of the sheet and drop the field to rest): the shift holds. Then keyboard top 468 on
    // screen is 448 in the sheet, which it covers down to the sheet's bottom (332 pt): 644 + 20 - 448 = 216.
    // The sheet's own move (y 200 to 20) is no offset.
    #expect(avoider.offset.value.value == -216)
    let offsets = layout.records.filter { $0.property == .offset }.map(\.transition.to)
    #expect(layout.records.map(\.property) == [.offset, .offset])
    #expect(offsets == [-84, -216])
    #expect(avoider.state.value.container.frame == landscape.frame)
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
        LayoutRecord(
          .offset,
          RecordedTransition(
            Transition(from: 0, to: -estimate, startTime: 0, duration: 0.25, curve: .keyboard),
            cause: .estimate)),
        LayoutRecord(
          .offset,
          RecordedTransition(
            Transition(
              from: -presented, to: -shift, startTime: 0.1, duration: 0.3,
              curve: .keyboard),
            cause: .keyboard(.willShow))),
        LayoutRecord(
          .offset,
          RecordedTransition(
            Transition(from: -shift, to: 0, startTime: 2, duration: 0.25, curve: .keyboard),
            cause: .keyboard(.willHide))),
      ])
    #expect(layout[.offset].published.value == layout[.offset].transitions.last)
  }

  @Test("a layout keeps only its latest records and presents what a layout that keeps all does")
  func keptRecords() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    let capped = AnimatedKeyboardLayout(avoider: avoider, clock: clock, keptRecords: 3)
    let full = AnimatedKeyboardLayout(avoider: avoider, clock: clock, keptRecords: .max)
    try avoider.didBeginEditing("amount")
    // Each keyboard height moves the offset, and each starts before the last one ends.
    for height: CGFloat in [336, 300, 336, 300, 336] {
      clock.advance(by: 0.1)
      try avoider.handle(.keyboard(Fixtures.event(.willShow, height: height, in: screen)))
    }

    #expect(full.records.count == 6)
    #expect(capped.records == Array(full.records.suffix(3)))
    #expect(capped[.offset].records == Array(full[.offset].records.suffix(3)))
    let oldestKept = try #require(capped.records.first).startTime
    for time in stride(from: oldestKept, through: clock.now + 1, by: 0.05) {
      #expect(capped[.offset].presentedValue(at: time) == full[.offset].presentedValue(at: time))
    }
  }

  @Test("by default a layout keeps its latest 100 records")
  func defaultKeptRecords() throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock)
    try avoider.didBeginEditing("amount")
    for step in 0..<150 {
      clock.advance(by: 1)
      try avoider.handle(.keyboard(Fixtures.event(.willShow, height: step.isMultiple(of: 2) ? 300 : 336, in: screen)))
    }

    #expect(layout.records.count == 100)
    #expect(layout[.offset].records.count == 100)
    #expect(layout.records.last?.startTime == clock.now)
    clock.advance(by: 1)
    #expect(layout[.offset].presentedValue == avoider.offset.value.value)
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
        LayoutRecord(
          .offset,
          RecordedTransition(
            Transition(from: 0, to: -248, startTime: 0, duration: 0.25, curve: .keyboard),
            cause: .focusChange)),
        LayoutRecord(
          .offset,
          RecordedTransition(
            Transition(from: -248, to: 0, startTime: 1, duration: 0.25, curve: .linear),
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
        LayoutRecord(
          .offset,
          RecordedTransition(
            Transition(from: 0, to: -248, startTime: 0, duration: 0.25, curve: .keyboard),
            cause: .focusChange)),
        LayoutRecord(
          .offset,
          RecordedTransition(
            Transition(from: -248, to: 0, startTime: 1, duration: 0, curve: .easeInOut),
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
    #expect(
      layout.records == [
        LayoutRecord(
          .contentInset,
          RecordedTransition(
            Transition(from: 0, to: inset, startTime: 0, duration: 0.25, curve: .keyboard), cause: .focusChange)),
        LayoutRecord(
          .indicatorInset,
          RecordedTransition(
            Transition(from: 0, to: inset, startTime: 0, duration: 0.25, curve: .keyboard), cause: .focusChange)),
        LayoutRecord(
          .contentOffset,
          RecordedTransition(
            Transition(from: -59, to: offset, startTime: 0, duration: 0.25, curve: .keyboard), cause: .focusChange)),
        LayoutRecord(
          .contentInset,
          RecordedTransition(
            Transition(from: inset, to: 0, startTime: 1, duration: 0.25, curve: .keyboard),
            cause: .keyboard(.willHide))),
        LayoutRecord(
          .indicatorInset,
          RecordedTransition(
            Transition(from: inset, to: 0, startTime: 1, duration: 0.25, curve: .keyboard),
            cause: .keyboard(.willHide))),
      ])
    #expect(avoider.scrollInsets.value.value == .zero)
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
        LayoutRecord(
          .contentOffset,
          RecordedTransition(
            Transition(from: -59, to: offset, startTime: 0, duration: 0.25, curve: .keyboard), cause: .focusChange)),
        LayoutRecord(
          .constraintConstant,
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
    #expect(layout[.offset].presentedValue == -248)
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
    // The avoider's own per-property boxes observe its state too.
    let derived = avoider.state.observerCount - 1
    layout = nil
    #expect(weakLayout == nil)
    #expect(avoider.state.observerCount == derived)
    try avoider.didBeginEditing("amount")
  }
}
