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
    var second = 0.0
    while second <= duration {
      output.append(
        #"<text x="\#(n(x(second)))" y="\#(n(box.maxY + 16))" text-anchor="middle">\#(SVGClock.number(second)) s</text>"#
      )
      second += duration > 6 ? 1 : 0.5
    }
    // Each transition: a dashed line where it starts, labelled with its number.
    let starts = Dictionary(grouping: playback.transitions.indices) { playback.transitions[$0].change.startTime }
    var labelEnd = -CGFloat.infinity
    var labelRow = 0
    for (start, indices) in starts.sorted(by: { $0.key < $1.key }) {
      let label = indices.map { "#\($0 + 1)" }.joined(separator: " ")
      // Labels too close to the one before go a row lower rather than over it.
      labelRow = x(start) < labelEnd ? labelRow + 1 : 0
      labelEnd = x(start) + 3 + CGFloat(label.count) * 7
      output += [
        #"<line class="transition" x1="\#(n(x(start)))" y1="\#(n(box.minY))" x2="\#(n(x(start)))" y2="\#(n(box.maxY))""#
          + #" stroke="\#(SVGPalette.marker)" stroke-dasharray="3 3"/>"#,
        #"<text x="\#(n(x(start) + 3))" y="\#(n(box.minY + 12 + CGFloat(labelRow) * 13))">\#(label)</text>"#,
      ]
    }
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

  /// A value range with a margin, never empty.
  private static func range(_ low: CGFloat, _ high: CGFloat) -> (CGFloat, CGFloat) {
    let span = max(high - low, 1)
    return (low - span * 0.08, high + span * 0.08)
  }

  /// Round values inside a range, four to six of them.
  private static func ticks(_ low: CGFloat, _ high: CGFloat) -> [CGFloat] {
    let rough = (high - low) / 5
    let magnitude = pow(10, (log10(rough)).rounded(.down))
    let step = [1, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? rough
    let first = (low / step).rounded(.up) * step
    return stride(from: first, through: high, by: step).map { $0 }
  }
}
