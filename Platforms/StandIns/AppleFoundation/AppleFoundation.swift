// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Foundation as Apple's SDKs before iOS 18, macOS 15, tvOS 18 and watchOS 11 declare its geometry:
// `CGPoint`, `CGSize` and `CGRect` are `Equatable` (and `Codable`, `Sendable`) but not `Hashable`.
// Linux Foundation declares all three `Hashable`, so code that needs that conformance builds here and
// fails on a Mac or in Xcode. The check copies the package, replaces `import Foundation` with
// `import AppleFoundation`, and builds it: these declarations shadow Foundation's, since this module
// re-exports Foundation, and the rest of Foundation stays as it is.
//
// Sources:
// - https://developer.apple.com/documentation/corefoundation/cgrect (Hashable: iOS 18.0+, macOS 15.0+)
// - https://developer.apple.com/documentation/corefoundation/cgpoint
// - https://developer.apple.com/documentation/corefoundation/cgsize
// - https://github.com/swiftlang/swift-corelibs-foundation/issues/3443 ("CGPoint, CGSize, CGRect are
//   Hashable in corelibs-Foundation, but not in Cocoa Foundation")
//
// Only the members the package uses are transcribed; their behaviour follows Apple's documentation, so the
// copy builds with the same meaning, but nothing here is run: the check only compiles.

@_exported import Foundation

/// `CGPoint` as Apple declares it before iOS 18: `Equatable`, `Codable`, `Sendable`, not `Hashable`.
public struct CGPoint: Equatable, Codable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public init(x: Double, y: Double) { self.init(x: CGFloat(x), y: CGFloat(y)) }
  public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }
  public static var zero: CGPoint { CGPoint() }
}

/// `CGSize` as Apple declares it before iOS 18: `Equatable`, `Codable`, `Sendable`, not `Hashable`.
public struct CGSize: Equatable, Codable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init() { self.init(width: 0, height: 0) }
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
  public init(width: Double, height: Double) { self.init(width: CGFloat(width), height: CGFloat(height)) }
  public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }
  public static var zero: CGSize { CGSize() }
}

/// `CGRect` as Apple declares it before iOS 18: `Equatable`, `Codable`, `Sendable`, not `Hashable`.
public struct CGRect: Equatable, Codable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init() { self.init(origin: .zero, size: .zero) }
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }

  public static var zero: CGRect { CGRect() }
  public static var null: CGRect { CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0) }
  public static var infinite: CGRect {
    CGRect(
      x: -CGFloat.greatestFiniteMagnitude / 2, y: -CGFloat.greatestFiniteMagnitude / 2,
      width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  }

  public var standardized: CGRect {
    guard !isNull else { return self }
    return CGRect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
  }
  public var minX: CGFloat { size.width < 0 ? origin.x + size.width : origin.x }
  public var midX: CGFloat { minX + width / 2 }
  public var maxX: CGFloat { minX + width }
  public var minY: CGFloat { size.height < 0 ? origin.y + size.height : origin.y }
  public var midY: CGFloat { minY + height / 2 }
  public var maxY: CGFloat { minY + height }
  public var width: CGFloat { abs(size.width) }
  public var height: CGFloat { abs(size.height) }
  public var isNull: Bool { origin.x == CGFloat.infinity || origin.y == CGFloat.infinity }
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
  public var isInfinite: Bool { self == .infinite }

  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    guard !isNull else { return self }
    return CGRect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    guard !isNull, width - 2 * dx >= 0, height - 2 * dy >= 0 else { return .null }
    return CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
  public func intersection(_ r2: CGRect) -> CGRect {
    guard !isNull, !r2.isNull else { return .null }
    let x0 = Swift.max(minX, r2.minX)
    let x1 = Swift.min(maxX, r2.maxX)
    let y0 = Swift.max(minY, r2.minY)
    let y1 = Swift.min(maxY, r2.maxY)
    guard x0 <= x1, y0 <= y1 else { return .null }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
  public func union(_ r2: CGRect) -> CGRect {
    if isNull { return r2 }
    if r2.isNull { return self }
    let x0 = Swift.min(minX, r2.minX)
    let y0 = Swift.min(minY, r2.minY)
    return CGRect(x: x0, y: y0, width: Swift.max(maxX, r2.maxX) - x0, height: Swift.max(maxY, r2.maxY) - y0)
  }
  public func intersects(_ r2: CGRect) -> Bool { !intersection(r2).isEmpty }
  public func contains(_ point: CGPoint) -> Bool {
    !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
  public func contains(_ rect2: CGRect) -> Bool { union(rect2) == self }
}

#if IOS_SDK
  // An iOS SDK has no `NSValue(rect:)`, `rectValue` or `NSValue(point:)`: they are macOS and Mac Catalyst only
  // (https://developer.apple.com/documentation/foundation/nsvalue/init(rect:),
  // https://developer.apple.com/documentation/foundation/nsvalue/rectvalue,
  // https://developer.apple.com/documentation/foundation/nsvalue/init(point:)). On iOS, UIKit boxes a
  // rectangle with `NSValue(cgRect:)` and a point with `NSValue(cgPoint:)`. `Platforms/check apple-tests`
  // compiles with `IOS_SDK` defined.
  extension NSValue {
    @available(*, unavailable, message: "macOS only; an iOS SDK boxes a rectangle with UIKit's NSValue(cgRect:)")
    public convenience init(rect: CGRect) { fatalError("unavailable") }
    @available(*, unavailable, message: "macOS only; an iOS SDK reads a boxed rectangle with UIKit's cgRectValue")
    public var rectValue: CGRect { fatalError("unavailable") }
    @available(*, unavailable, message: "macOS only; an iOS SDK boxes a point with UIKit's NSValue(cgPoint:)")
    public convenience init(point: CGPoint) { fatalError("unavailable") }
  }
#else
  extension NSValue {
    /// Boxes a rectangle, as `NSValue(rect:)` does (Linux Foundation, and AppKit's Foundation on macOS).
    public convenience init(rect: CGRect) {
      self.init(
        rect: Foundation.CGRect(
          x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height))
    }
    /// Boxes a point, as `NSValue(point:)` does (Linux Foundation, and AppKit's Foundation on macOS).
    public convenience init(point: CGPoint) {
      self.init(point: Foundation.CGPoint(x: point.x, y: point.y))
    }
    /// The boxed rectangle, as `NSValue.rectValue` reads it.
    public var rectValue: CGRect {
      var rect = Foundation.CGRect()
      getValue(&rect)
      return CGRect(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
  }
#endif
