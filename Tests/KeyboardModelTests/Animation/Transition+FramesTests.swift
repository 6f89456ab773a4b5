import Foundation
import KeyboardModel
import KeyboardScenarios
import Testing

@Suite struct TransitionFramesTests {
  @Test("Frames fall every frame interval from the start, and the last one exactly at the end")
  func framesAtSixtyHertz() {
    let shift = Transition(from: 0.0, to: -248.0, startTime: 2, duration: 0.25, curve: .keyboard)
    let frames = shift.frames(perSecond: 60)
    #expect(frames.count == 16)
    let expectedTimes: [TimeInterval] = (0..<15).map { 2 + Double($0) / 60 } + [2.25]
    #expect(frames.map(\.time) == expectedTimes)
    #expect(frames.first?.value == 0)
    #expect(frames.last?.value == -248)
    #expect(frames.allSatisfy { $0.value == shift.value(at: $0.time) })
  }

  @Test("A linear transition samples to exact values")
  func linearFrames() {
    let move = Transition(from: 0.0, to: 8.0, startTime: 0, duration: 0.5, curve: .linear)
    #expect(
      move.frames(perSecond: 4) == [
        AnimationFrame(time: 0, value: 0), AnimationFrame(time: 0.25, value: 4), AnimationFrame(time: 0.5, value: 8),
      ])
  }

  @Test("Rounding noise in duration times rate adds no spurious frame before the end")
  func noSpuriousFrame() {
    let move = Transition(from: 0.0, to: 1.0, startTime: 0, duration: 0.1, curve: .linear)
    let expectedTimes: [TimeInterval] = [0, 1.0 / 30, 2.0 / 30, 0.1]
    #expect(move.frames(perSecond: 30).map(\.time) == expectedTimes)
  }

  @Test("A transition shorter than one frame has only its first and last frames")
  func shorterThanAFrame() {
    let move = Transition(from: 0.0, to: 1.0, startTime: 0, duration: 0.01, curve: .linear)
    #expect(move.frames(perSecond: 60) == [AnimationFrame(time: 0, value: 0), AnimationFrame(time: 0.01, value: 1)])
  }

  @Test("An enormous duration is sampled at most the maximum number of times, evenly, ending exactly at the end")
  func enormousDurationIsCapped() throws {
    let transition = Transition(from: 0.0, to: 1.0, startTime: 2, duration: 1e300, curve: .linear)
    let frames = transition.frames(perSecond: 60)
    #expect(frames.count == Transition<Double>.maximumFrameCount)
    #expect(frames.first == AnimationFrame(time: 2, value: 0))
    #expect(frames.last == AnimationFrame(time: transition.endTime, value: 1))
    let middle = frames[frames.count / 2]
    #expect(abs(middle.value - 0.5) < 1e-3)
    #expect(frames.allSatisfy { $0.time.isFinite && $0.value.isFinite })
  }

  @Test("A transition of zero duration has one frame, at its end value")
  func zeroDuration() {
    let jump = Transition(from: 0.0, to: 1.0, startTime: 3, duration: 0, curve: .linear)
    #expect(jump.frames(perSecond: 60) == [AnimationFrame(time: 3, value: 1)])
  }

  @Test("A rate of zero or less gives the first and last frames", arguments: [0, -60, Int.min])
  func nonPositiveRate(perSecond: Int) {
    let move = Transition(from: 0.0, to: 1.0, startTime: 0, duration: 0.25, curve: .linear)
    #expect(
      move.frames(perSecond: perSecond) == [AnimationFrame(time: 0, value: 0), AnimationFrame(time: 0.25, value: 1)])
  }
}
