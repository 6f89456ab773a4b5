internal import Foundation

/// A check that data is JSON as RFC 8259 defines it, and nothing more.
///
/// Foundation's readers accept more than the standard on some platforms (a trailing comma in an
/// array or object), so a scenario file could read here and nowhere else. This check runs first and
/// names the byte where the data stops being JSON. It nests at most ``deepestNesting`` levels, so
/// deeply nested input is refused rather than exhausting the stack.
///
/// It also refuses what the standard leaves to each reader, so that no two readers see two files in
/// one: text that is not UTF-8 (a file saved as UTF-16, with or without a byte order mark), an escape of
/// half a UTF-16 pair (`"\ud800"`), and a key given twice in one object, which some readers take the
/// first of and others the last.
struct StrictJSON {
  /// Where the data stops being JSON, and why.
  struct Failure: Error, Equatable {
    /// What kind of problem it is.
    enum Kind: Equatable {
      /// The data is not JSON's grammar.
      case notJSON
      /// The data is not UTF-8 text.
      case notUTF8
      /// A key is given twice in one object: its JSON path, and the offset of its first occurrence.
      case duplicateKey(path: String, firstOffset: Int)
    }

    /// What kind of problem it is.
    var kind = Kind.notJSON
    /// The offset of the first byte that is wrong (the data's length when it ends too soon).
    var offset: Int
    /// What was expected or found there.
    var reason: String
  }

  /// The most arrays and objects one inside another.
  static let deepestNesting = 512

  /// A step into a document, to name where a duplicate key is.
  private enum PathComponent {
    case key(String)
    case index(Int)
  }

  private let bytes: [UInt8]
  private var position = 0
  /// Where the value being read is, from the document's root.
  private var path: [PathComponent] = []

  private init(_ data: Data) {
    bytes = [UInt8](data)
  }

  /// Checks `data`, which must hold one JSON value in UTF-8 with nothing but whitespace around it.
  static func validate(_ data: Data) throws(Failure) {
    var reader = StrictJSON(data)
    try reader.checkEncoding()
    reader.skipWhitespace()
    try reader.value(depth: 0)
    reader.skipWhitespace()
    guard reader.position == reader.bytes.count else { throw reader.failure("unexpected text after the document") }
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private func failure(_ reason: String, _ kind: Failure.Kind = .notJSON) -> Failure {
    Failure(kind: kind, offset: position, reason: current == nil ? "the document ends too soon" : reason)
  }

  /// Refuses text in another encoding than UTF-8, told by its byte order mark or, without one, by the
  /// zero bytes an ASCII character takes in UTF-16 and UTF-32 (a JSON text starts with one).
  private func checkEncoding() throws(Failure) {
    let start = Array(bytes.prefix(4))
    func starts(_ prefix: [UInt8]) -> Bool { start.starts(with: prefix) }
    let encoding: String? =
      if starts([0, 0, 0xFE, 0xFF]) {
        "it is UTF-32 (big-endian), with a byte order mark"
      } else if starts([0xFF, 0xFE, 0, 0]) {
        "it is UTF-32 (little-endian), with a byte order mark"
      } else if starts([0xFE, 0xFF]) {
        "it is UTF-16 (big-endian), with a byte order mark"
      } else if starts([0xFF, 0xFE]) {
        "it is UTF-16 (little-endian), with a byte order mark"
      } else if start.count == 4, start[0] == 0, start[1] == 0, start[2] == 0, start[3] != 0 {
        "it is UTF-32 (big-endian)"
      } else if start.count == 4, start[0] != 0, start[1] == 0, start[2] == 0, start[3] == 0 {
        "it is UTF-32 (little-endian)"
      } else if start.count >= 2, start[0] == 0, start[1] != 0 {
        "it is UTF-16 (big-endian)"
      } else if start.count >= 2, start[0] != 0, start[1] == 0 {
        "it is UTF-16 (little-endian)"
      } else {
        nil
      }
    if let encoding { throw Failure(kind: .notUTF8, offset: 0, reason: encoding) }
    if starts([0xEF, 0xBB, 0xBF]) {
      throw Failure(offset: 0, reason: "a byte order mark, which JSON does not allow: save the file without one")
    }
  }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
    guard current == byte else { throw failure("expected \(what)") }
    position += 1
  }

  private mutating func value(depth: Int) throws(Failure) {
    switch current {
    case UInt8(ascii: "{")?: try container(depth: depth, close: UInt8(ascii: "}"), isObject: true)
    case UInt8(ascii: "[")?: try container(depth: depth, close: UInt8(ascii: "]"), isObject: false)
    case UInt8(ascii: "\"")?: _ = try string()
    case UInt8(ascii: "t")?: try literal("true")
    case UInt8(ascii: "f")?: try literal("false")
    case UInt8(ascii: "n")?: try literal("null")
    case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
      try number()
    default: throw failure("expected a value")
    }
  }

