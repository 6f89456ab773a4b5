/// Pictures side by side, each under its caption, as many to a row as fit in a width, so a story's
/// screens read like a strip of film rather than a long column.
struct PictureStrip {
  /// One picture and the lines above it.
  struct Cell: Equatable {
    var caption: [String]
    var picture: [String]

    /// The widest line.
    var width: Int { (caption + picture).map(\.count).max() ?? 0 }
  }

  /// The cells, in reading order.
  var cells: [Cell]
  /// The widest a row may be, in characters; a cell wider than that has a row of its own.
  var width: Int
  /// The space between two cells.
  static let gap = "  "

  /// The strip, one string per line, with a blank line between rows.
  var lines: [String] {
    var rows: [[Cell]] = []
    var rowWidth = 0
    for cell in cells {
      let added = (rows.last?.isEmpty ?? true ? 0 : Self.gap.count) + cell.width
      if let last = rows.indices.last, rowWidth + added <= width {
        rows[last].append(cell)
        rowWidth += added
      } else {
        rows.append([cell])
        rowWidth = cell.width
      }
    }
    return rows.enumerated().flatMap { index, row in (index > 0 ? [""] : []) + lines(of: row) }
  }

  /// A row's captions aligned at the top, then its pictures aligned at the top, each cell padded to
  /// its width; no line ends in spaces.
  private func lines(of row: [Cell]) -> [String] {
    let captionHeight = row.map(\.caption.count).max() ?? 0
    let pictureHeight = row.map(\.picture.count).max() ?? 0
    func line(_ index: Int) -> String {
      let parts = row.map { cell -> String in
        let text =
          index < captionHeight
          ? (index < cell.caption.count ? cell.caption[index] : "")
          : (index - captionHeight < cell.picture.count ? cell.picture[index - captionHeight] : "")
        return text + String(repeating: " ", count: cell.width - text.count)
      }
      var joined = parts.joined(separator: Self.gap)
      while joined.last == " " { joined.removeLast() }
      return joined
    }
    return (0..<captionHeight + pictureHeight).map(line)
  }
}
