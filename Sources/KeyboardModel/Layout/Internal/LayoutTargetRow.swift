/// A row of the table of animated properties, ``LayoutProperty/visitTarget(_:)``.
struct LayoutTargetRow<Value: TargetValue>: LayoutTarget {
  let property: LayoutProperty
  let keyPath: KeyPath<AvoidanceTargets, Value> & Sendable
  let name: String
  let makeRecord: @Sendable (RecordedTransition<Value, AvoidanceCause>) -> LayoutRecord

  func record(_ change: RecordedTransition<Value, AvoidanceCause>) -> LayoutRecord {
    makeRecord(change)
  }
}
