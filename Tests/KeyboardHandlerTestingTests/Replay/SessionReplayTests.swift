import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import KeyboardTestSupport
import Testing

@MainActor
@Suite("Session replay")
struct SessionReplayTests {
  /// Each session has its own seed, consecutive from here; a failure names its seed.
  nonisolated static let firstSeed: UInt64 = 0x4EC0_0000
  /// Actions per session: every available one once, in a random order, then random ones.
  static let actions = 16

  /// A device, held one way at the start, with a strategy: what a random session plays on.
  struct Screen: Sendable, CustomTestStringConvertible {
    let device: DevicePreset
    let orientation: DeviceOrientation
    let choice: StrategyChoice
    /// The session's seed.
    let seed: UInt64

    var testDescription: String { "\(device.name), \(orientation), \(choice.rawValue), seed \(seed)" }
  }

  /// Every device preset (the Stage Manager window, whose keyboard is clipped to it, included), held
  /// either way, with every strategy.
  nonisolated static let screens: [Screen] = {
    let devices = DevicePreset.all + [.iPadStageManager]
    let combinations = devices.flatMap { device in
      [DeviceOrientation.portrait, .landscape].flatMap { orientation in
        StrategyChoice.allCases.map { (device, orientation, $0) }
      }
    }
    return combinations.enumerated().map { index, combination in
      Screen(
        device: combination.0, orientation: combination.1, choice: combination.2,
        seed: firstSeed + UInt64(index))
    }
  }()

