internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The demo's picture you can open: one self-contained SVG that plays the scenario at real speed.
///
/// On the left, the screen: safe areas, the fields moving as the published values move them, the
/// focused field outlined, the keyboard sliding as its notifications report it, and the estimated
/// keyboard as a dashed outline while the engine uses it. On the right, each animated value plotted
/// against time, every transition marked with its number, and a cursor that sweeps with the clock.
/// Everything is SMIL animation with one duration, the scenario's length and a second's pause, so
/// it loops in step; there is no script, so it plays in an `<img>` and on a code host.
///
/// Values are sampled at `framesPerSecond` and joined by straight lines, which follows each
/// transition's curve (curve 7 as approximated) to within a frame. Key frames carry the values the
/// layout presents, read from the playback; nothing is decided again.
///
/// Everything drawn is read from values computed once, here: the sample times, the keyboard's moves,
/// the containers. Each is linear in the scenario's inputs, and drawing looks them up rather than
/// recomputing them, so a recording of thousands of inputs renders in about the time its text does.
@MainActor
struct SVGReport {
  let playback: Playback
  let framesPerSecond: Int
  /// For a recording, where today's engine departs from what the device published: marked on the plot.
  var comparison: RecordingComparison?
  /// How long the animation runs before it starts again: the scenario, then a second at its end.
  let duration: TimeInterval
  /// The times values are sampled at: the start and end, every input, and every frame of every
  /// transition and of every keyboard move, each cut where the next one takes over.
  let sampleTimes: [TimeInterval]
  /// The times the engine's state may change: the start and every input. The state at each is the
  /// one after all inputs at that instant.
  let stateTimes: [TimeInterval]
  /// The inputs' times: where a value may jump rather than glide.
  let inputTimes: Set<TimeInterval>
  /// The keyboard's moves, as its notifications report them: each new end frame is reached from the
  /// frame shown at that moment, with the notification's duration and curve.
  let keyboardMoves: [Transition<CGRect>]
  /// The containers the scenario goes through, with when each begins.
  let containers: [(time: TimeInterval, container: ContainerGeometry)]
  /// Points to pixels: every screen the scenario goes through fits the screen's box.
  let scale: CGFloat

  /// The longest scenario the picture plays, in seconds: an hour. Beyond it the frames of one loop
  /// outgrow what a browser animates, and the plot's seconds shrink below a pixel.
  nonisolated static let longestDuration: TimeInterval = 3600

  /// Prepares the picture of `playback`.
  ///
  /// - Throws: ``ScenarioError`` naming the step whose time, duration or wait carries the scenario
  ///   past ``longestDuration``.
  init(playback: Playback, framesPerSecond: Int, comparison: RecordingComparison? = nil) throws(ScenarioError) {
    if playback.endTime > Self.longestDuration { throw Self.tooLong(playback) }
    self.playback = playback
    self.framesPerSecond = framesPerSecond
    self.comparison = comparison
    let duration = playback.endTime + 1
    self.duration = duration
    let moves = Self.keyboardMoves(of: playback.entries)
    keyboardMoves = moves
    let entryTimes = playback.entries.map(\.time)
    inputTimes = Set(entryTimes)
    stateTimes = Set([0] + entryTimes).sorted()
    containers = playback.containers.map { ($0.time, $0.container) }
    scale = Self.scale(fitting: containers)
    let step = 1 / Double(framesPerSecond)
    var times: Set<TimeInterval> = [0, duration]
    times.formUnion(entryTimes)
    let spans =
      playback.transitions.map { ($0.change.startTime, $0.interruption ?? $0.change.endTime) }
      + moves.indices.map { index in
        (moves[index].startTime, min(moves[index].endTime, moves.dropFirst(index + 1).first?.startTime ?? .infinity))
      }
    // A span is sampled only as far as the loop plays: a keyboard that takes 1e9 s to slide, with
    // nothing else happening, must not be sampled for 1e9 s.
    for (start, end) in spans.map({ ($0, min($1, duration)) }) {
      var time = start
      while time < end {
        times.insert(time)
        time += step
      }
      times.insert(end)
    }
    sampleTimes = times.filter { $0 <= duration }.sorted()
  }

