internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The plot half of the SVG: each animated value against time, the transitions marked, a cursor.
extension SVGReport {
  /// Where the plot is drawn: beside the screen, with room for the value labels, to the right margin.
  var plotBox: CGRect {
    let left = screenRightEdge + 80
    return CGRect(x: left, y: 84, width: CGFloat(Self.width) - 30 - left, height: 380)
  }

  /// A line of the plot: a name, a colour, a dash pattern, and the value at any time.
  private struct Series {
    var id: String
    var name: String
    var color: String
    var isStep: Bool
    /// The line's `stroke-dasharray`, or `nil` for a solid line.
    var dash: String?
    var value: (TimeInterval) -> CGFloat
  }

  /// The values that moved, as the layout presents them, and the covered height as published.
  ///
  /// Properties written under one key (the scroll view's two bottom insets) often hold the same value:
  /// each after the first is dashed, so the one under it shows through, and its legend says so.
  private var series: [Series] {
    let properties = Set(playback.transitions.flatMap { $0.change.records.map(\.property) })
    let moved = LayoutProperty.allCases.filter(properties.contains)
    let covered = Series(
      id: "covered-height", name: "covered height (published)", color: SVGPalette.covered, isStep: true, dash: "5 3"
    ) {
      playback.state(at: $0).coveredHeight
    }
    return moved.enumerated().map { place, property in
      // The first property of the same key before it, whose line it is drawn over.
      series(of: property, over: moved[..<place].first { $0.key == property.key })
    } + [covered]
  }

  /// The line of one property, in its colour, at the value the layout presents; dashed over the line
  /// of `under`, a property of the same key drawn before it.
  private func series(of property: LayoutProperty, over under: LayoutProperty?) -> Series {
    let value = playback.layout[property]
    let line = Self.line(of: property)
    let name = under.map { "\(property.name) (dashed over the \($0.name))" } ?? property.name
    return Series(id: line.id, name: name, color: line.color, isStep: false, dash: under.map { _ in "7 5" }) {
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
        #"<text x="\#(n(box.minX - 8))" y="\#(n(y(tick) + 4))" text-anchor="end">\#(n(tick)) pt</text>"#,
      ]
    }
    for second in Self.timeTicks(upTo: duration) {
      output.append(
        #"<text x="\#(n(x(second)))" y="\#(n(box.maxY + 16))" text-anchor="middle">\#(SVGClock.number(second)) s</text>"#
      )
    }
    // Each transition: a dashed line where it starts, and above, its number where the label fits.
    let starts = Dictionary(grouping: playback.transitions.indices) { playback.transitions[$0].change.startTime }
      .sorted { $0.key < $1.key }
    for start in starts.map(\.key) {
      output.append(
        #"<line class="transition" x1="\#(n(x(start)))" y1="\#(n(box.minY))" x2="\#(n(x(start)))" y2="\#(n(box.maxY))""#
          + #" stroke="\#(SVGPalette.marker)" stroke-dasharray="3 3"/>"#)
    }
    let labels = Self.transitionLabels(starts.map { (x($0.key), $0.value) }, in: box)
    output += labels.lines
    var notes: [String] = departures(box: box, x: x)
    var said: [String] = []
    if let range = labels.firstRange {
      said.append("\(range) numbers the transitions that start along the bar under it")
    }
    if labels.unlabelled > 0 {
      let unlabelled = labels.unlabelled
      said.append(
        (unlabelled == 1 ? "1 transition's number" : "\(unlabelled) transitions' numbers")
          + " left out where labels would overlap")
    }
    if !said.isEmpty {
      notes.append(
        // From the picture's left edge: under the screen's captions, the page's width is free.
        #"<text x="\#(n(Self.screenBox.minX))" y="\#(n(box.maxY + 44))" font-size="10" fill="\#(SVGPalette.note)">"#
          + "\(said.joined(separator: "; ")); --format text lists every one</text>")
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
      let width = series.isStep ? "1.5" : "2.5"
      let dash = series.dash.map { #" stroke-dasharray="\#($0)""# } ?? ""
      output += [
        #"<polyline id="plot-\#(series.id)" points="\#(points.joined(separator: " "))" fill="none""#
          + #" stroke="\#(series.color)" stroke-width="\#(width)"\#(dash)/>"#,
        #"<line x1="\#(n(legendX))" y1="\#(n(legendY - 4))" x2="\#(n(legendX + 18))" y2="\#(n(legendY - 4))""#
          + #" stroke="\#(series.color)" stroke-width="\#(width)"\#(dash)/>"#,
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

  /// The labels of the transitions' numbers along the plot's top, from where each group of transitions
  /// starts (`x`, in pixels) and their indices, in time order.
  ///
  /// A label never runs into the next: starts closer than a label's width share one, `#6–#23`, over a
  /// bar from the first start to the last; a label right of its line, or left of it at the plot's right
  /// edge, a row lower rather than over the label before, at least a character apart; left out when
  /// every row is taken, so labels never stack off the plot.
  /// - Returns: The SVG lines, how many transitions' numbers were left out, and the first range label.
  static func transitionLabels(
    _ starts: [(x: CGFloat, indices: [Int])], in box: CGRect
  ) -> (lines: [String], unlabelled: Int, firstRange: String?) {
    let n = { (value: CGFloat) in SVGClock.number(Double(value)) }
    let gap = labelCharacterWidth
    func text(_ indices: [Int], isRange: Bool) -> String {
      guard isRange, indices.count > 3, let first = indices.min(), let last = indices.max() else {
        return indices.map { "#\($0 + 1)" }.joined(separator: " ")
      }
      return "#\(first + 1)–#\(last + 1)"
    }
    var lines: [String] = []
    var rowEnds = [CGFloat](repeating: -.infinity, count: labelRows)
    var unlabelled = 0
    var firstRange: String?
    var next = starts.startIndex
    while next < starts.endIndex {
      // The group: this start, and each later one whose line would cross the group's label.
      let first = starts[next]
      var indices = first.indices
      var last = first.x
      next += 1
      while next < starts.endIndex,
        starts[next].x < first.x + 3 + CGFloat(text(indices, isRange: true).count) * labelCharacterWidth + gap
      {
        indices += starts[next].indices
        last = starts[next].x
        next += 1
      }
      let isRange = last > first.x
      let label = text(indices, isRange: isRange)
      let width = CGFloat(label.count) * labelCharacterWidth
      let left = min(first.x + 3, box.maxX - 2 - width)
      guard let row = rowEnds.firstIndex(where: { $0 <= left }), left >= box.minX else {
        unlabelled += indices.count
        continue
      }
      rowEnds[row] = left + width + gap
      let y = box.minY + 12 + CGFloat(row) * 13
      lines.append(#"<text class="transition-number" x="\#(n(left))" y="\#(n(y))">\#(label)</text>"#)
      if isRange {
        if indices.count > 3 { firstRange = firstRange ?? label }
        lines.append(
          #"<line class="transition-span" x1="\#(n(first.x))" y1="\#(n(y + 3))" x2="\#(n(last))" y2="\#(n(y + 3))""#
            + #" stroke="\#(SVGPalette.ink)" stroke-width="1.5"/>"#)
      }
    }
    return (lines, unlabelled, firstRange)
  }

  /// About how wide a character of a transition's label is, in pixels, at the plot's font size.
  private static let labelCharacterWidth: CGFloat = 7
}
