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
}
