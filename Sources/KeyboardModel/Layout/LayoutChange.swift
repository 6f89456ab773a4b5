/// A recorded transition of one of the layout's properties, whatever the type of its values.
package protocol LayoutChange: Sendable {
  /// The type of the property's value.
  associatedtype Value: TargetValue
  /// The change that was recorded.
  var transition: Transition<Value> { get }
  /// Why it happened.
  var cause: AvoidanceCause { get }
}

extension RecordedTransition: LayoutChange where Value: TargetValue, Cause == AvoidanceCause {}