  /// An object or an array, with no comma after its last member, and no key twice in an object.
  private mutating func container(depth: Int, close: UInt8, isObject: Bool) throws(Failure) {
    guard depth < Self.deepestNesting else { throw failure("nested more than \(Self.deepestNesting) levels deep") }
    position += 1
    skipWhitespace()
    if current == close {
      position += 1
      return
    }
    var keys: [String: Int] = [:]
    var index = 0
    while true {
      if isObject {
        guard current == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
        let offset = position
        let key = try string()
        if let first = keys.updateValue(offset, forKey: key) {
          throw Failure(
            kind: .duplicateKey(path: Self.written(path + [.key(key)]), firstOffset: first), offset: offset,
            reason: "a key given twice")
        }
        path.append(.key(key))
        skipWhitespace()
        try expect(UInt8(ascii: ":"), "':' after a key")
        skipWhitespace()
      } else if current == close {
        throw failure("a trailing comma")
      } else {
        path.append(.index(index))
      }
      try value(depth: depth + 1)
      path.removeLast()
      index += 1
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        position += 1
        skipWhitespace()
        if current == close { throw failure("a trailing comma") }
        continue
      }
      try expect(close, isObject ? "',' or '}'" : "',' or ']'")
      return
    }
  }

  /// A path as the scenario parser names one: `steps[3].frame`.
  private static func written(_ path: [PathComponent]) -> String {
    path.reduce(into: "") { written, component in
      switch component {
      case .key(let key): written += written.isEmpty ? key : ".\(key)"
      case .index(let index): written += "[\(index)]"
      }
    }
  }

  private mutating func literal(_ word: String) throws(Failure) {
    for byte in word.utf8 {
      guard current == byte else { throw failure("expected \(word)") }
      position += 1
    }
  }

  /// A string, in UTF-8, whose escapes are whole characters: its text, which a key is compared by.
  private mutating func string() throws(Failure) -> String {
    position += 1
    var text: [UInt8] = []
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        let scalar = try escape()
        text += Array(String(Character(scalar)).utf8)
      case ..<0x20:
        throw failure("a control character inside a string")
      case ..<0x80:
        position += 1
        text.append(byte)
      default:
        let start = position
        try utf8Character()
        text += bytes[start..<position]
      }
    }
    throw failure("the document ends too soon")
  }

  /// An escape, from its backslash: the character it stands for. A `\u` escape of half a UTF-16 pair must
  /// be followed by the other half.
  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    let start = position
    position += 1
    guard let escaped = current else { throw failure("the document ends too soon") }
    guard escaped == UInt8(ascii: "u") else {
      guard let scalar = Self.simpleEscapes[escaped] else { throw failure("an unknown escape") }
      position += 1
      return scalar
    }
    position += 1
    let unit = try hexadecimalUnit()
    let written = "\\u" + String(decoding: bytes[(start + 2)..<position], as: UTF8.self)
    if UTF16.isTrailSurrogate(unit) {
      position = start
      throw failure(
        "\(written) is the second half of a UTF-16 pair with no first half before it, which is no character")
    }
    guard UTF16.isLeadSurrogate(unit) else {
      // Every other unit is a scalar of its own.
      return Unicode.Scalar(unit) ?? "\u{FFFD}"
    }
    if current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") {
      position += 2
      let trail = try hexadecimalUnit()
      if UTF16.isTrailSurrogate(trail) {
        let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
        return Unicode.Scalar(value) ?? "\u{FFFD}"
      }
    }
    position = start
    throw failure("\(written) is the first half of a UTF-16 pair with no second half after it, which is no character")
  }

  private static let simpleEscapes: [UInt8: Unicode.Scalar] = [
    UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{8}",
    UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
  ]

  /// The four hexadecimal digits of a `\u` escape, as a UTF-16 code unit.
  private mutating func hexadecimalUnit() throws(Failure) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard let digit = current, let value = Self.hexadecimalValue(digit) else {
        throw failure("expected four hexadecimal digits")
      }
      unit = unit << 4 | UInt16(value)
      position += 1
    }
    return unit
  }

  private static func hexadecimalValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// One character of more than one byte, in well-formed UTF-8: a lead byte, then as many continuation
  /// bytes as it says, for a scalar written in as few bytes as it takes and that is no surrogate.
  private mutating func utf8Character() throws(Failure) {
    let lead = bytes[position]
    let (count, lowest): (Int, UInt32) =
      switch lead {
      case 0xC2...0xDF: (1, 0x80)
      case 0xE0...0xEF: (2, 0x800)
      case 0xF0...0xF4: (3, 0x10000)
      default: (0, 0)
      }
    let notUTF8 = String(format: "the byte 0x%02X is not UTF-8 here", lead)
    guard count > 0, position + count < bytes.count else { throw failure(notUTF8, .notUTF8) }
    var scalar = UInt32(lead) & (0x3F >> count)
    for offset in 1...count {
      let byte = bytes[position + offset]
      guard byte & 0xC0 == 0x80 else { throw failure(notUTF8, .notUTF8) }
      scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    guard scalar >= lowest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
      throw failure(notUTF8, .notUTF8)
    }
    position += count + 1
  }

  private mutating func number() throws(Failure) {
    if current == UInt8(ascii: "-") { position += 1 }
    if current == UInt8(ascii: "0") {
      position += 1
    } else {
      try digits()
    }
    if current == UInt8(ascii: ".") {
      position += 1
      try digits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      try digits()
    }
  }

  private mutating func digits() throws(Failure) {
    guard let first = current, first.isDigit else { throw failure("expected a digit") }
    while let byte = current, byte.isDigit { position += 1 }
  }
}

extension UInt8 {
  fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
