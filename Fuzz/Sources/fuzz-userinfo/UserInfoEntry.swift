import Foundation
import FuzzSupport
import KeyboardHandler

/// One key of a fuzzed userInfo and the value it holds, kept as a value so the harness can
/// tell what the parser must make of it.
struct UserInfoEntry: CustomStringConvertible {
  /// A value, by the type it is stored as.
  enum Value {
    case absent
    case rect(CGRect)
    /// A frame as UIKit posts it: boxed in an `NSValue`.
    case boxedRect(CGRect)
    /// An `NSValue` holding something other than a rectangle.
    case boxedPoint(CGPoint)
    case double(Double)
    case cgFloat(CGFloat)
    case float(Float)
    case int(Int)
    case unsigned(UInt)
    case bool(Bool)
    case string(String)
    case number(NSNumber)
    case null
    case array([Double])
  }

  let key: KeyboardUserInfoKey
  let value: Value

  var description: String { "\(key.rawValue): \(value)" }

  /// The dictionary UIKit would post, with a key of another kind thrown in, which must be ignored.
  static func userInfo(_ entries: [UserInfoEntry]) -> [AnyHashable: Any] {
    var userInfo: [AnyHashable: Any] = [42: "not a keyboard key"]
    for entry in entries {
      userInfo[entry.key.rawValue] = entry.value.stored
    }
    return userInfo
  }

  /// Whether no parser may accept this entry in a notification of `phase`: a required key missing (the
  /// end frame, but on a hide, which means the keyboard leaves whatever its frame says; the begin frame
  /// never is), a type that holds no number or frame, or a frame or duration plainly out of range (a
  /// hide's null end frame is not).
  func isCertainlyRejected(on phase: KeyboardPhase) -> Bool {
    switch (key, value) {
    case (.frameBegin, .absent): false
    case (.frameEnd, .absent): !phase.isHideForFuzzing
    case (_, .string), (_, .null), (_, .array), (_, .boxedPoint): true
    case (.frameBegin, .rect(let frame)), (.frameEnd, .rect(let frame)), (.frameBegin, .boxedRect(let frame)),
      (.frameEnd, .boxedRect(let frame)):
      !(phase.isHideForFuzzing && frame.isNull) && !frame.isValidKeyboardFrame
    case (_, .boxedRect): true
    case (.animationDuration, .double(let duration)): !duration.isFinite || duration < 0
    case (.animationDuration, .int(let duration)): duration < 0
    default: false
    }
  }

  /// Whether an error with this reason, naming this entry's key, describes its value.
  func admits(_ reason: KeyboardEventError.Reason) -> Bool {
    switch (reason, value) {
    case (.missing, .absent): return key == .frameEnd
    case (.missing, _), (_, .absent): return false
    case (.wrongType, _): return !isCertainlyAccepted
    case (.notFinite, .rect(let frame)), (.notFinite, .boxedRect(let frame)): return !frame.hasFiniteEdges
    case (.notFinite, _): return numbers.contains { !$0.isFinite }
    case (.negativeSize, .rect(let frame)), (.negativeSize, .boxedRect(let frame)):
      return frame.size.width < 0 || frame.size.height < 0
    case (.negativeSize, _): return false
    case (.negativeDuration, _): return key == .animationDuration && numbers.contains { $0 < 0 }
    }
  }

  /// Whether the event holds this entry's value, when the parser has no choice about it.
  func agrees(with event: KeyboardEvent) -> Bool {
    switch (key, value) {
    case (.frameBegin, .rect(let frame)), (.frameBegin, .boxedRect(let frame)): event.beginFrame == frame
    case (.frameEnd, .rect(let frame)), (.frameEnd, .boxedRect(let frame)): event.endFrame == frame
    case (.animationDuration, .absent): event.duration == KeyboardAnimation.keyboard.duration
    case (.animationDuration, .double(let duration)): event.duration == duration
    case (.animationDuration, .int(let duration)): event.duration == Double(duration)
    case (.animationCurve, .absent): event.curve == KeyboardAnimation.keyboard.curve
    case (.animationCurve, .int(let curve)): event.curve == curve
    case (.isLocal, .absent): event.isLocal
    case (.isLocal, .bool(let isLocal)): event.isLocal == isLocal
    default: true
    }
  }

