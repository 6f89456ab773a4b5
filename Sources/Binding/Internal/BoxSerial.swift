/// Numbers boxes in the order they are created, so that a token names its box for good: a box's
/// address may be reused once it is freed, its serial number never is.
enum BoxSerial {
  private static let counter = Lock<UInt64>(0)

  /// The next serial number, unique in the process.
  static func next() -> UInt64 {
    counter.withLock { last in
      last &+= 1
      return last
    }
  }
}
