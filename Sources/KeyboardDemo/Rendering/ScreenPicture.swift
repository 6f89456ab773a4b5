internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The screen drawn in ASCII: safe areas, the fields where the content has moved them, the
/// keyboard (or the estimate of it) on top.
struct ScreenPicture {
  /// The published state at the moment drawn: container, fields, keyboard, focus, and where the last
  /// keyboard notification put the keyboard (drawn when the decision used none but it is on screen: an
  /// undocked keyboard after its hide).
  var state: AvoidanceState
  /// The presented offset of the container.
  var offset: CGFloat
  /// The presented `contentOffset.y`.
  var contentOffset: CGFloat
  /// The presented constraint constant.
  var constraintConstant: CGFloat

  /// Points per row and per column for a screen: at most 24 rows and 72 columns, and a column a
  /// third as tall as a row, close to a terminal's character cell.
  static func scale(for screen: CGRect) -> (row: CGFloat, column: CGFloat) {
    let row = max(screen.height / 24, screen.width * 2.5 / 72)
    return (row, row / 2.5)
  }

  /// The picture, one string per line, and notes on it: where the focused field's bottom and the
  /// keyboard's top are, in the container's coordinates, as the timeline gives positions.
  ///
  /// The picture is of the whole screen; an app's window that is not the whole screen (Stage Manager)
  /// is outlined inside it, and content outside the window is not drawn, as the window clips it.
  var drawing: (lines: [String], notes: [String]) {
    let screen = state.container.screenBounds
    let scale = Self.scale(for: screen)
    var canvas = Canvas(
      rows: Int((screen.height / scale.row).rounded()), columns: Int((screen.width / scale.column).rounded()),
      scale: scale)
    let window = state.container.windowFrame
    if window != screen { canvas.outline(window) }
    let rest = state.container.frame
    let safe = state.container.safeAreaInsets
    canvas.fill(CGRect(x: rest.minX, y: rest.minY, width: rest.width, height: safe.top), with: ".")
    canvas.fill(CGRect(x: rest.minX, y: rest.maxY - safe.bottom, width: rest.width, height: safe.bottom), with: ".")
    canvas.fill(CGRect(x: rest.minX, y: rest.minY, width: safe.left, height: rest.height), with: ".")
    canvas.fill(CGRect(x: rest.maxX - safe.right, y: rest.minY, width: safe.right, height: rest.height), with: ".")
    var notes: [String] = []
    if let (list, _, anchor) = state.configuration.strategy.messageListParts {
      notes += drawChat(list: list, anchor: anchor, on: &canvas)
    }
    for field in state.navigator.fields {
      guard let frame = screenFrame(of: field), window.minY <= frame.midY, frame.midY < window.maxY else { continue }
      let isFocused = field.id == state.focusedField
      canvas.label(frame, text: (isFocused ? ">" : " ") + field.id.rawValue)
      if isFocused { notes.append("\"\(field.id)\" bottom \(containerY(frame.maxY).points)") }
    }
    if let (frame, fill, label) = keyboard {
      canvas.fill(frame, with: fill, label: label)
      notes.append("keyboard top \(containerY(frame.minY).points)")
    }
    return (canvas.lines, notes)
  }

  /// A y of the picture (the screen's) in the container's coordinates, for the notes.
  private func containerY(_ y: CGFloat) -> CGFloat {
    Wording.containerY(ofScreenY: y, in: state.container)
  }

  /// How far the chat's composer has risen: by the constraint's constant, or with the keyboard UIKit
  /// moves it with.
  private var composerRise: CGFloat {
    guard let (_, _, anchor) = state.configuration.strategy.messageListParts,
      let bar = ChatLayout.bar(around: state.navigator.fields, in: state.container, anchor: anchor)
    else { return constraintConstant }
    let keyboardTop = state.keyboard?.source == .reported ? state.keyboard?.overlap?.top : nil
    return ChatLayout.rise(
      of: bar, under: state.configuration.strategy, constraintConstant: constraintConstant, keyboardTop: keyboardTop)
  }

