import Foundation
import KeyboardHandler

/// The demo's text output: the device and form, a timeline of inputs with the transitions they
/// started and why, each transition sampled frame by frame, and pictures of the screen.
@MainActor
struct TextReport {
  let playback: Playback
  let framesPerSecond: Int

  private var scenario: Scenario { playback.scenario }

  var text: String {
    (header + [""] + timeline + [""] + animations + [""] + screens + [""] + ending).joined(separator: "\n") + "\n"
  }

  // MARK: - Header

  private var header: [String] {
    let device = scenario.device
    let screen = scenario.container.screenBounds
    let keyboard = device.keyboard(scenario.orientation)
    let fieldLines = scenario.fields.enumerated().map { index, field in
      let kind = field.kind == .textField ? "text field" : "text view "
      let name = field.id.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
      return (index == 0 ? "Fields    " : "          ")
        + "\(name) \(kind)  y \(field.frame.minY.points) to \(field.frame.maxY.points)"
    }
    return [
      "Keyboard avoidance demo: \(scenario.name)",
      "Device    \(device.name), \(scenario.orientation): screen \(screen.width.points) x \(screen.height.points) pt,"
        + " safe area \(safeArea(scenario.container.safeAreaInsets)) (approximate figures)",
      "Keyboard  \(keyboard.withPredictiveBar.points) pt with the predictive bar,"
        + " \(keyboard.withoutPredictiveBar.points) pt without; the bar is "
        + (scenario.isPredictiveBarVisible ? "shown" : "hidden") + " at the start",
      "Strategy  \(strategy); spacing \(scenario.configuration.spacing.points) pt;"
        + " estimate before any keyboard \(scenario.configuration.estimatedKeyboardHeight.points) pt",
    ] + fieldLines + [
      "Frames    sampled at \(framesPerSecond) fps; curve 7 is the keyboard's private curve, approximated"
    ]
  }

  private func safeArea(_ insets: LayoutInsets) -> String {
    let parts = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
      .filter { $0.1 > 0 }.map { "\($0.0) \($0.1.points)" }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }

  private var strategy: String {
    switch scenario.configuration.strategy {
    case .shift: "shift: the whole container moves up"
    case .manual: "manual: nothing moves, the app reads the keyboard's height"
    case .scroll(let view):
      "scroll: a scroll view \(view.frame.width.points) x \(view.frame.height.points) with"
        + " \(view.contentHeight.points) pt of content gets bottom insets and scrolls (fields in content y)"
    case .bottomConstraint(let view, _):
      "constraint: a scroll view \(view.frame.width.points) x \(view.frame.height.points) has its bottom"
        + " constraint raised to the keyboard (fields in content y)"
    }
  }

  // MARK: - Timeline

  private var timeline: [String] {
    var lines = ["Timeline (time in s: input, why, and the transitions it starts)"]
    var announced = Set<Int>()
    var quiet: (time: TimeInterval, step: Int, inputs: [String])?
    func flushQuiet() {
      guard let pending = quiet else { return }
      lines.append("  \(pending.time.seconds)  \(pending.inputs.joined(separator: ", ")): nothing moves")
      quiet = nil
    }
    let events =
      playback.entries.map { (time: $0.time, step: $0.step, entry: Optional($0)) }
      + playback.silentSteps.map { (time: scenario.steps[$0].time, step: $0, entry: nil) }
    for event in events.sorted(by: { ($0.time, $0.step) < ($1.time, $1.step) }) {
      if announced.insert(event.step).inserted {
        flushQuiet()
        lines.append(
          "step \(event.step + 1) at \(scenario.steps[event.step].time.seconds) s: \(Wording.step(scenario.steps[event.step].action))"
        )
      }
      guard let entry = event.entry else {
        lines.append("  (the simulator has nothing to send for it)")
        continue
      }
      if entry.records.isEmpty {
        if entry.isReplacedAtOnce {
          flushQuiet()
          lines.append("  \(entry.time.seconds)  \(Wording.input(entry.input)): replaced at once by the next input")
          continue
        }
        if let pending = quiet, pending.time == entry.time, pending.step == entry.step {
          quiet?.inputs.append(short(entry.input))
        } else {
          flushQuiet()
          quiet = (entry.time, entry.step, [short(entry.input)])
        }
        continue
      }
      flushQuiet()
      lines.append("  \(entry.time.seconds)  \(Wording.input(entry.input))")
      lines += Explanation.lines(for: entry).map { "         \($0)" }
      lines += entry.records.map { "         \(describe(record: $0))" }
    }
    flushQuiet()
    return lines
  }

