internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The demo's text output: the device and form, a timeline of inputs with the transitions they
/// started and why, each transition sampled frame by frame, and pictures of the screen.
@MainActor
struct TextReport {
  let playback: Playback
  let framesPerSecond: Int
  /// Which moments get a picture of the screen.
  var pictures = DemoOptions.Pictures.changes
  /// For a recording, where today's engine publishes something else than the device did.
  var comparison: RecordingComparison?

  var scenario: Scenario { playback.scenario }

  var text: String {
    let screens = self.screens
    return ([header, timeline, animations] + (screens.isEmpty ? [] : [screens]) + [ending] + comparisonSection)
      .map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
  }

  // MARK: - Header

  private var header: [String] {
    let device = scenario.device
    let screen = scenario.container.screenBounds
    let fieldLines = registeredFields.enumerated().map { index, registered in
      let field = registered.field
      let kind = field.kind == .textField ? "text field" : "text view "
      let name = field.id.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
      let from = registered.step.map { " (from steps[\($0)])" } ?? ""
      return (index == 0 ? "Fields    " : "          ")
        + "\(name) \(kind)  y \(field.frame.minY.points) to \(field.frame.maxY.points)\(from)"
    }
    // A recording's device is what the recorder read: its screen, exact, and no keyboard of its own
    // but the heights the keyboard's notifications reported.
    let isRecording = scenario.expected != nil
    return [
      "Keyboard avoidance demo: \(scenario.name)",
      "Device    \(isRecording ? "as recorded" : device.name), \(scenario.orientation): screen"
        + " \(screen.width.points) x \(screen.height.points) pt, safe area \(safeArea(scenario.container.safeAreaInsets))"
        + (isRecording ? "" : " (approximate figures)"),
    ] + window + [
      isRecording ? recordedKeyboard : presetKeyboard,
      "Strategy  \(strategy); spacing \(scenario.configuration.spacing.points) pt;"
        + " estimate before any keyboard \(scenario.configuration.estimatedKeyboardHeight.points) pt",
    ] + fieldLines + [
      "Frames    sampled at \(framesPerSecond) fps; curve 7 is the keyboard's private curve, approximated"
    ] + positions + playback.warnings.map { "Warning   " + $0 }
  }

  /// The app's window, when it is not the whole screen (Stage Manager, an iPadOS 26 window), where it
  /// stands on screen.
  private var window: [String] {
    let container = scenario.container
    let window = container.windowFrame
    let screen = container.screenBounds
    guard window != screen else { return [] }
    let bottom =
      window.maxY < screen.maxY
      ? ": it ends \((screen.maxY - window.maxY).points) pt above the screen's bottom, and UIKit clips the keyboard's"
        + " frame to it"
      : ""
    return [
      "Window    \(window.width.points) x \(window.height.points) pt at screen x \(window.minX.points),"
        + " y \(window.minY.points), the app's own\(bottom)"
    ]
  }

  /// Which coordinates the positions are in, when the container's are not the screen's: then a keyboard
  /// notification's y (the screen's) and the positions the engine measures (the container's) differ.
  private var positions: [String] {
    let containers = playback.containers.map(\.container)
    guard let moved = containers.first(where: { !Wording.sharesOrigin($0) }) else { return [] }
    let origins = Set(containers.map { [$0.frame.minX, $0.frame.minY] })
    return [
      "Positions are the container's, from its top left (screen x \(moved.frame.minX.points), y"
        + " \(moved.frame.minY.points)\(origins.count > 1 ? " at first" : "")), as the engine measures them and the"
        + " fields are given; a keyboard notification's frame is the screen's, as UIKit posts it, with the container's"
        + " y beside it"
    ]
  }

