import Foundation
import KeyboardHandler
import Testing

@Suite struct ManualAnimationClockTests {
  @Test("A manual clock reads its start time until it is advanced")
  func advancing() {
    let clock = ManualAnimationClock(now: 10)
    #expect(clock.now == 10)
    clock.advance(by: 0.25)
    #expect(clock.now == 10.25)
    clock.advance(to: 12)
    #expect(clock.now == 12)
    clock.advance(by: 0)
    clock.advance(to: 12)
    #expect(clock.now == 12)
  }

  @Test("A manual clock starts at zero by default")
  func startsAtZero() {
    #expect(ManualAnimationClock().now == 0)
  }

  @Test("Scheduled work runs when the clock is advanced to its time, earliest first, the clock reading that time")
  @MainActor
  func scheduledWorkRunsInTimeOrder() {
    let clock = ManualAnimationClock(now: 1)
    var ran: [(String, TimeInterval)] = []
    clock.schedule(after: 0.5) { ran.append(("late", clock.now)) }
    clock.schedule(after: 0.25) { ran.append(("early", clock.now)) }
    clock.schedule(after: 0.25) { ran.append(("early, second", clock.now)) }
    clock.advance(by: 0.2)
    #expect(ran.isEmpty)
    clock.advance(to: 2)
    #expect(ran.map(\.0) == ["early", "early, second", "late"])
    #expect(ran.map(\.1) == [1.25, 1.25, 1.5])
    #expect(clock.now == 2)
  }

  @Test("Advancing by a duration ends that far from where it started, whatever work fell due on the way")
  @MainActor
  func advanceByEndsWhereItShould() {
    let clock = ManualAnimationClock()
    var ran: [TimeInterval] = []
    clock.schedule(after: 1) { ran.append(clock.now) }
    clock.advance(by: 1)
    #expect(ran == [1])
    #expect(clock.now == 1)
    clock.schedule(after: 0.25) { ran.append(clock.now) }
    clock.advance(by: 2)
    #expect(ran == [1, 1.25])
    #expect(clock.now == 3)
    clock.schedule(after: 0) { ran.append(clock.now) }
    clock.advance(by: 0)
    #expect(ran == [1, 1.25, 3])
  }

  @Test("Work scheduled by scheduled work runs in the same advance when it falls due by then")
  @MainActor
  func nestedWorkRuns() {
    let clock = ManualAnimationClock()
    var ran: [TimeInterval] = []
    clock.schedule(after: 1) {
      ran.append(clock.now)
      clock.schedule(after: 1) { ran.append(clock.now) }
    }
    clock.advance(by: 3)
    #expect(ran == [1, 2])
    clock.advance(by: 10)
    #expect(ran == [1, 2])
  }
}
