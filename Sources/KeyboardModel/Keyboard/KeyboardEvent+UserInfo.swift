internal import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension KeyboardEvent {
  /// Parses a keyboard notification's `userInfo`.
  ///
  /// The end frame is required, but for a hide: a will-hide or did-hide means the keyboard leaves,
  /// whatever its end frame says, so a hide without one reads `CGRect.null`, as does a hide whose end
  /// frame is `CGRect.null`. The begin frame is optional (the model never uses it): a missing one
  /// reads as the end frame. Following UIKit's habits, a missing duration means 0.25 s, a
  /// missing curve means 7 and a missing is-local flag means `true`, and `absentKeys` says which keys were
  /// missing. Frames may be `NSValue`
  /// (as UIKit posts them) or `CGRect`; numbers may be `NSNumber` (as UIKit posts them), `Double`,
  /// `CGFloat` or `Int`.
  ///
  /// ```swift
  /// let event = try KeyboardEvent(phase: .willShow, userInfo: notification.userInfo ?? [:])
  /// ```
  ///
  /// - Parameters:
  ///   - phase: The notification the dictionary came with.
  ///   - userInfo: The notification's `userInfo`, keyed by UIKit's key names.
  /// - Throws: A ``KeyboardEventError`` naming the key of the first missing, mistyped,
  ///   non-finite or negative value: a show's or frame change's missing or null end frame among them.
  public init(phase: KeyboardPhase, userInfo: [AnyHashable: Any]) throws(KeyboardEventError) {
    // Read in the keys' order, so the error names the first bad one; an absent begin frame is the end frame.
    let reportedBeginFrame = try Self.frame(.frameBegin, in: userInfo, phase: phase)
    let endFrame = try Self.frame(.frameEnd, in: userInfo, phase: phase) ?? .null
    let beginFrame = reportedBeginFrame ?? endFrame
    let duration = try Self.number(.animationDuration, in: userInfo) ?? KeyboardAnimation.keyboard.duration
    guard duration >= 0 else { throw KeyboardEventError(key: .animationDuration, reason: .negativeDuration) }
    let curve = try Self.integer(.animationCurve, in: userInfo) ?? KeyboardAnimation.keyboardCurve
    let isLocal = try Self.flag(.isLocal, in: userInfo) ?? true
    let absentKeys = Set(KeyboardUserInfoKey.allCases.filter { userInfo[$0.rawValue] == nil })
    self.init(
      phase: phase, beginFrame: beginFrame, endFrame: endFrame, duration: duration, curve: curve, isLocal: isLocal,
      absentKeys: absentKeys)
  }

  /// The frame under `key`; `nil` when the key is absent and may be: the begin frame always, the end
  /// frame on a hide.
  private static func frame(_ key: KeyboardUserInfoKey, in userInfo: [AnyHashable: Any], phase: KeyboardPhase)
    throws(KeyboardEventError) -> CGRect?
  {
    guard let value = userInfo[key.rawValue] else {
      guard key == .frameBegin || phase.isHide else { throw KeyboardEventError(key: key, reason: .missing) }
      return nil
    }
    guard let frame = unboxedRect(value) else {
      throw KeyboardEventError(key: key, reason: .wrongType(found: "\(type(of: value))"))
    }
    try validate(frame, key: key, phase: phase)
    return frame
  }

  /// A frame as UIKit posts it, boxed in an `NSValue`, or a plain `CGRect` (simulations and tests).
  private static func unboxedRect(_ value: Any) -> CGRect? {
    #if canImport(ObjectiveC)
      // Apple's Foundation bridges an `NSValue` that holds a rectangle to `CGRect` in a checked cast.
      return value as? CGRect
    #else
      // Linux Foundation bridges nothing to `NSValue`, so the boxed rectangle is read here, so that the path
      // apps take runs in tests too. Not with `rectValue`, which traps on a value that holds something else,
      // nor by comparing `objCType`, which allocates a string it never frees: reflection finds the value.
      if let rect = value as? CGRect { return rect }
      guard let boxed = value as? NSValue else { return nil }
      return Mirror(reflecting: boxed).children.lazy.compactMap { $0.value as? CGRect }.first
    #endif
  }

  private static func number(_ key: KeyboardUserInfoKey, in userInfo: [AnyHashable: Any]) throws(KeyboardEventError)
    -> Double?
  {
    guard let value = userInfo[key.rawValue] else { return nil }
    let number: Double
    switch value {
    case let double as Double: number = double
    case let float as CGFloat: number = Double(float)
    case let integer as Int: number = Double(integer)
    case let boxed as NSNumber where !(value is Bool): number = boxed.doubleValue
    default: throw KeyboardEventError(key: key, reason: .wrongType(found: "\(type(of: value))"))
    }
    guard number.isFinite else { throw KeyboardEventError(key: key, reason: .notFinite) }
    return number
  }

  private static func integer(_ key: KeyboardUserInfoKey, in userInfo: [AnyHashable: Any]) throws(KeyboardEventError)
    -> Int?
  {
    guard let value = userInfo[key.rawValue] else { return nil }
    switch value {
    case let integer as Int: return integer
    case let unsigned as UInt where unsigned <= UInt(Int.max): return Int(unsigned)
    case let boxed as NSNumber where !(value is Bool):
      let double = boxed.doubleValue
      guard double.isFinite else { throw KeyboardEventError(key: key, reason: .notFinite) }
      guard let integer = Int(exactly: double) else {
        throw KeyboardEventError(key: key, reason: .wrongType(found: "\(type(of: value))"))
      }
      return integer
    default: throw KeyboardEventError(key: key, reason: .wrongType(found: "\(type(of: value))"))
    }
  }

  private static func flag(_ key: KeyboardUserInfoKey, in userInfo: [AnyHashable: Any]) throws(KeyboardEventError)
    -> Bool?
  {
    guard let value = userInfo[key.rawValue] else { return nil }
    switch value {
    case let flag as Bool: return flag
    case let boxed as NSNumber: return boxed.boolValue
    default: throw KeyboardEventError(key: key, reason: .wrongType(found: "\(type(of: value))"))
    }
  }
}