  private func short(_ input: AvoidanceInput) -> String {
    if case .keyboard(let event) = input { return event.phase.rawValue }
    return Wording.input(input)
  }

  private func describe(record index: Int) -> String {
    let transition = playback.transitions[index]
    let record = transition.record
    let (from, to) = record.endpoints
    var line =
      "#\(index + 1) \(Wording.property(record.property)) \(from.text) → \(to.text)"
      + (record.duration > 0 ? " over \(record.duration.formatted) s, \(Wording.curve(record.curve))" : " at once")
      + ", cause \(Wording.cause(record.cause))"
    if let interruption = transition.interruption {
      line +=
        transition.successor.map { " (interrupted at \(interruption.seconds) s by #\($0 + 1))" }
        ?? " (stopped at \(interruption.seconds) s)"
    }
    return line
  }

  // MARK: - Animations

  private var animations: [String] {
    var lines = ["Animations sampled at \(framesPerSecond) fps (the value shown at each frame, start to end)"]
    for (index, transition) in playback.transitions.enumerated() {
      let record = transition.record
      let interruption = transition.interruption
      let values = record.frameTimes(perSecond: framesPerSecond, until: interruption)
        .map { record.sample(at: $0).text }
      let cut = interruption.map { ", cut at \($0.seconds) s" } ?? ""
      lines.append(
        "  #\(index + 1) \(Wording.property(record.property)) \(record.startTime.seconds)–\(record.endTime.seconds) s\(cut):"
          + " " + values.joined(separator: " "))
    }
    if playback.records.isEmpty { lines.append("  (no transition: nothing had to move)") }
    return lines
  }

  // MARK: - Screens

  private var screens: [String] {
    let scale = ScreenPicture.scale(for: scenario.container.screenBounds)
    var lines = [
      "Screens (1 column ≈ \(Double(scale.column).points) pt, 1 row ≈ \(Double(scale.row).points) pt;"
        + " # keyboard, : estimated keyboard, . safe area, [>field] focused)",
      "At rest, t = 0.000 s",
    ]
    lines += picture(at: 0, engine: playback.initialEngine)
    let groups = playback.entries.filter { !$0.records.isEmpty }
    for (position, entry) in groups.enumerated() {
      let end = entry.records.map { playback.records[$0].endTime }.max() ?? entry.time
      if groups[(position + 1)...].contains(where: { $0.time < end }) { continue }
      let numbers = entry.records.map { "#\($0 + 1)" }.joined(separator: ", ")
      lines.append("")
      lines.append("After \(numbers) (\(short(entry.input))), t = \(end.seconds) s: \(summary(at: end))")
      lines += picture(at: end, engine: playback.engine(at: end))
    }
    return lines
  }

  private func picture(at time: TimeInterval, engine: AvoidanceEngine) -> [String] {
    let layout = playback.layout
    return ScreenPicture(
      engine: engine, offset: layout.offset.presentedValue(at: time),
      contentOffset: layout.contentOffset.presentedValue(at: time),
      constraintConstant: layout.constraintConstant.presentedValue(at: time)
    ).lines
  }

  private func summary(at time: TimeInterval) -> String {
    let layout = playback.layout
    switch scenario.configuration.strategy {
    case .shift, .manual:
      return "offset \(layout.offset.presentedValue(at: time).points)"
    case .scroll:
      return "bottom inset \(Wording.insets(layout.scrollInsets.presentedValue(at: time))),"
        + " contentOffset.y \(layout.contentOffset.presentedValue(at: time).points)"
    case .bottomConstraint:
      return "constant \(layout.constraintConstant.presentedValue(at: time).points),"
        + " contentOffset.y \(layout.contentOffset.presentedValue(at: time).points)"
    }
  }

  // MARK: - Ending

  private var ending: [String] {
    let engine = playback.finalEngine
    let end = playback.endTime
    let focus = engine.focusedField.map { "\"\($0)\" focused" } ?? "no field focused"
    let covered = engine.state.coveredHeight
    let keyboard = covered > 0 ? "keyboard covers \(covered.points) pt" : "keyboard gone"
    return [
      "At the end, t = \(end.seconds) s: \(summary(at: end)); \(keyboard); \(focus); \(playback.records.count) transitions"
    ]
  }
}
