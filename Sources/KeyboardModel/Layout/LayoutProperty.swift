internal import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The animated properties, each a plain number, named as they appear in records.
///
/// This is the one table of them: each case's row says its name and where scenario files and the demo's
/// JSON write it (`isMoved(by:)` asks the strategy whether it moves it); `Names` gives each its name in code
/// (`targets.offset`, `avoider.offset`). ``AvoidanceTargets`` stores one number per case (its storage
/// is declared here too), the avoider publishes a box per case and `AnimatedKeyboardLayout` animates a
/// value per case (`layout[.offset]`); the scenario format's snapshots, the demo's
/// reports and pictures, the invariants and the fuzz harness go through `allCases`, and the UIKit
/// adapter writes each case in an exhaustive `switch`.
///
/// Adding a property therefore touches three source files, as adding one to a copy of the package
/// showed: here, a case with its row, its name in `Names` and its number in the targets' storage;
/// the strategy that moves it (`AvoidanceStrategy.swift`: its `movedProperties` and the formula that
/// sets it in the targets the engine publishes); and the UIKit adapter's write
/// (`KeyboardAvoidance+Writing.swift`), whose exhaustive `switch` the compiler holds to every case.
/// Leaving out the decision fails the test that each strategy moves
/// exactly the properties `isMoved(by:)` gives. Then its tests: of the decision, the stories of
/// records under a strategy that moves it, and the demo's golden files, which list its transitions
/// and its final value.
///
/// `LayoutProperty` is a `Sendable` value.
public enum LayoutProperty: String, Hashable, Sendable, CaseIterable {
  /// The container's vertical offset (shift strategy): `-d` for a shift of `d` points, 0 at rest.
  case offset
  /// The scroll view's `contentInset.bottom`, excluding its own safe area (scroll strategy).
  case contentInset
  /// The scroll view's `verticalScrollIndicatorInsets.bottom`, excluding its own safe area (scroll
  /// strategy).
  case indicatorInset
  /// The scroll view's `contentOffset.y` (scroll and bottom-constraint strategies).
  case contentOffset
  /// How far the bottom constraint rises above its anchor (bottom-constraint strategy); 0 at rest.
  case constraintConstant

  /// The property's name in sentences and legends: `offset`, `bottom inset`, `contentOffset.y`.
  package var name: String { row.name }

  /// The key under which a scenario file's snapshots and the demo's JSON write the value.
  ///
  /// Properties that share a key (the scroll view's two bottom insets, `scrollInsets`) are written
  /// together, as an object of their `member`s.
  package var key: String { row.key }

  /// The property's member in the object of its `key`, or `nil` when the key holds it alone.
  package var member: String? { row.member }

  /// Every `key`, in the table's order, with the properties written under it.
  package static let keys: [(key: String, properties: [LayoutProperty])] = allCases.reduce(into: []) { keys, property in
    if let last = keys.indices.last, keys[last].key == property.key {
      keys[last].properties.append(property)
    } else {
      keys.append((property.key, [property]))
    }
  }

  /// Whether `strategy` moves the property; every other strategy leaves it at rest.
  ///
  /// The strategy answers (``AvoidanceStrategy``'s `movedProperties`), beside the formula that moves it.
  package func isMoved(by strategy: AvoidanceStrategy) -> Bool {
    strategy.movedProperties.contains(self)
  }

  /// The row of the table: what the property is called, and where the formats write it.
  private var row: (name: String, key: String, member: String?) {
    switch self {
    case .offset: ("offset", "offset", nil)
    case .contentInset: ("bottom inset", "scrollInsets", "content")
    case .indicatorInset: ("indicator inset", "scrollInsets", "indicator")
    case .contentOffset: ("contentOffset.y", "contentOffset", nil)
    case .constraintConstant: ("constraint constant", "constraintConstant", nil)
    }
  }

  /// Each property under its name in code, which ``AvoidanceTargets`` and the avoider's boxes take by
  /// dynamic member lookup: `targets.offset` is
  /// `targets[.offset]`, `avoider.contentInset` the box of ``LayoutProperty/contentInset``.
  ///
  /// `Names` is a `Sendable` value.
  public struct Names: Sendable {
    /// The container's vertical offset.
    public var offset: LayoutProperty { .offset }
    /// The scroll view's bottom content inset.
    public var contentInset: LayoutProperty { .contentInset }
    /// The scroll view's bottom indicator inset.
    public var indicatorInset: LayoutProperty { .indicatorInset }
    /// The scroll view's `contentOffset.y`.
    public var contentOffset: LayoutProperty { .contentOffset }
    /// The bottom constraint's constant.
    public var constraintConstant: LayoutProperty { .constraintConstant }

    /// The property a key path into the names names.
    package static subscript(name: KeyPath<Names, LayoutProperty>) -> LayoutProperty {
      Names()[keyPath: name]
    }
  }
}

extension AvoidanceTargets {
  /// One number per property, stored inline: the engine makes targets on every input, and storage
  /// that allocated (a dictionary, an array) would cost an allocation each time.
  struct Numbers: Hashable, Sendable {
    var offset: CGFloat = 0
    var contentInset: CGFloat = 0
    var indicatorInset: CGFloat = 0
    var contentOffset: CGFloat = 0
    var constraintConstant: CGFloat = 0

    subscript(property: LayoutProperty) -> CGFloat {
      get {
        switch property {
        case .offset: offset
        case .contentInset: contentInset
        case .indicatorInset: indicatorInset
        case .contentOffset: contentOffset
        case .constraintConstant: constraintConstant
        }
      }
      set {
        switch property {
        case .offset: offset = newValue
        case .contentInset: contentInset = newValue
        case .indicatorInset: indicatorInset = newValue
        case .contentOffset: contentOffset = newValue
        case .constraintConstant: constraintConstant = newValue
        }
      }
    }
  }
}
