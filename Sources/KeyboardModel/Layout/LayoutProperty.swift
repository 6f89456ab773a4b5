/// The animated properties of an ``AnimatedKeyboardLayout``, named as they appear in records.
///
/// This is the one table of them: each case's ``target`` says where its value is in
/// ``AvoidanceTargets``, its name and its record, and ``isMoved(by:)`` which strategies move it.
/// Everything that handles every property (the layout's animated values, the avoider's boxes, the
/// demo's reports and plots, the invariants, the fuzz harness) goes through `allCases` and reads
/// them here.
///
/// Adding a property therefore touches four source files: a stored property of ``AvoidanceTargets``
/// (its rest value as the initializer's default), a case here with its row and its strategies, a case
/// of ``LayoutRecord``, and the engine's decision. Then a test of that decision; tests that compare a
/// whole story of records under a strategy that moves it; and the demo's JSON golden files and
/// documentation, whose final values gain it. A value UIKit shows also needs the UIKit adapter to
/// write it.
///
/// `LayoutProperty` is a `Sendable` value.
public enum LayoutProperty: String, Hashable, Sendable, CaseIterable {
  /// The container's vertical offset (shift strategy).
  case offset
  /// The scroll view's bottom content and indicator insets (scroll strategy).
  case scrollInsets
  /// The scroll view's `contentOffset.y` (scroll and bottom-constraint strategies).
  case contentOffset
  /// The bottom constraint's constant (bottom-constraint strategy).
  case constraintConstant

  /// The property with the type of its value: its key path into ``AvoidanceTargets``, its name and
  /// its ``LayoutRecord`` case.
  public var target: any LayoutTarget {
    visitTarget(TargetErasing())
  }

  /// Hands the property's row of the table to `visitor`, with the type of its value.
  ///
  /// The one place that lists the rows. Each case calls the visitor with a target of a known type, so
  /// an optimized build compiles the visitor's work for that type: the layout and the avoider, which
  /// work on every property at every change, go through here rather than open ``target``.
  package func visitTarget<Visitor: LayoutTargetVisitor>(_ visitor: Visitor) -> Visitor.Result {
    switch self {
    case .offset:
      visitor.visit(LayoutTargetRow(property: self, keyPath: \.offset, name: "offset", makeRecord: LayoutRecord.offset))
    case .scrollInsets:
      visitor.visit(
        LayoutTargetRow(
          property: self, keyPath: \.scrollInsets, name: "bottom inset", makeRecord: LayoutRecord.scrollInsets))
    case .contentOffset:
      visitor.visit(
        LayoutTargetRow(
          property: self, keyPath: \.contentOffset, name: "contentOffset.y", makeRecord: LayoutRecord.contentOffset))
    case .constraintConstant:
      visitor.visit(
        LayoutTargetRow(
          property: self, keyPath: \.constraintConstant, name: "constraint constant",
          makeRecord: LayoutRecord.constraintConstant))
    }
  }

  /// Whether `strategy` moves the property; every other strategy leaves it at rest.
  public func isMoved(by strategy: AvoidanceStrategy) -> Bool {
    switch (self, strategy) {
    case (.offset, .shift), (.scrollInsets, .scroll), (.contentOffset, .scroll), (.contentOffset, .bottomConstraint),
      (.constraintConstant, .bottomConstraint):
      true
    case (.offset, _), (.scrollInsets, _), (.contentOffset, _), (.constraintConstant, _):
      false
    }
  }
}

/// The visitor that gives the target itself, as ``LayoutProperty/target`` does.
private struct TargetErasing: LayoutTargetVisitor {
  func visit<Target: LayoutTarget>(_ target: Target) -> any LayoutTarget { target }
}
