public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// One transition an `AnimatedKeyboardLayout` recorded, tagged with the property it animates.
///
/// The layout keeps its records of every property in one array, in the order they were recorded,
/// so a test compares the whole story at once:
///
/// ```swift
/// #expect(layout.records == [LayoutRecord(.offset, estimate), LayoutRecord(.offset, correction)])
/// ```
///
/// `LayoutRecord` is a `Sendable` value.
public struct LayoutRecord: Hashable, Sendable {
  /// The property that changed.
  public var property: LayoutProperty
  /// The change, with its cause.
  public var change: RecordedTransition<CGFloat, AvoidanceCause>

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - property: The property that changed.
  ///   - change: The change, with its cause.
  public init(_ property: LayoutProperty, _ change: RecordedTransition<CGFloat, AvoidanceCause>) {
    self.property = property
    self.change = change
  }

  /// The change, from its start value to its end value.
  public var transition: Transition<CGFloat> { change.transition }

  /// Why it changed: the cause of the avoider's update.
  public var cause: AvoidanceCause { change.cause }

  /// When the change starts, in the seconds of the layout's clock.
  package var startTime: TimeInterval { transition.startTime }

  /// How long the change lasts, in seconds; zero for an immediate change.
  package var duration: TimeInterval { transition.duration }

  /// How progress follows elapsed time.
  package var curve: TimingCurve { transition.curve }

  /// When the change ends: `startTime` plus `duration`.
  package var endTime: TimeInterval { startTime + duration }
}