  /// Whether the value has the very type the key's documentation names, so it can be wrong in
  /// range only, never in type.
  private var isCertainlyAccepted: Bool {
    switch (key, value) {
    case (.frameBegin, .rect), (.frameEnd, .rect), (.frameBegin, .boxedRect), (.frameEnd, .boxedRect): true
    case (.animationDuration, .double), (.animationDuration, .int): true
    case (.animationCurve, .int): true
    case (.isLocal, .bool): true
    default: false
    }
  }

  /// The numbers the value holds.
  private var numbers: [Double] {
    switch value {
    case .rect(let frame), .boxedRect(let frame): [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    case .boxedPoint: []
    case .double(let number): [number]
    case .cgFloat(let number): [Double(number)]
    case .float(let number): [Double(number)]
    case .int(let number): [Double(number)]
    case .unsigned(let number): [Double(number)]
    case .number(let number): [number.doubleValue]
    case .absent, .bool, .string, .null, .array: []
    }
  }
}

extension UserInfoEntry.Value {
  /// The value as stored in the dictionary.
  fileprivate var stored: Any? {
    switch self {
    case .absent: nil
    case .rect(let frame): frame
    case .boxedRect(let frame): NSValue(rect: frame)
    case .boxedPoint(let point): NSValue(point: point)
    case .double(let number): number
    case .cgFloat(let number): number
    case .float(let number): number
    case .int(let number): number
    case .unsigned(let number): number
    case .bool(let flag): flag
    case .string(let text): text
    case .number(let number): number
    case .null: NSNull()
    case .array(let numbers): numbers
    }
  }
}

extension CGRect {
  /// Finite components and finite far edges: an origin and a size near the largest double add up to
  /// an infinite edge, which the parser rejects as not finite.
  fileprivate var hasFiniteEdges: Bool {
    [origin.x, origin.y, size.width, size.height, maxX, maxY].allSatisfy(\.isFinite)
  }

  fileprivate var isValidKeyboardFrame: Bool {
    hasFiniteEdges && size.width >= 0 && size.height >= 0
  }
}

extension FuzzedBytes {
  /// An entry for `key`: absent, or a value of one of many types, mostly the key's own.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - screen: The screen, for keyboard-shaped frames.
  mutating func entry(for key: KeyboardUserInfoKey, on screen: CGRect) -> UserInfoEntry {
    let value: UserInfoEntry.Value
    switch index(below: 16) {
    case 0: value = .absent
    case 1, 2, 3, 4: value = native(for: key, on: screen)
    case 5: value = bool() ? .rect(rect()) : .boxedPoint(rect().origin)
    case 6: value = .double(number())
    case 7: value = .cgFloat(CGFloat(number()))
    case 8: value = .float(Float(number()))
    case 9: value = .int(pick([Int(Int8(bitPattern: byte())), .max, .min]))
    case 10: value = .unsigned(pick([UInt(byte()), .max]))
    case 11: value = .bool(bool())
    case 12: value = .string(pick(["7", "0.25", "", "{{0, 516}, {393, 336}}"]))
    case 13:
      value = .number(
        pick([
          NSNumber(value: number()), NSNumber(value: Int(int16())), NSNumber(value: bool()),
          NSNumber(value: UInt64.max),
        ]))
    case 14: value = .null
    default: value = .array([number()])
    }
    return UserInfoEntry(key: key, value: value)
  }

  /// A value of the type UIKit uses for `key`.
  private mutating func native(for key: KeyboardUserInfoKey, on screen: CGRect) -> UserInfoEntry.Value {
    switch key {
    case .frameBegin, .frameEnd: bool() ? .boxedRect(keyboardFrame(on: screen)) : .rect(keyboardFrame(on: screen))
    case .animationDuration: .double(bool() ? 0.25 : number())
    case .animationCurve: .int(bool() ? 7 : Int(Int8(bitPattern: byte())))
    case .isLocal: .bool(bool())
    }
  }
}

extension KeyboardPhase {
  /// Whether the phase is a hide (the model's own `isHide` is `package`, out of this package's reach).
  var isHideForFuzzing: Bool { self == .willHide || self == .didHide }
}
