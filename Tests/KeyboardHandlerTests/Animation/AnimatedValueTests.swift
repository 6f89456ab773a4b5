import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

@Suite struct AnimatedValueTests {
  let clock = ManualAnimationClock(now: 0)

  func makeOffset(_ value: Double = 0) -> AnimatedValue<Double, ShiftCause> {
    AnimatedValue(value, clock: clock)
  }

  @Test("A new value rests at its initial value with nothing recorded")
  func initialState() {
    let offset = makeOffset(12)
    let rest = Transition(from: 12.0, to: 12.0, startTime: 0, duration: 0, curve: .linear)
    #expect(offset.records.isEmpty)
    #expect(offset.target == 12)
    #expect(offset.presentedValue == 12)
    #expect(offset.transition == rest)
    #expect(offset.published.value == rest)
  }

  @Test("The worked example records the estimate, its correction from the presented value, and the hide")
  func workedExample() {
    let offset = makeOffset()
    offset.animate(to: -272, duration: 0.25, curve: .linear, cause: .estimate)
    clock.advance(by: 0.0625)  // a quarter of the linear estimate: 0.25 × -272 = -68
    offset.animate(to: -248, duration: 0.25, curve: .keyboard, cause: .keyboardWillShow)
    clock.advance(to: 2)
    offset.animate(to: 0, duration: 0.25, curve: .keyboard, cause: .keyboardWillHide)

    #expect(
      offset.records == [
        RecordedTransition(
          Transition(from: 0, to: -272, startTime: 0, duration: 0.25, curve: .linear), cause: .estimate),
        RecordedTransition(
          Transition(from: -68, to: -248, startTime: 0.0625, duration: 0.25, curve: .keyboard),
          cause: .keyboardWillShow),
        RecordedTransition(
          Transition(from: -248, to: 0, startTime: 2, duration: 0.25, curve: .keyboard), cause: .keyboardWillHide),
      ])
    #expect(offset.published.value == offset.transitions.last)
    clock.advance(by: 0.25)
    #expect(offset.presentedValue == 0)
  }

  @Test("An interruption starts from the value the curve presents at that instant")
  func interruptionFollowsTheCurve() {
    let offset = makeOffset()
    offset.animate(to: -272, duration: 0.25, curve: .keyboard, cause: .estimate)
    clock.advance(by: 0.0625)
    let correction = offset.animate(to: -248, duration: 0.25, curve: .keyboard, cause: .keyboardWillShow)

    let keyboard = ReferenceBezier(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)
    let expected = -272 * keyboard.y(atX: 0.25)
    #expect(isClose(correction?.from ?? .nan, expected, within: 1e-3))
    #expect(correction?.startTime == 0.0625)
  }

  @Test("An interruption of a symmetric curve at its midpoint starts half way")
  func interruptionAtTheMidpoint() {
    let offset = makeOffset()
    offset.animate(to: -272, duration: 0.25, curve: .easeInOut, cause: .estimate)
    clock.advance(by: 0.125)
    let correction = offset.animate(to: -248, duration: 0.25, curve: .keyboard, cause: .keyboardWillShow)
    #expect(isClose(correction?.from ?? .nan, -136))
  }

  @Test("A target equal to the current one records nothing, even with another duration or curve")
  func equalTargetRecordsNothing() {
    let offset = makeOffset()
    #expect(offset.animate(to: 0, duration: 0.25, curve: .keyboard, cause: .estimate) == nil)
    #expect(offset.set(0, cause: .reset) == nil)
    offset.animate(to: -248, duration: 0.25, curve: .keyboard, cause: .keyboardWillShow)
    clock.advance(by: 0.1)
    #expect(offset.animate(to: -248, duration: 0.5, curve: .linear, cause: .keyboardWillShow) == nil)
    #expect(
      offset.transitions == [Transition(from: 0, to: -248, startTime: 0, duration: 0.25, curve: .keyboard)])
  }

  @Test("Setting a value records an immediate change from the presented value")
  func setIsImmediate() {
    let offset = makeOffset()
    offset.animate(to: -200, duration: 1, curve: .linear, cause: .estimate)
    clock.advance(by: 0.5)
    offset.set(0, cause: .reset)
    #expect(
      offset.transitions == [
        Transition(from: 0, to: -200, startTime: 0, duration: 1, curve: .linear),
        Transition(from: -100, to: 0, startTime: 0.5, duration: 0, curve: .linear),
      ])
    #expect(offset.presentedValue == 0)
  }

  @Test(
    "A zero, negative or NaN duration changes the value at once",
    arguments: [0, -1, .nan, .infinity] as [TimeInterval])
  func invalidDurationIsImmediate(duration: TimeInterval) {
    let offset = makeOffset()
    let change = offset.animate(to: -248, duration: duration, curve: .keyboard, cause: .keyboardWillShow)
    #expect(change == Transition(from: 0, to: -248, startTime: 0, duration: 0, curve: .keyboard))
    #expect(offset.presentedValue == -248)
  }

  @Test("Presented values at past times follow the transition that governed each moment")
  func presentedHistory() {
    let offset = makeOffset()
    clock.advance(to: 1)
    offset.animate(to: -100, duration: 1, curve: .linear, cause: .estimate)
    clock.advance(to: 1.5)
    offset.animate(to: 100, duration: 1, curve: .linear, cause: .keyboardWillShow)
    #expect(offset.presentedValue(at: 0) == 0)
    #expect(offset.presentedValue(at: 1.25) == -25)
    #expect(offset.presentedValue(at: 1.5) == -50)
    #expect(offset.presentedValue(at: 2) == 25)
    #expect(offset.presentedValue(at: 9) == 100)
  }

  @Test("A value keeps only its latest records, and forgetting the oldest changes nothing it presents")
  func keptRecords() {
    let capped = AnimatedValue<Double, ShiftCause>(0, clock: clock, keptRecords: 2)
    let full = AnimatedValue<Double, ShiftCause>(0, clock: clock, keptRecords: .max)
    for (target, cause) in [(-100.0, ShiftCause.estimate), (-200, .keyboardWillShow), (0, .reset)] {
      capped.animate(to: target, duration: 1, curve: .linear, cause: cause)
      full.animate(to: target, duration: 1, curve: .linear, cause: cause)
      clock.advance(by: 0.5)
    }

    #expect(full.records.count == 3)
    #expect(capped.records == Array(full.records.suffix(2)))
    #expect(capped.transition == full.transition)
    for time in [0.5, 0.75, 1, 1.25, 2, 9] {
      #expect(capped.presentedValue(at: time) == full.presentedValue(at: time))
    }
    // Before the oldest kept record the last forgotten one governs: a quarter of the way to -100.
    #expect(capped.presentedValue(at: 0.25) == -25)
  }

  @Test("A value that keeps no records still presents and publishes each change")
  func keepingNoRecords() {
    let offset = AnimatedValue<Double, ShiftCause>(0, clock: clock, keptRecords: 0)
    offset.animate(to: -100, duration: 1, curve: .linear, cause: .estimate)
    clock.advance(by: 0.5)
    let change = offset.animate(to: 0, duration: 1, curve: .linear, cause: .reset)

    #expect(offset.records.isEmpty)
    #expect(change == Transition(from: -50, to: 0, startTime: 0.5, duration: 1, curve: .linear))
    #expect(offset.published.value == change)
    #expect(offset.presentedValue(at: 1) == -25)
  }

  @Test("By default a value keeps its latest 100 records")
  func defaultKeptRecords() {
    let offset = makeOffset()
    for step in 1...250 {
      offset.set(Double(step), cause: .reset)
      clock.advance(by: 1)
    }
    #expect(offset.records.count == 100)
    #expect(offset.records.first?.transition.to == 151)
    #expect(offset.target == 250)
  }

  @Test("Removing the records keeps what is presented and what later changes start from")
  func removingRecords() {
    let offset = makeOffset()
    offset.animate(to: -100, duration: 1, curve: .linear, cause: .estimate)
    clock.advance(by: 0.5)
    offset.removeAllRecords()
    #expect(offset.records.isEmpty)
    #expect(offset.target == -100)
    #expect(offset.presentedValue == -50)
    offset.animate(to: 0, duration: 1, curve: .linear, cause: .reset)
    #expect(offset.transitions == [Transition(from: -50, to: 0, startTime: 0.5, duration: 1, curve: .linear)])
  }

  @Test("A frame animates as a whole rectangle")
  func animatingAFrame() {
    let frame = AnimatedValue<CGRect, ShiftCause>(CGRect(x: 0, y: 0, width: 393, height: 852), clock: clock)
    frame.animate(to: CGRect(x: 0, y: -248, width: 393, height: 852), duration: 0.25, curve: .linear, cause: .estimate)
    clock.advance(by: 0.125)
    #expect(frame.presentedValue == CGRect(x: 0, y: -124, width: 393, height: 852))
  }
}