  /// The device's keyboard heights, and in a window that clips the keyboard, the heights its
  /// notifications report.
  private var presetKeyboard: String {
    let keyboard = scenario.device.keyboard(scenario.orientation)
    let reported = [true, false].map { isPredictiveBarVisible in
      KeyboardSimulator(
        device: scenario.device, orientation: scenario.orientation, isPredictiveBarVisible: isPredictiveBarVisible
      ).keyboardFrame.height
    }
    let clipped =
      reported == [keyboard.withPredictiveBar, keyboard.withoutPredictiveBar]
      ? ""
      : " (the window clips them to \(reported[0].points) and \(reported[1].points) pt, the heights the notifications"
        + " report)"
    return "Keyboard  \(keyboard.withPredictiveBar.points) pt with the predictive bar,"
      + " \(keyboard.withoutPredictiveBar.points) pt without\(clipped); the bar is "
      + (scenario.isPredictiveBarVisible ? "shown" : "hidden") + " at the start"
  }

  /// The heights of the keyboards a recording's notifications put on screen, in the order they came.
  private var recordedKeyboard: String {
    var heights: [CGFloat] = []
    for entry in playback.entries {
      guard case .keyboard(let event) = entry.input, event.endFrame.height > 0,
        event.endFrame.minY < entry.state.container.screenBounds.maxY, !heights.contains(event.endFrame.height)
      else { continue }
      heights.append(event.endFrame.height)
    }
    guard !heights.isEmpty else { return "Keyboard  none on screen in the recording's notifications" }
    return "Keyboard  \(heights.map { "\($0.points) pt" }.joined(separator: ", ")) high, as the recording's"
      + " notifications report it"
  }

  /// The fields the scenario has at the start, then each field a `fields` or `layout` step registers
  /// (with the step's index), as it is when it first appears: a recording starts with none.
  private var registeredFields: [(field: InputField, step: Int?)] {
    var registered = scenario.fields.map { (field: $0, step: Int?.none) }
    var seen = Set(scenario.fields.map(\.id))
    for entry in playback.entries where entry.givesFields {
      for field in entry.state.navigator.fields where seen.insert(field.id).inserted {
        registered.append((field, entry.step))
      }
    }
    return registered
  }

  private func safeArea(_ insets: LayoutInsets) -> String {
    let parts = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
      .filter { $0.1 > 0 }.map { "\($0.0) \($0.1.points)" }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }

  private var strategy: String {
    let strategy = scenario.configuration.strategy
    let name = strategy.name
    guard let view = strategy.scrollView else {
      return LayoutProperty.offset.isMoved(by: strategy)
        ? "\(name): the whole container moves up" : "\(name): nothing moves, the app reads the keyboard's height"
    }
    let size = "\(name): a scroll view \(view.frame.width.points) x \(view.frame.height.points)"
    if let (_, composer, _) = strategy.messageListParts {
      let rides =
        switch composer {
        case nil: "a composer whose bottom constraint rides the keyboard"
        case .keyboardLayoutGuide?: "a composer UIKit pins to the keyboard layout guide"
        case .inputAccessoryView?: "a composer the keyboard carries as its input accessory view"
        }
      return "\(name): a message list \(view.frame.width.points) x \(view.frame.height.points) with"
        + " \(view.contentHeight.points) pt of conversation, bottom inset \(view.restInsets.content.points) at rest,"
        + " behind \(rides) (fields in container y)"
    }
    guard strategy.constraintAnchor != nil else {
      return size
        + " with \(view.contentHeight.points) pt of content gets bottom insets and scrolls (fields in content y)"
    }
    return size + " has its bottom constraint raised to the keyboard (fields in content y)"
  }

  // MARK: - Timeline