  /// The error for a playback longer than ``longestDuration``: the path of what carried it there (the
  /// first input past it, the keyboard's duration or the wait that ended there, or a transition's step).
  private static func tooLong(_ playback: Playback) -> ScenarioError {
    let limit = longestDuration
    let steps = playback.scenario.steps
    let late =
      playback.entries.first { $0.time > limit }.map(\.step)
      ?? playback.transitions.first { $0.change.endTime > limit }.map(\.step) ?? max(steps.count - 1, 0)
    let path: String
    if steps.indices.contains(late), steps[late].time > limit {
      path = "steps[\(late)].time"
    } else if steps.indices.contains(late), case .input(.keyboard) = steps[late].action {
      path = "steps[\(late)].duration"
    } else if playback.entries.contains(where: { $0.time > limit }) {
      path = "keyboardWaitTimeout"
    } else {
      path = "steps[\(late)]"
    }
    return ScenarioError(
      path: path,
      problem: .invalidValue(
        "the scenario lasts \(playback.endTime.seconds) s, longer than the \(limit.formatted) s an SVG plays"
          + " (--format text or json show it whole)"))
  }

  /// The document, one line per element.
  var text: String {
    let clock = SVGClock(duration: duration)
    let lines =
      [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Self.width)" height="\#(Self.height)""#
          + #" viewBox="0 0 \#(Self.width) \#(Self.height)" font-family="Helvetica, Arial, sans-serif">"#,
        "<title>\(SVGClock.escaped(playback.scenario.name))</title>",
        "<desc>\(SVGClock.escaped(caption))</desc>",
        #"<rect width="\#(Self.width)" height="\#(Self.height)" fill="\#(SVGPalette.paper)"/>"#,
        #"<text x="20" y="26" font-size="15" font-weight="bold">\#(SVGClock.escaped(playback.scenario.name))</text>"#,
        #"<text x="20" y="\#(Self.height - 14)" font-size="10" fill="\#(SVGPalette.note)">\#(SVGClock.escaped(caption))</text>"#,
      ] + screen(clock) + stepCaptions(clock) + plot(clock) + ["</svg>"]
    return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
  }

  static let width = 960
  static let height = 540

  private var caption: String {
    let scenario = playback.scenario
    return
      "\(scenario.device.name), \(scenario.orientation), \(scenario.configuration.strategy.name)"
      + " strategy; real speed, \(playback.endTime.seconds) s then a 1 s pause, looping; sampled at"
      + " \(framesPerSecond) fps; curve 7 approximated"
      + (containers.contains { $0.container.windowFrame != $0.container.screenBounds }
        ? "; inner frame: the app's window" : "")
  }

  /// The keyboard's moves that `entries` report: each new end frame is reached from the frame shown at
  /// that moment; a drag the engine took moves the keyboard to the finger at once.
  private static func keyboardMoves(of entries: [TimelineEntry]) -> [Transition<CGRect>] {
    var moves: [Transition<CGRect>] = []
    for entry in entries {
      let end: CGRect
      let animation: KeyboardAnimation
      let begin: CGRect
      switch entry.input {
      case .keyboard(let event):
        (end, animation, begin) = (event.endFrame, event.animation, event.beginFrame)
      case .keyboardDragged:
        guard let top = entry.state.value.draggedKeyboardTop, let last = moves.last else { continue }
        var dragged = last.value(at: entry.time)
        dragged.origin.y = top
        (end, animation, begin) = (dragged, .immediate, dragged)
      default:
        continue
      }
      let shown = moves.last.map { $0.value(at: entry.time) } ?? begin
      guard shown != end || moves.isEmpty else { continue }
      moves.append(
        Transition(
          from: shown, to: end, startTime: entry.time, duration: animation.duration,
          curve: TimingCurve(animationCurveRawValue: animation.curve)))
    }
    return moves
  }

  /// The keyboard's frame shown at `time`, in screen coordinates; below the first screen before any
  /// notification.
  func keyboardFrame(at time: TimeInterval) -> CGRect {
    // Moves start in time order, so a binary search finds the one shown: the picture samples the
    // keyboard at every frame, and a scan would make a long recording quadratic.
    var low = 0
    var high = keyboardMoves.count
    while low < high {
      let middle = (low + high) / 2
      if keyboardMoves[middle].startTime <= time { low = middle + 1 } else { high = middle }
    }
    guard let move = low > 0 ? keyboardMoves[low - 1] : keyboardMoves.first else {
      let screen = playback.initialState.container.screenBounds
      return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
    }
    return move.value(at: time)
  }
}
