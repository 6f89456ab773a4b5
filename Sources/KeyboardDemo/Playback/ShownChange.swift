package import Foundation
package import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// What the demo lists as one transition: the records of the properties written under one
/// ``LayoutProperty/key`` that one published state started together.
///
/// A key of one property (`offset`) makes a change of one record; the scroll view's two bottom insets,
/// written together as `scrollInsets`, make one change of both, as the scenario format writes them.
///
/// `ShownChange` is a `Sendable` value.
package struct ShownChange: Equatable, Sendable {
  /// A value of the change's key, as the numbers it is made of.
  struct Sample: Hashable {
    /// One of the value's numbers, named by its property's ``LayoutProperty/member``; a key of one
    /// property has one number, with an empty name.
    struct Component: Hashable {
      var name: String
      var value: Double
    }

    var components: [Component]

    /// The sample of `values`, each a property's, in the table's order.
    init(_ values: [(property: LayoutProperty, value: CGFloat)]) {
      components = values.map { Component(name: $0.property.member ?? "", value: Double($0.value)) }
    }

    var text: String { Wording.value(components.map(\.value)) }
  }

  /// The records, one for each property of the key, in the table's order; all start at the same time,
  /// last as long, follow the same curve and have the same cause.
  package let records: [LayoutRecord]

  /// The record whose timing and cause the change has.
  private var lead: LayoutRecord { records[0] }

  /// The key the change's properties are written under: `offset`, `scrollInsets`.
  package var key: String { lead.property.key }
  /// When the change starts.
  package var startTime: TimeInterval { lead.startTime }
  /// How long it lasts.
  package var duration: TimeInterval { lead.duration }
  /// When it ends.
  package var endTime: TimeInterval { lead.endTime }
  /// How progress follows elapsed time.
  package var curve: TimingCurve { lead.curve }
  /// Why it happened.
  package var cause: AvoidanceCause { lead.cause }

  /// The start and end values.
  var endpoints: (from: Sample, to: Sample) {
    (sample(at: -.infinity), sample(at: .infinity))
  }

  /// The value shown at `time`.
  func sample(at time: TimeInterval) -> Sample {
    Sample(records.map { ($0.property, $0.transition.value(at: time)) })
  }

  /// The frame times a display at `framesPerSecond` shows, cut at `interruption` if one comes.
  func frameTimes(perSecond framesPerSecond: Int, until interruption: TimeInterval?) -> [TimeInterval] {
    let times = lead.transition.frames(perSecond: framesPerSecond).map(\.time)
    guard let interruption else { return times }
    return times.filter { $0 < interruption } + [interruption]
  }

  /// Groups the records one input started into changes.
  ///
  /// A state's records come in the table's order, so those of one key are neighbours. A property of
  /// the key that did not move with the others joins the change at the value the layout presents as
  /// it starts, so that a change shows every number of its key.
  @MainActor
  static func grouping(_ records: ArraySlice<LayoutRecord>, in layout: AnimatedKeyboardLayout) -> [ShownChange] {
    var changes: [ShownChange] = []
    var index = records.startIndex
    while index < records.endIndex {
      let lead = records[index]
      var moved = [lead.property: lead]
      var end = index + 1
      while end < records.endIndex, moved[records[end].property] == nil,
        records[end].property.key == lead.property.key, records[end].startTime == lead.startTime,
        records[end].duration == lead.duration, records[end].curve == lead.curve, records[end].cause == lead.cause
      {
        moved[records[end].property] = records[end]
        end += 1
      }
      let group = LayoutProperty.allCases.filter { $0.key == lead.property.key }.map { property in
        moved[property] ?? Self.holding(property, at: layout[property].presentedValue(at: lead.startTime), like: lead)
      }
      changes.append(ShownChange(records: group))
      index = end
    }
    return changes
  }

  /// A record of `property` that holds `value` for as long as `record` lasts.
  private static func holding(_ property: LayoutProperty, at value: CGFloat, like record: LayoutRecord) -> LayoutRecord
  {
    let held = Transition(
      from: value, to: value, startTime: record.startTime, duration: record.duration, curve: record.curve)
    return LayoutRecord(property, RecordedTransition(held, cause: record.cause))
  }
}
