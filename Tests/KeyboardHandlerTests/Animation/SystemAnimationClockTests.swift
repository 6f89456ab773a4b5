import Dispatch
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

  @Test("Work scheduled on the system clock runs on the main queue, no sooner than its delay")
  @MainActor
  func scheduledWorkRunsOnTheMainQueue() async {
    let clock = SystemAnimationClock()
    let start = clock.now
    let ranAt = await withCheckedContinuation { done in
      clock.schedule(after: 0.01) {
        dispatchPrecondition(condition: .onQueue(.main))
        done.resume(returning: clock.now)
      }
    }
    #expect(ranAt - start >= 0.01)
  }
}
