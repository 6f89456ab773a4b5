import KeyboardHandler
import Testing

@Suite struct SystemAnimationClockTests {
  @Test("The system clock is finite and never runs backwards")
  func monotonic() {
    let clock = SystemAnimationClock()
    let readings = (0..<1_000).map { _ in clock.now }
    #expect(readings.allSatisfy { $0.isFinite })
    #expect(zip(readings, readings.dropFirst()).allSatisfy { $0 <= $1 })
  }
}
