import Foundation

/// A check that data is JSON as RFC 8259 defines it, and nothing more.
///
/// Foundation's readers accept more than the standard on some platforms (a trailing comma in an
/// array or object), so a scenario file could read here and nowhere else. This check runs first and
/// names the byte where the data stops being JSON. It nests at most ``deepestNesting`` levels, so
/// deeply nested input is refused rather than exhausting the stack.
struct StrictJSON {
  /// Where the data stops being JSON, and why.
  struct Failure: Error, Equatable {
    /// The offset of the first byte that is wrong (the data's length when it ends too soon).
    var offset: Int
    /// What was expected or found there.
    var reason: String
  }

  /// The most arrays and objects one inside another.
  static let deepestNesting = 512

  private let bytes: [UInt8]
  private var position = 0

  private init(_ data: Data) {
    bytes = [UInt8](data)
  }

  /// Checks `data`, which must hold one JSON value with nothing but whitespace around it.
  static func validate(_ data: Data) throws(Failure) {
    var reader = StrictJSON(data)
    reader.skipWhitespace()
    try reader.value(depth: 0)
    reader.skipWhitespace()
    guard reader.position == reader.bytes.count else { throw reader.failure("unexpected text after the document") }
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private func failure(_ reason: String) -> Failure {
    Failure(offset: position, reason: current == nil ? "the document ends too soon" : reason)
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
    case UInt8(ascii: "\"")?: try string()
    case UInt8(ascii: "t")?: try literal("true")
    case UInt8(ascii: "f")?: try literal("false")
    case UInt8(ascii: "n")?: try literal("null")
    case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
      try number()
    default: throw failure("expected a value")
    }
  }

  /// An object or an array, with no comma after its last member.
  private mutating func container(depth: Int, close: UInt8, isObject: Bool) throws(Failure) {
    guard depth < Self.deepestNesting else { throw failure("nested more than \(Self.deepestNesting) levels deep") }
    position += 1
    skipWhitespace()
    if current == close {
      position += 1
      return
    }
    while true {
      if isObject {
        guard current == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
        try string()
        skipWhitespace()
        try expect(UInt8(ascii: ":"), "':' after a key")
        skipWhitespace()
      } else if current == close {
        throw failure("a trailing comma")
      }
      try value(depth: depth + 1)
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

  private mutating func literal(_ word: String) throws(Failure) {
    for byte in word.utf8 {
      guard current == byte else { throw failure("expected \(word)") }
      position += 1
    }
  }

  private mutating func string() throws(Failure) {
    position += 1
    while let byte = current {
      position += 1
      switch byte {
      case UInt8(ascii: "\""): return
      case UInt8(ascii: "\\"):
        guard let escaped = current else { break }
        if escaped == UInt8(ascii: "u") {
          position += 1
          for _ in 0..<4 {
            guard let digit = current, digit.isHexDigit else { throw failure("expected four hexadecimal digits") }
            position += 1
          }
        } else {
          guard "\"\\/bfnrt".utf8.contains(escaped) else { throw failure("an unknown escape") }
          position += 1
        }
      case ..<0x20:
        position -= 1
        throw failure("a control character inside a string")
      default: continue
      }
    }
    throw failure("the document ends too soon")
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
  fileprivate var isHexDigit: Bool {
    isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
  }
}
