internal import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension AvoidanceError {
  /// A value the engine rejected: which one, what it was, and what a valid one is.
  ///
  /// ```swift
  /// do {
  ///   _ = try AvoidanceEngine(configuration: AvoidanceConfiguration(spacing: -8), container: container, fields: [])
  /// } catch {
  ///   print(error)  // the configuration is invalid at spacing: expected a finite number of 0 or more, found -8.0
  /// }
  /// ```
  public struct InvalidValue: Hashable, Sendable, CustomStringConvertible {
    /// Where the value is, as a path from the value handed to the engine, such as `spacing`,
    /// `strategy.scrollView.contentHeight` or `safeAreaInsets.top`.
    public var name: String
    /// The value found, as Swift prints it.
    public var found: String
    /// What a valid value is.
    public var expected: String

    /// Creates the description of a rejected value.
    ///
    /// - Parameters:
    ///   - name: Where the value is.
    ///   - found: The value found.
    ///   - expected: What a valid value is.
    package init(name: String, found: String, expected: String) {
      self.name = name
      self.found = found
      self.expected = expected
    }

    /// The name, then what was expected and what was found, such as
    /// `spacing: expected a finite number of 0 or more, found nan`.
    public var description: String { "\(name): expected \(expected), found \(found)" }
  }
}

// The checks behind `invalidContainer` and `invalidConfiguration`: each returns the first value that
// is wrong, named, or `nil` when every value is valid.
extension AvoidanceError.InvalidValue {
  /// A finite number of 0 or more, such as a spacing, an inset or a height.
  static func nonNegative(_ value: CGFloat, _ name: String) -> Self? {
    value.isFinite && value >= 0 ? nil : Self(name: name, found: "\(value)", expected: "a finite number of 0 or more")
  }

  /// A finite number above 0.
  static func positive(_ value: CGFloat, _ name: String) -> Self? {
    value.isFinite && value > 0 ? nil : Self(name: name, found: "\(value)", expected: "a finite number above 0")
  }

  /// A finite number within `range`.
  static func number(_ value: CGFloat, within range: ClosedRange<CGFloat>, _ name: String) -> Self? {
    value.isFinite && range.contains(value)
      ? nil
      : Self(
        name: name, found: "\(value)",
        expected: "a finite number from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
  }

  /// A frame of finite numbers, with finite edges, whose width and height are 0 or more.
  static func frame(_ value: CGRect, _ name: String) -> Self? {
    value.isFiniteAndNonNegative
      ? nil
      : Self(
        name: name,
        found: "(x: \(value.origin.x), y: \(value.origin.y), width: \(value.size.width), height: \(value.size.height))",
        expected: "a frame of finite numbers and edges, with a width and height of 0 or more")
  }

  /// Insets of finite numbers of 0 or more.
  static func insets(_ value: LayoutInsets, _ name: String) -> Self? {
    nonNegative(value.top, "\(name).top") ?? nonNegative(value.left, "\(name).left")
      ?? nonNegative(value.bottom, "\(name).bottom") ?? nonNegative(value.right, "\(name).right")
  }
}