  /// Draws a chat's messages where the list scrolled them, above the composer bar risen by the
  /// constraint's constant (or the keyboard UIKit moves it with); returns notes on where the newest message
  /// and the composer are.
  private func drawChat(list: ScrollViewGeometry, anchor: ConstraintAnchor, on canvas: inout Canvas) -> [String] {
    let rest = state.container.frame
    let bar = ChatLayout.bar(around: state.navigator.fields, in: state.container, anchor: anchor)?
      .offsetBy(dx: rest.minX, dy: rest.minY - composerRise)
    let listTop = rest.minY + list.frame.minY
    let visibleBottom = bar?.minY ?? rest.minY + list.frame.maxY
    var notes: [String] = []
    for (index, bubble) in ChatLayout.messages(in: list).enumerated() {
      let frame = bubble.offsetBy(dx: rest.minX + list.frame.minX, dy: listTop - contentOffset)
      if index == 0 { notes.append("newest message bottom \(containerY(frame.maxY).points)") }
      guard frame.midY >= listTop, frame.midY < visibleBottom else { continue }
      canvas.label(frame, text: index == 0 ? " newest" : " message")
    }
    if let bar {
      canvas.fill(bar, with: "=")
      notes.append("composer top \(containerY(bar.minY).points), bottom \(containerY(bar.maxY).points)")
    }
    return notes
  }

  /// The field's frame on screen, or `nil` when its scroll view clips it away.
  private func screenFrame(of field: InputField) -> CGRect? {
    let rest = state.container.frame
    let strategy = state.configuration.strategy
    // A chat's fields are its composer's, in the container's coordinates: they ride the constraint, or
    // the keyboard UIKit moves the composer with.
    if strategy.messageListParts != nil {
      return field.frame.offsetBy(dx: rest.minX, dy: rest.minY - composerRise)
    }
    guard let scrollView = strategy.scrollView else {
      return field.frame.offsetBy(dx: rest.minX, dy: rest.minY + offset)
    }
    guard let anchor = strategy.constraintAnchor else {
      let visible = scrollView.frame.offsetBy(dx: rest.minX, dy: rest.minY)
      return clipped(field, in: visible)
    }
    let raised = AvoidanceSolver.raised(
      scrollView, toConstant: constraintConstant, anchor: anchor, in: state.container)
    return clipped(field, in: raised.frame.offsetBy(dx: rest.minX, dy: rest.minY))
  }

  private func clipped(_ field: InputField, in visible: CGRect) -> CGRect? {
    let frame = field.frame.offsetBy(dx: visible.minX, dy: visible.minY - contentOffset)
    return visible.minY <= frame.midY && frame.midY < visible.maxY ? frame : nil
  }

  /// The keyboard to draw, as the engine used it (or, when it uses none, as last reported): its
  /// on-screen frame in the app's window (which UIKit clips a reported frame to), fill and label.
  private var keyboard: (CGRect, Character, String)? {
    let container = state.container
    let reported = state.reportedKeyboardFrame.map { KeyboardCoverage(frame: $0, source: .reported, in: container) }
    guard let keyboard = state.keyboard ?? reported, let onScreen = keyboard.onScreenFrame else { return nil }
    let visible = onScreen.intersection(container.windowFrame)
    guard !visible.isNull, !visible.isEmpty else { return nil }
    switch keyboard.source {
    case .estimated: return (visible, ":", " estimated keyboard \(visible.height.points) pt ")
    case .reported where !keyboard.isDocked: return (visible, "%", " floating keyboard: covers nothing ")
    case .reported where state.keyboard == nil: return nil
    case .reported: return (visible, "#", " keyboard \(visible.height.points) pt ")
    }
  }
}

/// A grid of characters in screen points.
private struct Canvas {
  var cells: [[Character]]
  let scale: (row: CGFloat, column: CGFloat)

