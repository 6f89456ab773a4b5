import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One transition an ``AnimatedKeyboardLayout`` recorded, tagged with the property it animates.
///
/// The layout keeps its records of every property in one array, in the order they were recorded,
/// so a test compares the whole story at once:
///
/// ```swift
/// #expect(layout.records == [.offset(estimate), .offset(correction)])
/// ```
///
/// `LayoutRecord` is a `Sendable` value.
public enum LayoutRecord: Equatable, Sendable {
  /// A change of the container's vertical offset.
  case offset(RecordedTransition<CGFloat, AvoidanceCause>)
  /// A change of the scroll view's bottom insets.
  case scrollInsets(RecordedTransition<ScrollInsets, AvoidanceCause>)
  /// A change of the scroll view's `contentOffset.y`.
  case contentOffset(RecordedTransition<CGFloat, AvoidanceCause>)
  /// A change of the bottom constraint's constant.
  case constraintConstant(RecordedTransition<CGFloat, AvoidanceCause>)

  /// The property that changed.
  public var property: LayoutProperty {
    switch self {
    case .offset: .offset
    case .scrollInsets: .scrollInsets
    case .contentOffset: .contentOffset
    case .constraintConstant: .constraintConstant
    }
  }

  /// Why it changed: the cause of the avoider's update.
  public var cause: AvoidanceCause { timing.cause }

  /// When the change starts, in the seconds of the layout's clock.
  public var startTime: TimeInterval { timing.startTime }

  /// How long the change lasts, in seconds; zero for an immediate change.
  public var duration: TimeInterval { timing.duration }

  /// How progress follows elapsed time.
  public var curve: TimingCurve { timing.curve }

  /// When the change ends: ``startTime`` plus ``duration``.
  public var endTime: TimeInterval { startTime + duration }

  /// The recorded transition, whatever the type of its values: code that handles every property
  /// alike opens it with a generic function.
  package var change: any LayoutChange {
    switch self {
    case .offset(let change), .contentOffset(let change), .constraintConstant(let change): change
    case .scrollInsets(let change): change
    }
  }

  // Read without `change`, whose existential would be allocated on every call: replays read the
  // timing of every record many times.
  private var timing: (cause: AvoidanceCause, startTime: TimeInterval, duration: TimeInterval, curve: TimingCurve) {
    switch self {
    case .offset(let change), .contentOffset(let change), .constraintConstant(let change): Self.timing(of: change)
    case .scrollInsets(let change): Self.timing(of: change)
    }
  }

  private static func timing<Value>(of change: RecordedTransition<Value, AvoidanceCause>) -> (
    cause: AvoidanceCause, startTime: TimeInterval, duration: TimeInterval, curve: TimingCurve
  ) {
    let transition = change.transition
    return (change.cause, transition.startTime, transition.duration, transition.curve)
  }
}
