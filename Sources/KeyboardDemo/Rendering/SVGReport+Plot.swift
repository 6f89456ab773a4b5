import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The plot half of the SVG: each animated value against time, the transitions marked, a cursor.
extension SVGReport {
  /// Where the plot is drawn: beside the screen, with room for the value labels, to the right margin.
  private var plotBox: CGRect {
    let left = screenRightEdge + 80
    return CGRect(x: left, y: 84, width: CGFloat(Self.width) - 30 - left, height: 380)
  }

  /// A line of the plot: a name, a colour, and the value at any time.
  private struct Series {
    var id: String
    var name: String
    var color: String
    var isStep: Bool
    var value: (TimeInterval) -> CGFloat
  }

  /// The values that moved, as the layout presents them, and the covered height as published.
  private var series: [Series] {
    let moved = Set(playback.transitions.flatMap { $0.change.records.map(\.property) })
    let covered = Series(
      id: "covered-height", name: "covered height (published)", color: SVGPalette.covered, isStep: true
    ) {
      playback.state(at: $0).coveredHeight
    }
    return LayoutProperty.allCases.filter(moved.contains).map(series(of:)) + [covered]
  }

  /// The line of one property, in its colour, at the value the layout presents.
  private func series(of property: LayoutProperty) -> Series {
    let value = playback.layout[property]
    let line = Self.line(of: property)
    return Series(id: line.id, name: property.name, color: line.color, isStep: false) {
      value.presentedValue(at: $0)
    }
  }

  /// The id and colour of a property's line: `content-inset` from `contentInset`, and the palette's
  /// colour at the property's place among `LayoutProperty.allCases`.
  static func line(of property: LayoutProperty) -> (id: String, color: String) {
    let id = property.rawValue.reduce(into: "") { id, character in
      id += character.isUppercase ? "-" + character.lowercased() : String(character)
    }
    let place = LayoutProperty.allCases.firstIndex(of: property) ?? 0
    return (id, SVGPalette.series[place % SVGPalette.series.count])
  }

