import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite struct TransitionTests {
  let shift = Transition(from: 0.0, to: -248.0, startTime: 10, duration: 0.25, curve: .linear)

  @Test(
    "A linear transition shows its start value before it starts and its end value after it ends",
    arguments: [
      (9.0, 0.0), (10, 0), (10.0625, -62), (10.125, -124), (10.1875, -186), (10.25, -248), (11, -248),
    ] as [(TimeInterval, Double)])
  func linearValues(time: TimeInterval, expected: Double) {
    #expect(shift.value(at: time) == expected)
  }

  @Test("The end time is the start time plus the duration")
  func endTime() {
    #expect(shift.endTime == 10.25)
  }

  @Test(
    "A transition is finished from its end time on",
    arguments: [(9.0, false), (10, false), (10.2, false), (10.25, true), (12, true), (.nan, false)]
      as [(TimeInterval, Bool)])
  func isFinished(time: TimeInterval, expected: Bool) {
    #expect(shift.isFinished(at: time) == expected)
  }

  @Test("A curved transition applies its curve to the elapsed fraction")
  func curvedValues() {
    let easeIn = Transition(from: 100.0, to: 200.0, startTime: 0, duration: 0.5, curve: .easeIn)
    let reference = ReferenceBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    for step in 0...50 {
      let time = Double(step) / 100
      #expect(isClose(easeIn.value(at: time), 100 + 100 * reference.y(atX: time / 0.5), within: 1e-3))
    }
  }

  @Test("A transition of zero duration shows its end value from its start time on")
  func zeroDuration() {
    let jump = Transition(from: 0.0, to: 40.0, startTime: 5, duration: 0, curve: .easeInOut)
    #expect(jump.value(at: 4.999) == 0)
    #expect(jump.value(at: 5) == 40)
    #expect(jump.isFinished(at: 5))
    #expect(jump.endTime == 5)
  }

  @Test(
    "A negative, infinite or NaN duration is stored as zero",
    arguments: [-0.25, -.infinity, .infinity, .nan] as [TimeInterval])
  func invalidDurationIsImmediate(duration: TimeInterval) {
    let jump = Transition(from: 0.0, to: 40.0, startTime: 5, duration: duration, curve: .keyboard)
    #expect(jump == Transition(from: 0.0, to: 40.0, startTime: 5, duration: 0, curve: .keyboard))
    #expect(jump.value(at: 5) == 40)
  }

  @Test("A NaN time shows the start value, never NaN")
  func nanTime() {
    #expect(shift.value(at: .nan) == 0)
    #expect(shift.progress(at: .nan) == 0)
  }

  @Test("The end value is exact even where floating-point blending would miss it")
  func exactEndValue() {
    let move = Transition(from: 0.1, to: 0.7, startTime: 0, duration: 1, curve: .easeOut)
    #expect(move.value(at: 1) == 0.7)
    #expect(move.value(at: 0) == 0.1)
  }

  @Test("Transitions compare equal exactly when every field is equal")
  func equality() {
    let same = Transition(from: 0.0, to: -248.0, startTime: 10, duration: 0.25, curve: .linear)
    let otherCurve = Transition(from: 0.0, to: -248.0, startTime: 10, duration: 0.25, curve: .keyboard)
    #expect(shift == same)
    #expect(shift != otherCurve)
    #expect(Set([shift, same, otherCurve]).count == 2)
  }
}