  private var timeline: [String] {
    var lines = ["Timeline (time in s: input, why, and the transitions it starts)"]
    var announced = Set<Int>()
    var state = playback.initialState
    /// Inputs at one instant of one step that moved nothing, with the state before the first.
    var quiet: (entries: [TimelineEntry], before: AvoidanceState)?
    func flushQuiet() {
      guard let (entries, before) = quiet, let last = entries.last else { return }
      quiet = nil
      let inputs = "  \(last.time.seconds)  " + entries.map(short).joined(separator: ", ")
      // Also a change the group's later inputs undid (a did-phase that moves the keyboard and back).
      guard entries.contains(where: { $0.state.value != before }) else {
        return lines.append(inputs + ": nothing changes")
      }
      // A reason already given for the state before is not repeated; the last one names the rest.
      let reasons = Explanation.stillLines(for: last.state.value, wasFocused: before.focusedField != nil)
      let given = Set(Explanation.stillLines(for: before))
      let new = reasons.filter { !given.contains($0) }
      guard !new.isEmpty || reasons.isEmpty else {
        return lines.append(inputs + ": nothing moves (\(reasons[reasons.count - 1]))")
      }
      lines.append(inputs + ": nothing moves")
      lines += new.map { "         \($0)" }
    }
    let events =
      playback.entries.map { (time: $0.time, step: $0.step, entry: Optional($0)) }
      + playback.silentSteps.map { (time: scenario.steps[$0].time, step: $0, entry: nil) }
    for event in events.sorted(by: { ($0.time, $0.step) < ($1.time, $1.step) }) {
      if announced.insert(event.step).inserted {
        flushQuiet()
        let step = scenario.steps[event.step]
        let action = Wording.step(step.action, in: state.container)
        lines.append("steps[\(event.step)] at \(step.time.seconds) s: \(action)")
      }
      guard let entry = event.entry else {
        lines.append("  (the simulator has nothing to send for it)")
        continue
      }
      defer { state = entry.state.value }
      if entry.isReplacedAtOnce {
        flushQuiet()
        lines.append(
          "  \(entry.time.seconds)  \(Wording.input(entry.input, in: entry.state.container)): replaced at once by the"
            + " next input")
      } else if entry.records.isEmpty {
        if let pending = quiet, let first = pending.entries.first, first.time == entry.time, first.step == entry.step {
          quiet?.entries.append(entry)
        } else {
          flushQuiet()
          quiet = ([entry], state)
        }
      } else {
        flushQuiet()
        lines.append("  \(entry.time.seconds)  \(Wording.input(entry.input, in: entry.state.container))")
        lines += Explanation.lines(for: entry).map { "         \($0)" }
        lines += entry.records.map { "         \(describe(record: $0))" }
      }
    }
    flushQuiet()
    return lines
  }

  func short(_ entry: TimelineEntry) -> String {
    if case .keyboard(let event) = entry.input { return event.phase.rawValue }
    return Wording.input(entry.input, in: entry.state.container)
  }

  private func describe(record index: Int) -> String {
    let transition = playback.transitions[index]
    let record = transition.change
    let (from, to) = record.endpoints
    var line =
      "#\(index + 1) \(record.key) \(from.text) → \(to.text)"
      + (record.duration > 0 ? " over \(record.duration.formatted) s, \(Wording.curve(record.curve))" : " at once")
      + ", cause: \(Wording.causeInWords(record.cause))"
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
      let record = transition.change
      let interruption = transition.interruption
      let values = record.frameTimes(perSecond: framesPerSecond, until: interruption)
        .map { record.sample(at: $0).text }
      let cut = interruption.map { ", cut at \($0.seconds) s" } ?? ""
      lines.append(
        "  #\(index + 1) \(record.key) \(record.startTime.seconds)–\(record.endTime.seconds) s\(cut):"
          + " " + values.joined(separator: " "))
    }
    if playback.changes.isEmpty { lines.append("  (no transition: nothing had to move)") }
    return lines
  }

  // MARK: - Ending

  private var ending: [String] {
    let state = playback.finalState
    let end = playback.endTime
    let focus = state.focusedField.map { "\"\($0)\" focused" } ?? "no field focused"
    let covered = state.coveredHeight
    let keyboard = covered > 0 ? "keyboard covers \(covered.points) pt" : "keyboard gone"
    return [
      "At the end, t = \(end.seconds) s: \(summary(at: end, state: state).joined(separator: ", ")); \(keyboard); \(focus); \(playback.changes.count) transitions"
    ]
  }
}
