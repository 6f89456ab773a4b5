internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The pictures of the screen: at rest, then at the moments `--pictures` chooses, each drawn once.
extension TextReport {
  /// The widest a row of pictures may be, in characters.
  static let stripWidth = 100

  var screens: [String] {
    let cells = screenCells
    guard !cells.isEmpty else { return [] }
    return [
      "Screens (\(Self.describe(legendScale)))",
      "# keyboard, : estimated keyboard, % floating keyboard (covers nothing), . safe area, [>field] focused",
    ] + placesLegend + PictureStrip(cells: cells, width: Self.stripWidth).lines
  }

  /// What the legend adds where the app's window is not the whole screen, or the container does not
  /// start at the screen's top left: the outline drawn, and the coordinates the captions use.
  private var placesLegend: [String] {
    let containers = playback.containers.map(\.container)
    var parts: [String] = []
    if containers.contains(where: { $0.windowFrame != $0.screenBounds }) {
      parts.append("the inner frame is the app's window, which clips the content and the keyboard")
    }
    if containers.contains(where: { !Wording.sharesOrigin($0) }) {
      parts.append("positions in the captions are the container's, as in the timeline")
    }
    return parts.isEmpty ? [] : [parts.joined(separator: "; ")]
  }

  /// The scale the legend states; a picture drawn at another (after a rotation) states its own.
  private var legendScale: (row: CGFloat, column: CGFloat) {
    ScreenPicture.scale(for: playback.initialState.container.screenBounds)
  }

  /// A captioned picture for each moment `pictures` chooses; a picture the same as one before is
  /// named in the caption, not drawn again.
  var screenCells: [PictureStrip.Cell] {
    let legendScale = self.legendScale
    var cells: [PictureStrip.Cell] = []
    /// When each distinct picture was first drawn.
    var drawn: [[String]: TimeInterval] = [:]
    for (time, title, state) in self.moments {
      let (picture, notes) = self.picture(at: time, state: state)
      let scale = ScreenPicture.scale(for: state.container.screenBounds)
      let caption =
        ["\(title.map { "\($0), t" } ?? "At t") = \(time.seconds) s"] + summary(at: time, state: state) + notes
      if let same = drawn[picture] {
        cells.append(.init(caption: caption + ["the same picture as at \(same.seconds) s"], picture: []))
        continue
      }
      cells.append(.init(caption: caption + (scale == legendScale ? [] : [Self.describe(scale)]), picture: picture))
      drawn[picture] = time
    }
    return cells
  }

  /// `1 column ≈ 14.2 pt, 1 row ≈ 35.5 pt`.
  private static func describe(_ scale: (row: CGFloat, column: CGFloat)) -> String {
    "1 column ≈ \(scale.column.points) pt, 1 row ≈ \(scale.row.points) pt"
  }

  /// The moments drawn, with their titles and the state then, in time order: at rest before the
  /// first input, then those `pictures` chooses.
  private var moments: [(time: TimeInterval, title: String?, state: AvoidanceState)] {
    let rest = (time: TimeInterval(0), title: Optional("At rest"), state: playback.initialState)
    switch pictures {
    case .none:
      return []
    case .changes:
      return [rest] + (stepEnds + dragEnds).sorted { $0.time < $1.time }
    case .all:
      let ends = playback.transitions.map { $0.interruption ?? $0.change.endTime }
      let times = Set(playback.entries.map(\.time) + ends).sorted()
      return [rest] + times.map { ($0, nil, playback.state(at: $0)) }
    }
  }

  /// The last position of each step's drag of the keyboard, before the finger lets go: where the drag
  /// left the content, which the release then animates from.
  private var dragEnds: [(time: TimeInterval, title: String?, state: AvoidanceState)] {
    let drags = playback.entries.filter { if case .keyboardDragged = $0.input { true } else { false } }
    let lasts = Dictionary(drags.map { ($0.step, $0) }) { _, later in later }
    return lasts.keys.sorted().compactMap { step in
      lasts[step].map { ($0.time, "Dragged in steps[\(step)], before the release", $0.state.value) }
    }
  }

  /// The moments steps are over: their inputs are in and their transitions have ended or been cut.
  /// Steps that overlap (a raw step that comes while another's transition runs) are over together.
  private var stepEnds: [(time: TimeInterval, title: String?, state: AvoidanceState)] {
    let transitions = playback.transitions
    let ends = Dictionary(
      playback.entries.map { entry in
        (entry.step, entry.records.map { transitions[$0].interruption ?? transitions[$0].change.endTime })
      }, uniquingKeysWith: +
    ).mapValues { $0.max() }
    let starts = Dictionary(playback.entries.map { ($0.step, $0.time) }, uniquingKeysWith: min)
    let lasts = Dictionary(playback.entries.map { ($0.step, $0.time) }, uniquingKeysWith: max)
    var moments: [(time: TimeInterval, title: String?, state: AvoidanceState)] = []
    var group: (first: Int, last: Int, end: TimeInterval)?
    func close() {
      guard let (first, last, end) = group else { return }
      // The state once the group's last input is in, before any later step's input at that time.
      let state =
        playback.entries[..<playback.entryCount(through: end)].last { $0.step <= last }?.state.value
        ?? playback.initialState
      let steps = first == last ? "steps[\(first)]" : "steps[\(first)–\(last)]"
      moments.append((end, "After \(steps)", state))
    }
    for step in starts.keys.sorted() {
      let start = starts[step] ?? 0
      let end = max(lasts[step] ?? start, (ends[step] ?? nil) ?? start)
      if let current = group, start < current.end {
        group = (current.first, step, max(current.end, end))
      } else {
        close()
        group = (step, step, end)
      }
    }
    close()
    return moments
  }

  private func picture(at time: TimeInterval, state: AvoidanceState) -> (lines: [String], notes: [String]) {
    let layout = playback.layout
    return ScreenPicture(
      state: state, offset: layout[.offset].presentedValue(at: time),
      contentOffset: layout[.contentOffset].presentedValue(at: time),
      constraintConstant: layout[.constraintConstant].presentedValue(at: time)
    ).drawing
  }

  /// The values that move content at `time`, as the strategy names them; for the manual strategy,
  /// what it publishes: the state at that time, `state`, says so.
  func summary(at time: TimeInterval, state: AvoidanceState) -> [String] {
    let layout = playback.layout
    let strategy = scenario.configuration.strategy
    guard !strategy.movedProperties.isEmpty else {
      let frame = state.coveredFrame.map { ["coveredFrame y \($0.minY.points) height \($0.height.points)"] } ?? []
      return frame + ["coveredHeight \(state.coveredHeight.points)"]
    }
    // Each key the strategy moves, named after its first property: `bottom inset 260`.
    return LayoutProperty.keys.compactMap { _, properties in
      guard let first = properties.first, properties.contains(where: { $0.isMoved(by: strategy) }) else {
        return nil
      }
      return "\(first.name) \(Wording.value(properties.map { Double(layout[$0].presentedValue(at: time)) }))"
    }
  }
}
