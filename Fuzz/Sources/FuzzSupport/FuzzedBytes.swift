import Foundation

/// The fuzzer's bytes, read as a stream of decisions.
///
/// Every read takes what it needs from the front; past the end every read sees zero bytes, so
/// any input, the empty one included, decodes to something. Decisions are taken one byte at a
/// time wherever possible, so that libFuzzer's byte mutations map onto small, meaningful changes.
public struct FuzzedBytes: Sendable {
  private let bytes: [UInt8]
  private var position = 0

  /// Copies the fuzzer's input.
  ///
  /// - Parameters:
  ///   - data: The input's first byte, or `nil` when it is empty.
  ///   - count: The input's length.
  public init(_ data: UnsafePointer<UInt8>?, count: Int) {
    bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  }

  /// Wraps bytes built in code, for seeds and tests.
  ///
  /// - Parameter bytes: The input.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  public mutating func byte() -> UInt8 {
    defer { position += 1 }
    return position < bytes.count ? bytes[position] : 0
  }

  /// A Boolean from the lowest bit of the next byte.
  public mutating func bool() -> Bool {
    byte() & 1 == 1
  }

  /// An index in `0..<count` from the next byte; `count` must be positive.
  ///
  /// - Parameter count: How many choices there are.
  public mutating func index(below count: Int) -> Int {
    Int(byte()) % count
  }

  /// One of `choices`, which must not be empty.
  ///
  /// - Parameter choices: The choices.
  public mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[index(below: choices.count)]
  }

  /// A signed 16-bit integer from the next two bytes.
  public mutating func int16() -> Int16 {
    Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))
  }

  /// A 64-bit pattern from the next eight bytes.
  public mutating func uint64() -> UInt64 {
    (0..<8).reduce(0) { pattern, _ in pattern << 8 | UInt64(byte()) }
  }
}
