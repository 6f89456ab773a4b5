internal import KeyboardModel

/// Writing a `JSONValue` as the demo's JSON output.
///
/// The demo writes its JSON itself rather than through `JSONEncoder`, so the output is the same on
/// every platform: `JSONEncoder` writes a `Double` with 17 significant digits on Apple systems before
/// iOS 17 and macOS 14 (`-149.43299999999999` for `-149.433`), and as the shortest text that reads back
/// as the same number on later ones and on Linux. Here a whole number is written without a fraction
/// (`-172`) and any other number as Swift's shortest round-trip text (`-149.433`), which the standard
/// library computes the same way everywhere.
extension JSONValue {
  /// The value as pretty-printed JSON: keys sorted, two spaces of indent, `"key" : value`.
  ///
  /// JSON has no NaN or infinity; a non-finite number is written as `null`. The demo's numbers are
  /// finite, since a scenario's numbers are bounded.
  package var prettyPrinted: String {
    prettyPrinted(inliningFrom: .max)
  }

  /// The value pretty-printed down to `depth`, and every value nested deeper on one line: a long list
  /// (a recording's steps) reads one item to a line. The top value is at depth 0.
  package func prettyPrinted(inliningFrom depth: Int) -> String {
    var output = ""
    write(to: &output, indent: "", depth: depth)
    return output
  }

  /// The value on one line: `{"height": 336, "width": 393}`.
  package var compact: String {
    var output = ""
    writeCompact(to: &output)
    return output
  }

  private func writeCompact(to output: inout String) {
    switch self {
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += ", " }
        element.writeCompact(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
        if index > 0 { output += ", " }
        Self.write(member.key, to: &output)
        output += ": "
        member.value.writeCompact(to: &output)
      }
      output += "}"
    case .null, .bool, .number, .string:
      write(to: &output, indent: "", depth: 0)
    }
  }

  private func write(to output: inout String, indent: String, depth: Int) {
    if depth <= 0, case .array = self { return writeCompact(to: &output) }
    if depth <= 0, case .object = self { return writeCompact(to: &output) }
    switch self {
    case .null: output += "null"
    case .bool(let bool): output += bool ? "true" : "false"
    case .number(let number): output += number.isFinite ? number.formatted : "null"
    case .string(let string): Self.write(string, to: &output)
    case .array(let elements):
      Self.writeBlock("[", "]", elements, to: &output, indent: indent) { element, output, inner in
        element.write(to: &output, indent: inner, depth: depth - 1)
      }
    case .object(let members):
      Self.writeBlock("{", "}", members.sorted { $0.key < $1.key }, to: &output, indent: indent) {
        member, output, inner in
        Self.write(member.key, to: &output)
        output += " : "
        member.value.write(to: &output, indent: inner, depth: depth - 1)
      }
    }
  }

  /// Writes `items` one per line between `open` and `close`; an empty block keeps its blank line, as
  /// Foundation's pretty printer has it.
  private static func writeBlock<Item>(
    _ open: String, _ close: String, _ items: [Item], to output: inout String, indent: String,
    writeItem: (Item, inout String, String) -> Void
  ) {
    let inner = indent + "  "
    output += open + "\n"
    for (index, item) in items.enumerated() {
      output += inner
      writeItem(item, &output, inner)
      output += index < items.count - 1 ? ",\n" : ""
    }
    output += "\n" + indent + close
  }

  /// Writes `string` quoted, escaping quotes, backslashes and control characters.
  private static func write(_ string: String, to output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{8}": output += "\\b"
      case "\u{C}": output += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
