/// One animated property with the type of its value: where its target is in ``AvoidanceTargets``,
/// its name, and the ``LayoutRecord`` that carries its changes.
///
/// ``LayoutProperty/target`` gives each property's. Code that handles every property alike goes
/// through `LayoutProperty.allCases` and opens each target with a generic function, which then
/// reads and writes values of the property's own type:
///
/// ```swift
/// func isAtRest<Target: LayoutTarget>(_ target: Target, in state: AvoidanceState) -> Bool {
///   state.targets[keyPath: target.keyPath] == AvoidanceTargets()[keyPath: target.keyPath]
/// }
/// let moved = LayoutProperty.allCases.filter { !isAtRest($0.target, in: state) }
/// ```
///
/// A target is `Sendable`.
public protocol LayoutTarget<Value>: Sendable {
  /// The type of the property's value.
  associatedtype Value: TargetValue

  /// The property.
  var property: LayoutProperty { get }

  /// Where the property's value is in ``AvoidanceTargets``.
  var keyPath: KeyPath<AvoidanceTargets, Value> & Sendable { get }

  /// The property's name in sentences and legends: `offset`, `bottom inset`, `contentOffset.y`,
  /// `constraint constant`.
  var name: String { get }

  /// The record of a change of the property.
  func record(_ change: RecordedTransition<Value, AvoidanceCause>) -> LayoutRecord
}