  func plot(_ clock: SVGClock) -> [String] {
    let box = plotBox
    let times = sampleTimes
    let all = series
    let lines: [(Series, [(time: TimeInterval, value: CGFloat)])] = all.map { series in
      let at = series.isStep ? stateTimes + [duration] : times
      return (series, clock.keyFrames(at: at, jumpsAt: series.isStep ? [] : inputTimes) { series.value($0) })
    }
    let values: [CGFloat] = lines.flatMap { $0.1.map(\.value) } + [0]
    let (low, high) = Self.range(values.min() ?? 0, values.max() ?? 0)
    let x = { (time: TimeInterval) in box.minX + CGFloat(time / self.duration) * box.width }
    let y = { (value: CGFloat) in box.maxY - (value - low) / (high - low) * box.height }
    let n = { (value: CGFloat) in SVGClock.number(Double(value)) }
    var output = [
      #"<g id="plot" font-size="11" fill="\#(SVGPalette.ink)">"#,
      #"<text x="\#(n(box.minX))" y="\#(n(box.minY - 52))" font-size="13" font-weight="bold">Values against time</text>"#,
      #"<rect x="\#(n(box.minX))" y="\#(n(box.minY))" width="\#(n(box.width))" height="\#(n(box.height))""#
        + #" fill="none" stroke="\#(SVGPalette.frame)"/>"#,
    ]
    for tick in Self.ticks(low, high) {
      output += [
        #"<line x1="\#(n(box.minX - 4))" y1="\#(n(y(tick)))" x2="\#(n(box.maxX))" y2="\#(n(y(tick)))""#
          + #" stroke="\#(SVGPalette.grid)"/>"#,
        #"<text x="\#(n(box.minX - 8))" y="\#(n(y(tick) + 4))" text-anchor="end">\#(n(tick))</text>"#,
      ]
    }
    for second in Self.timeTicks(upTo: duration) {
      output.append(
        #"<text x="\#(n(x(second)))" y="\#(n(box.maxY + 16))" text-anchor="middle">\#(SVGClock.number(second)) s</text>"#
      )
    }
    // Each transition: a dashed line where it starts, labelled with its number where the label fits.
    let starts = Dictionary(grouping: playback.transitions.indices) { playback.transitions[$0].change.startTime }
    var rowEnds = [CGFloat](repeating: -.infinity, count: Self.labelRows)
    var unlabelled = 0
    for (start, indices) in starts.sorted(by: { $0.key < $1.key }) {
      output.append(
        #"<line class="transition" x1="\#(n(x(start)))" y1="\#(n(box.minY))" x2="\#(n(x(start)))" y2="\#(n(box.maxY))""#
          + #" stroke="\#(SVGPalette.marker)" stroke-dasharray="3 3"/>"#)
      let label = indices.map { "#\($0 + 1)" }.joined(separator: " ")
      let width = CGFloat(label.count) * Self.labelCharacterWidth
      // Right of its line, or left of it near the plot's right edge; a row lower rather than over the
      // label before; left out when every row is taken, so labels never stack off the plot.
      let isLeft = x(start) + 3 + width > box.maxX
      let left = isLeft ? x(start) - 3 - width : x(start) + 3
      guard let row = rowEnds.firstIndex(where: { $0 < left }), left >= box.minX else {
        unlabelled += indices.count
        continue
      }
      rowEnds[row] = left + width + 2
      output.append(
        #"<text x="\#(n(isLeft ? x(start) - 3 : left))" y="\#(n(box.minY + 12 + CGFloat(row) * 13))""#
          + #"\#(isLeft ? #" text-anchor="end""# : "")>\#(label)</text>"#)
    }
    var notes: [String] = departures(box: box, x: x)
    if unlabelled > 0 {
      let transitions = unlabelled == 1 ? "1 transition's number" : "\(unlabelled) transitions' numbers"
      notes.append(
        #"<text x="\#(n(box.minX))" y="\#(n(box.maxY + 44))" font-size="10" fill="\#(SVGPalette.note)">"#
          + "\(transitions) left out where labels would overlap; --format text lists every one</text>")
    }
    output += notes
    for (index, (series, frames)) in lines.enumerated() {
      var points: [String] = []
      for (position, frame) in frames.enumerated() {
        if series.isStep, position > 0 { points.append("\(n(x(frame.time))),\(n(y(frames[position - 1].value)))") }
        points.append("\(n(x(frame.time))),\(n(y(frame.value)))")
      }
      let legendY = box.minY - 32 + CGFloat(index / 2) * 14
      let legendX = box.minX + CGFloat(index % 2) * box.width / 2
      output += [
        #"<polyline id="plot-\#(series.id)" points="\#(points.joined(separator: " "))" fill="none""#
          + #" stroke="\#(series.color)" stroke-width="\#(series.isStep ? 1.5 : 2.5)"\#(series.isStep ? #" stroke-dasharray="5 3""# : "")/>"#,
        #"<line x1="\#(n(legendX))" y1="\#(n(legendY - 4))" x2="\#(n(legendX + 18))" y2="\#(n(legendY - 4))""#
          + #" stroke="\#(series.color)" stroke-width="2.5"/>"#,
        #"<text x="\#(n(legendX + 24))" y="\#(n(legendY))">\#(SVGClock.escaped(series.name))</text>"#,
      ]
    }
    output += [
      #"<line id="cursor" x1="\#(n(box.minX))" y1="\#(n(box.minY))" x2="\#(n(box.minX))" y2="\#(n(box.maxY))""#
        + #" stroke="\#(SVGPalette.cursor)" stroke-width="1.5">"#,
      clock.animate("transform", [(0, "0 0"), (duration, "\(n(box.width)) 0")], transform: "translate"),
      "</line>", "</g>",
    ]
    return output
  }

  /// For a recording whose replay differs: a line where each difference happens (one per pixel), and
  /// under the plot the count and the first, where today's engine departs from the device. Nothing
  /// for a replay that matches.
  private func departures(box: CGRect, x: (TimeInterval) -> CGFloat) -> [String] {
    guard let differences = comparison?.differences, let first = differences.first else { return [] }
    let n = { (value: CGFloat) in SVGClock.number(Double(value)) }
    var marked = Set<String>()
    var lines = [#"<g id="departures" stroke="\#(SVGPalette.departure)" stroke-width="2">"#]
    for difference in differences {
      let place = n(min(max(x(difference.time), box.minX), box.maxX))
      guard marked.insert(place).inserted else { continue }
      lines.append(
        #"<line class="departure" x1="\#(place)" y1="\#(n(box.minY))" x2="\#(place)" y2="\#(n(box.maxY))"/>"#)
    }
    let count = differences.count == 1 ? "1 difference" : "\(differences.count) differences"
    let whole = "Replay departs from the recording (\(count)): \(first)"
    // What fits the plot's width is shown; the whole difference is the note's title, which viewers show
    // on hover and screen readers read.
    let shown = whole.count > Self.longestNote ? String(whole.prefix(Self.longestNote - 1)) + "…" : whole
    return lines + [
      "</g>",
      #"<text id="departure-note" x="\#(n(box.minX))" y="\#(n(box.maxY + 30))" font-size="10""#
        + #" fill="\#(SVGPalette.departure)"><title>\#(SVGClock.escaped(whole))</title>"#
        + "\(SVGClock.escaped(shown))</text>",
    ]
  }

  /// The most characters a note under the plot has: what fits its width.
  private static let longestNote = 120

  /// A value range with a margin, never empty.
  private static func range(_ low: CGFloat, _ high: CGFloat) -> (CGFloat, CGFloat) {
    let span = max(high - low, 1)
    return (low - span * 0.08, high + span * 0.08)
  }

  /// Round values inside a range, four to six of them.
  private static func ticks(_ low: CGFloat, _ high: CGFloat) -> [CGFloat] {
    let step = CGFloat(roundStep(atLeast: Double(high - low) / 5))
    let first = (low / step).rounded(.up) * step
    return stride(from: first, through: high, by: step).map { $0 }
  }

  /// The most labels the time axis has: five to twelve, whatever the duration.
  static let mostTimeTicks = 12

  /// Round times from 0 to `duration`, a step of 1, 2 or 5 × 10ⁿ seconds apart, at most
  /// ``mostTimeTicks`` of them: 0.5 s apart for a story of five seconds, 100 s for ten minutes.
  static func timeTicks(upTo duration: TimeInterval) -> [TimeInterval] {
    let step = roundStep(atLeast: duration / Double(mostTimeTicks - 1))
    return (0...Int((duration / step).rounded(.down))).map { Double($0) * step }
  }

  /// The smallest of 1, 2 and 5 × 10ⁿ that is at least `rough` (which is more than 0).
  private static func roundStep(atLeast rough: Double) -> Double {
    let magnitude = pow(10, log10(rough).rounded(.down))
    return [1, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? rough
  }

  /// How many rows of transition numbers the plot's top holds before it leaves labels out.
  private static let labelRows = 3

  /// About how wide a character of a transition's label is, in pixels, at the plot's font size.
  private static let labelCharacterWidth: CGFloat = 7
}
