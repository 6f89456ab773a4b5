import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import KeyboardTestSupport
import Testing

/// `expectMatchesRecording()`, the one call that makes a recording a test: what it reports for a
/// recording edited by hand, and that it reports nothing for the recording as the device wrote it.
@MainActor
@Suite("A replay is a test")
struct SessionReplayTestingTests {
  @Test("the recording as the device wrote it replays with nothing to report")
  func unedited() throws {
    let replay = try SessionReplay(try SessionReplayTests.recordedTap().scenarioData())
    #expect(replay.failures == [])
    replay.expectMatchesRecording()
  }

  /// The issues this test expects are real issues of Swift Testing's, made known by `withKnownIssue`: the
  /// way to check that a call fails the test around it, without failing this one. So `swift test` ends
  /// "with N known issues", one for each difference of each edited recording, on purpose.
  @Test(
    "a recording edited by hand fails the test, first at the step where the replay departs, one issue for each difference at the caller's line (known issues, on purpose)",
    arguments: RecordingEdit.allCases)
  func edited(edit: RecordingEdit) throws {
    let (data, step) = try edit.apply(to: try SessionReplayTests.recordedTap().scenarioData())
    let replay = try SessionReplay(data)
    let input = replay.scenario.steps[step].summary
    #expect(replay.failures.first?.hasPrefix("steps[\(step)] (\(input)) at ") == true, "\(replay.failures)")
    #expect(replay.failures == replay.differences.map(\.description), "only values differ, no invariant breaks")

    let line = #line + 2
    withKnownIssue("intended: the edited recording must fail the test, one issue for each difference") {
      replay.expectMatchesRecording()
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.comments.contains { replay.failures.contains($0.rawValue) }
    }
  }

  @Test("each difference names the one value that differs, inside an object its member, with both values")
  func oneValuePerDifference() throws {
    let (data, step) = try RecordingEdit.spacing.apply(to: try SessionReplayTests.recordedTap().scenarioData())
    let replay = try SessionReplay(data)
    let atStep = replay.differences.filter { $0.step == step }
    // `email` ends at 744: 20 pt above the estimated keyboard's top at 492 is -272, 8 pt is -260.
    #expect(
      atStep.map { "\($0.property): recorded \($0.recorded), replayed \($0.replayed)" } == [
        "offset: recorded -272, replayed -260", "reason.revealed.spacing: recorded 20, replayed 8",
      ])
    #expect(
      atStep.last?.description == "steps[\(step)] (beginEditing \"email\") at 0 s: "
        + "reason.revealed.spacing: recorded 20, replayed 8")
  }
}
