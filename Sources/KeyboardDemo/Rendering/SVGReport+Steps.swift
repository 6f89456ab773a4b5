internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The steps' captions of the SVG: under the screen, what the user (or UIKit, in a recording) does,
/// each shown from its step's time until the next step's, as the text output's timeline names it.
extension SVGReport {
  /// About how wide a character of a caption is, in pixels, at its font size.
  private static let captionCharacterWidth: CGFloat = 5.6

  /// The lines a caption may take; a longer one ends in `…`.
  private static let captionLines = 2

  /// The captions: one `<text>` a time at which steps start, seen while they are the latest.
  func stepCaptions(_ clock: SVGClock) -> [String] {
    let steps = playback.scenario.steps
    let times = Dictionary(grouping: steps.indices) { steps[$0].time }.sorted { $0.key < $1.key }
    var moments = times.map { time, indices in (time: time, text: caption(of: indices, at: time)) }
    if let first = moments.first, first.time > 0 { moments.insert((0, "At rest: no step yet"), at: 0) }
    let tallest = containers.map(\.container.screenBounds.height).max() ?? 0
    let top = Self.screenBox.minY + tallest * scale + 16
    let width = plotBox.minX - Self.screenBox.minX - 40
    let most = max(Int(width / Self.captionCharacterWidth), 12)
    let x = SVGClock.number(Self.screenBox.minX)
    return moments.indices.flatMap { index -> [String] in
      let (time, text) = moments[index]
      let end = moments.indices.contains(index + 1) ? moments[index + 1].time : nil
      var frames: [(time: TimeInterval, value: String)] = time > 0 ? [(0, "0"), (time, "1")] : [(0, "1")]
      if let end { frames.append((end, "0")) }
      let lines = Self.wrapped(text, width: most).enumerated().map { row, line -> String in
        let y = SVGClock.number(top + CGFloat(row) * 13)
        return #"<tspan x="\#(x)" y="\#(y)">\#(SVGClock.escaped(line))</tspan>"#
      }
      let opacity = clock.animate("opacity", frames, isDiscrete: true)
      return [
        #"<text class="step" font-size="10" fill="\#(SVGPalette.ink)" opacity="\#(frames[0].value)">"#
          + lines.joined()
      ] + (opacity.isEmpty ? [] : [opacity]) + ["</text>"]
    }
  }

  /// The steps at one time, as the text output's timeline names them: `steps[2] at 2.000 s: …`.
  private func caption(of indices: [Int], at time: TimeInterval) -> String {
    let steps = playback.scenario.steps
    let container = playback.state(at: time).container
    let paths =
      indices.count == 1 ? "steps[\(indices[0])]" : "steps[\(indices[0])–\(indices[indices.count - 1])]"
    let actions = indices.map { Wording.step(steps[$0].action, in: container) }
    return "\(paths) at \(time.seconds) s: " + actions.joined(separator: "; ")
  }

  /// `text` in lines of at most `width` characters, broken between words, at most ``captionLines`` of
  /// them, the last cut with `…` when the text goes on.
  static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    lines = lines.map { $0.count > width ? String($0.prefix(width - 1)) + "…" : $0 }
    guard lines.count > captionLines else { return lines }
    let kept = lines.prefix(captionLines)
    let last = String(kept[kept.endIndex - 1].prefix(width - 1))
    return kept.dropLast() + [last + "…"]
  }
}
