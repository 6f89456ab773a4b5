/// Work on one property's target, with the type of its value: see ``LayoutProperty/visitTarget(_:)``.
package protocol LayoutTargetVisitor {
  /// What the work gives.
  associatedtype Result
  /// Does the work on `target`.
  func visit<Target: LayoutTarget>(_ target: Target) -> Result
}
