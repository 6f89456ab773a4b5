import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
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
@MainActor
struct SVGReport {
  let playback: Playback
  let framesPerSecond: Int

  /// How long the animation runs before it starts again: the scenario, then a second at its end.
  var duration: TimeInterval { playback.endTime + 1 }

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
        #"<text x="20" y="\#(Self.height - 14)" font-size="11" fill="\#(SVGPalette.note)">\#(SVGClock.escaped(caption))</text>"#,
      ] + screen(clock) + plot(clock) + ["</svg>"]
    return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
  }

  static let width = 960
  static let height = 540

  private var caption: String {
    let scenario = playback.scenario
    return
      "\(scenario.device.name), \(scenario.orientation), \(scenario.configuration.strategy.name)"
      + " strategy; real speed, \(playback.endTime.formatted) s then a 1 s pause, looping; values sampled at"
      + " \(framesPerSecond) fps; curve 7 approximated"
  }

  /// The times values are sampled at: the start and end, every input, and every frame of every
  /// transition and of every keyboard move.
  var sampleTimes: [TimeInterval] {
    let step = 1 / Double(framesPerSecond)
    var times: Set<TimeInterval> = [0, duration]
    for entry in playback.entries { times.insert(entry.time) }
    let spans =
      playback.transitions.map { ($0.change.startTime, $0.interruption ?? $0.change.endTime) }
      + keyboardMoves.map { ($0.startTime, $0.endTime) }
    for (start, end) in spans {
      var time = start
      while time < end {
        times.insert(time)
        time += step
      }
      times.insert(end)
    }
    return times.filter { $0 <= duration }.sorted()
  }

  /// The times the engine's state may change: the start and every input. The state at each is the
  /// one after all inputs at that instant.
  var stateTimes: [TimeInterval] { Set([0] + playback.entries.map(\.time)).sorted() }

  /// The inputs' times: where a value may jump rather than glide.
  var inputTimes: Set<TimeInterval> { Set(playback.entries.map(\.time)) }

  /// The keyboard's moves, as its notifications report them: each new end frame is reached from the
  /// frame shown at that moment, with the notification's duration and curve.
  var keyboardMoves: [Transition<CGRect>] {
    var moves: [Transition<CGRect>] = []
    for entry in playback.entries {
      guard case .keyboard(let event) = entry.input else { continue }
      let shown = moves.last.map { $0.value(at: entry.time) } ?? event.beginFrame
      guard shown != event.endFrame || moves.isEmpty else { continue }
      let animation = event.animation
      moves.append(
        Transition(
          from: shown, to: event.endFrame, startTime: entry.time, duration: animation.duration,
          curve: TimingCurve(animationCurveRawValue: animation.curve)))
    }
    return moves
  }

  /// The keyboard's frame shown at `time`, in screen coordinates; below the first screen before any
  /// notification.
  func keyboardFrame(at time: TimeInterval) -> CGRect {
    let moves = keyboardMoves
    guard let move = moves.last(where: { $0.startTime <= time }) ?? moves.first else {
      let screen = playback.initialState.container.screenBounds
      return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
    }
    return move.value(at: time)
  }
}