  @Test(
    "a random session, posted as notifications on every device held either way with every strategy, replays with exactly the recorded values",
    arguments: screens)
  func roundTrip(screen: Screen) throws {
    let (device, choice, seed) = (screen.device, screen.choice, screen.seed)
    var random = SplitMix64(seed: seed)
    let session = try ListenedSession(
      device: device, orientation: screen.orientation,
      strategy: { choice.strategy(for: $0, fields: SessionAction.fields(in: $0)) }, kinds: SessionAction.kinds,
      isRecorded: true, layout: SessionAction.layout(in:))
    let recorder = try #require(session.recorder)
    let available = SessionAction.available(on: device, strategy: choice)
    let plan =
      available.shuffled(using: &random)
      + (available.count..<Self.actions).map { _ in available.randomElement(using: &random) ?? .user(.dismiss) }
    // A tap first, whose notifications lack their duration: whatever the plan, a keyboard shows and a key
    // is left out.
    session.perform(lacking: [.animationDuration]) { $0.tapTextField("email") }
    var log = ["tap email lacking the duration"]
    for action in plan {
      session.wait(TimeInterval(Int.random(in: 0...3, using: &random)) / 10)
      log.append(action.perform(on: session, using: &random))
    }
    let comment: Comment = "seed \(seed): \(log.joined(separator: ", "))"

    let recorded = recorder.scenario
    let data: Data
    do {
      data = try recorder.scenarioData()
    } catch {
      Issue.record(error, comment)
      return
    }
    let replay = try SessionReplay(data)
    #expect(replay.differences == [], comment)
    #expect(replay.snapshots == recorded.expected, comment)
    // What the replay read from the file is what was recorded: the writer and the parser agree.
    #expect(replay.scenario == recorded, comment)
    #expect(recorded.expected?.contains { $0.coveredFrame != nil } == true, comment)
    #expect(
      recorded.steps.contains {
        if case .input(.keyboard(let event)) = $0.action { event.absentKeys == [.animationDuration] } else { false }
      }, comment)
    // The avoider was made observing, and the listener started it again: the recording starts it once,
    // and again only after each stop.
    var isObserving = false
    let repeatedStarts = recorded.steps.filter { step in
      switch step.action {
      case .input(.startObserving):
        defer { isObserving = true }
        return isObserving
      case .input(.stopObserving):
        isObserving = false
        return false
      default:
        return false
      }
    }
    #expect(repeatedStarts.isEmpty, comment)
    #expect(recorded.device.windowInsets == device.windowInsets, comment)
  }

  // MARK: - A changed engine

  /// The worked example, recorded: an iPhone 15 in portrait (keyboard 336 high, its top at 516) with
  /// `email` at y 700, 44 high; the user taps it, the keyboard shows, and is dismissed.
  static func recordedTap() throws -> KeyboardSessionRecorder {
    let session = try ListenedSession(device: .iPhone15, kinds: ["email": .textField], isRecorded: true) { _ in
      ["email": CGRect(x: 16, y: 700, width: 300, height: 44)]
    }
    session.perform { $0.tapTextField("email") }
    session.wait(1)
    session.perform { $0.dismiss() }
    return try #require(session.recorder)
  }

  @Test("a recording whose offset was changed names the step, its input, the property and both values")
  func changedExpectation() throws {
    var scenario = try Self.recordedTap().scenario
    var expected = try #require(scenario.expected)
    // The show begins with the keyboard's frame change, then the will-show, which moves nothing more.
    let index = try #require(expected.firstIndex { $0.cause == .keyboard(.willChangeFrame) })
    let shown: CGFloat = -(744 + 20 - 516)
    #expect(expected[index].targets.offset == shown)
    expected[index].targets.offset = -300
    scenario.expected = expected

    let replay = try SessionReplay(scenario)
    #expect(
      replay.differences == [
        ReplayDifference(
          step: expected[index].step, input: "keyboard willChangeFrame", time: expected[index].time, property: "offset",
          recorded: "-300", replayed: "-248")
      ])
    #expect(!replay.matchesRecording)
    #expect(
      replay.differences.map(\.description) == [
        "steps[\(expected[index].step ?? -1)] (keyboard willChangeFrame) at \(expected[index].time.formatted) s: offset: "
          + "recorded -300, replayed -248"
      ])
  }

  @Test(
    "an engine that keeps another spacing differs from the first input that reveals the field, by that much in each offset"
  )
  func changedSpacing() throws {
    var scenario = try Self.recordedTap().scenario
    scenario.configuration.spacing = 8
    let replay = try SessionReplay(scenario)
    let offsets = replay.differences.filter { $0.property == "offset" }
    // The estimate: "email" bottom 744 + spacing below an estimated keyboard 360 high, top 492.
    #expect(offsets.first?.input == #"beginEditing "email""#)
    #expect(offsets.first.map { [$0.recorded, $0.replayed] } == ["-272", "-260"])
    #expect(offsets.count > 1)
    for difference in offsets {
      let (recorded, replayed) = (Double(difference.recorded), Double(difference.replayed))
      #expect(recorded.flatMap { old in replayed.map { $0 - old } } == 12, "\(difference)")
    }
    #expect(replay.differences.contains { $0.property == "reason.revealed.spacing" })
    for difference in replay.differences {
      let step = try #require(difference.step, "the start does not differ: \(difference)")
      #expect(difference.input == scenario.steps[step].summary)
    }
  }

  @Test("a state published on one side only is a difference of the whole state, with nothing on the other side")
  func missingState() throws {
    var scenario = try Self.recordedTap().scenario
    var expected = try #require(scenario.expected)
    let last = expected.removeLast()
    scenario.expected = expected
    let replay = try SessionReplay(scenario)
    #expect(replay.differences.count == 1)
    let difference = try #require(replay.differences.first)
    let step = try #require(last.step)
    #expect(difference.step == step)
    // The last decision a dismissal publishes: the keyboard's frame leaving, before its hide.
    #expect(difference.input == "keyboard willChangeFrame")
    #expect(difference.input == scenario.steps[step].summary)
    #expect(difference.property == "state")
    #expect(difference.recorded == "nothing")
    #expect(difference.replayed.contains(#""cause": "keyboard.willChangeFrame""#))
  }

  @Test(
    "a recorded change of context alone, which today's engine does not publish, is no difference; any other entry is"
  )
  func contextOnlyChange() throws {
    var scenario = try Self.recordedTap().scenario
    let expected = try #require(scenario.expected)
    // A keyboard notification after the tap at which today's engine publishes nothing (a did-show after the
    // will-show).
    let published = Set(try SessionReplay(scenario).snapshots.compactMap(\.step))
    let first = try #require(expected.dropFirst().first?.step)
    let keyboardEvents = scenario.steps.indices.compactMap { index -> (Int, KeyboardEvent)? in
      guard index > first, !published.contains(index), case .input(.keyboard(let event)) = scenario.steps[index].action
      else { return nil }
      return (index, event)
    }
    let (silent, event) = try #require(keyboardEvents.first)
    // What an older engine published there: the state before it, with the notification's cause and animation.
    let before = try #require(expected.lastIndex { ($0.step ?? -1) < silent })
    var contextOnly = expected[before]
    contextOnly.step = silent
    contextOnly.time = scenario.steps[silent].time
    contextOnly.cause = .keyboard(event.phase)
    contextOnly.animation = event.animation
    scenario.expected = Array(expected[...before]) + [contextOnly] + expected[(before + 1)...]
    #expect(try SessionReplay(scenario).differences == [])

    var moved = contextOnly
    moved.targets.offset -= 10
    scenario.expected = Array(expected[...before]) + [moved] + expected[(before + 1)...]
    let differences = try SessionReplay(scenario).differences
    #expect(differences.map(\.property) == ["state"])
    #expect(differences.first?.step == silent)
    #expect(differences.first?.replayed == "nothing")
  }

  @Test("a scenario written by hand expects nothing, so nothing differs, and its invariants are still checked")
  func handWritten() throws {
    var scenario = try Self.recordedTap().scenario
    scenario.expected = nil
    let replay = try SessionReplay(scenario)
    #expect(replay.differences == [])
    #expect(replay.violations == [])
    let shown: CGFloat = -(744 + 20 - 516)
    #expect(replay.published.map(\.state.targets.offset).contains(shown))
  }
}
