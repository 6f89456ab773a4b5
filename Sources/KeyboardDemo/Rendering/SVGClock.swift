internal import Foundation

/// The one timeline of an ``SVGReport``: key frames of sampled values, written as SMIL animations
/// that all share one duration and loop together.
struct SVGClock {
  /// The length of one loop, in seconds.
  var duration: TimeInterval

  /// The values of `value` at `times`, with a jump kept sharp at each of `jumps` (a value that
  /// changes at once there gets two key frames at that instant), and runs of one value reduced to
  /// their ends.
  func keyFrames<Value: Equatable>(
    at times: [TimeInterval], jumpsAt jumps: Set<TimeInterval>, _ value: (TimeInterval) -> Value
  ) -> [(time: TimeInterval, value: Value)] {
    var frames: [(time: TimeInterval, value: Value)] = []
    for time in times {
      if jumps.contains(time), time > 0 {
        let before = value(time.nextDown)
        if before != value(time) { frames.append((time, before)) }
      }
      frames.append((time, value(time)))
    }
    // A frame between two of the same value adds nothing to a linear animation.
    return frames.indices.compactMap { index in
      let frame = frames[index]
      let isInside = index > 0 && index < frames.count - 1
      let isFlat = isInside && frames[index - 1].value == frame.value && frames[index + 1].value == frame.value
      return isFlat ? nil : frame
    }
  }

  /// An `<animate>` (or `<animateTransform>` when `transform` is given) of `attribute` through
  /// `frames`, gliding between them, or holding each until the next when `isDiscrete`.
  func animate(
    _ attribute: String, _ frames: [(time: TimeInterval, value: String)], isDiscrete: Bool = false,
    transform: String? = nil
  ) -> String {
    // A value that never changes needs no animation.
    guard frames.contains(where: { $0.value != frames.first?.value }) else { return "" }
    var keyTimes: [String] = []
    var last = 0.0
    for (index, frame) in frames.enumerated() {
      // keyTimes must run from 0 to 1 without going back, whatever the rounding.
      let fraction =
        index == 0 ? 0 : index == frames.count - 1 && !isDiscrete ? 1 : max(last, min(1, frame.time / duration))
      last = fraction
      keyTimes.append(Self.fraction(fraction))
    }
    let values = frames.map(\.value)
    let element = transform == nil ? "animate" : "animateTransform"
    let type = transform.map { #" type="\#($0)""# } ?? ""
    let mode = isDiscrete ? #" calcMode="discrete""# : ""
    return #"<\#(element) attributeName="\#(attribute)"\#(type) dur="\#(Self.number(duration))s""#
      + #" repeatCount="indefinite"\#(mode) keyTimes="\#(keyTimes.joined(separator: ";"))""#
      + #" values="\#(values.joined(separator: ";"))"/>"#
  }

  /// A number with at most `digits` decimals and no trailing zeros: `-148`, `12.5`.
  static func number(_ value: Double, digits: Int = 2) -> String {
    decimal(value, digits: digits)
  }

  /// A fraction of the loop with five decimals at most.
  private static func fraction(_ value: Double) -> String {
    decimal(value, digits: 5)
  }

  /// Fixed-point text, never in exponent form (SVG and SMIL read `1e-05` badly), never `-0`.
  private static func decimal(_ value: Double, digits: Int) -> String {
    var text = String(format: "%.\(digits)f", value)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// Text with XML's special characters escaped.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