  init(rows: Int, columns: Int, scale: (row: CGFloat, column: CGFloat)) {
    cells = Array(repeating: Array(repeating: " ", count: max(columns, 1)), count: max(rows, 1))
    self.scale = scale
  }

  /// The rows whose centres lie inside `minY..<maxY`.
  func rows(_ minY: CGFloat, _ maxY: CGFloat) -> [Int] {
    Self.cells(in: cells.indices, size: scale.row, from: minY, to: maxY)
  }

  /// The columns whose centres lie inside `minX..<maxX`.
  func columns(_ minX: CGFloat, _ maxX: CGFloat) -> [Int] {
    Self.cells(in: cells[0].indices, size: scale.column, from: minX, to: maxX)
  }

  /// The cells of `indices`, each `size` points, whose centres lie inside `low..<high`: those near the
  /// span, found by division, then tested one by one, so a form of thousands of fields is drawn without
  /// testing every cell for each.
  private static func cells(in indices: Range<Int>, size: CGFloat, from low: CGFloat, to high: CGFloat) -> [Int] {
    let bound = { (value: CGFloat) in Int(max(CGFloat(indices.lowerBound), min(CGFloat(indices.upperBound), value))) }
    let first = bound((low / size).rounded(.down) - 1)
    let near = first..<max(first, bound((high / size).rounded(.up) + 1))
    return near.filter { (CGFloat($0) + 0.5) * size >= low && (CGFloat($0) + 0.5) * size < high }
  }

  mutating func fill(_ rect: CGRect, with fill: Character, label: String = "") {
    let rows = rows(rect.minY, rect.maxY)
    let columns = columns(rect.minX, rect.maxX)
    for row in rows { for column in columns { cells[row][column] = fill } }
    guard let middle = rows.dropFirst(rows.count / 2).first, !columns.isEmpty, label.count < columns.count else {
      return
    }
    let start = columns[0] + (columns.count - label.count) / 2
    for (offset, character) in label.enumerated() { cells[middle][start + offset] = character }
  }

  /// Outlines `rect` with `+`, `-` and `|` in the cells just outside it, so what it holds keeps every
  /// cell; a side with no cell outside it on the canvas is not drawn.
  mutating func outline(_ rect: CGRect) {
    let inside = (rows: rows(rect.minY, rect.maxY), columns: columns(rect.minX, rect.maxX))
    guard let firstRow = inside.rows.first, let lastRow = inside.rows.last, let firstColumn = inside.columns.first,
      let lastColumn = inside.columns.last
    else { return }
    let (top, bottom, left, right) = (firstRow - 1, lastRow + 1, firstColumn - 1, lastColumn + 1)
    let rowRange = cells.indices
    let columnRange = cells[0].indices
    for row in max(top, 0)...min(bottom, rowRange.upperBound - 1) {
      for column in [left, right] where columnRange.contains(column) {
        cells[row][column] = row == top || row == bottom ? "+" : "|"
      }
    }
    for row in [top, bottom] where rowRange.contains(row) {
      for column in max(left + 1, 0)..<min(right, columnRange.upperBound) { cells[row][column] = "-" }
    }
  }

  /// Draws `[ text ]` on the row of the frame's centre, across its columns.
  mutating func label(_ rect: CGRect, text: String) {
    let row = Int((rect.midY / scale.row).rounded(.down))
    guard cells.indices.contains(row) else { return }
    let columns = columns(rect.minX, rect.maxX)
    guard columns.count >= 2 else { return }
    let inner = Array(text.prefix(columns.count - 2))
    let box = ["["] + inner + Array(repeating: " ", count: columns.count - 2 - inner.count) + ["]"]
    for (column, character) in zip(columns, box) { cells[row][column] = character }
  }

  var lines: [String] {
    let border = "+" + String(repeating: "-", count: cells[0].count) + "+"
    return [border] + cells.map { "|" + String($0) + "|" } + [border]
  }
}
