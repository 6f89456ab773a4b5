import Binding
import Foundation
import KeyboardModel

/// A view model that turns a ``KeyboardAvoider``'s published state into timed transitions.
///
/// It keeps what a screen animates while it avoids the keyboard: one ``AnimatedValue`` for each
/// property of ``AvoidanceTargets`` (each ``LayoutProperty``), named after it, whose
/// ``AnimatedValue/published`` box a view binds to:
///
/// - `layout.offset`: the container's vertical offset (shift strategy), added to its frame at rest;
/// - `layout.scrollInsets` and `layout.contentOffset`: the scroll view's bottom insets and
///   `contentOffset.y` (scroll strategy; the content offset also for the bottom-constraint strategy);
/// - `layout.constraintConstant`: the bottom constraint's constant (bottom-constraint strategy).
///
/// Each change of the avoider's ``KeyboardAvoider/state`` is recorded, for every value that moved,
/// as a transition that starts now, by the injected clock, from the value presented now, with the
/// state's duration, its curve (``TimingCurve/init(animationCurveRawValue:)``) and its
/// ``AvoidanceCause``. An estimate that the real keyboard frame corrects mid-flight therefore
/// continues from where it is, without a jump. ``records`` keeps the latest records of every
/// property in one array, in order: 100 of them unless `keptRecords` says otherwise, so a layout
/// that lives as long as its screen keeps its memory flat. The container's own frame (rotation, a
/// resized form sheet) is not animated here: it is the container's layout, read from
/// ``KeyboardAvoider/state``.
///
/// ```swift
/// let clock = ManualAnimationClock()
/// let layout = AnimatedKeyboardLayout(avoider: avoider, clock: clock)
/// try avoider.didBeginEditing("amount")       // the estimate: offset animates to -272
/// clock.advance(by: 0.1)
/// try avoider.handle(.keyboard(willShow))     // the correction, from the presented value
/// layout.records.map(\.cause)                 // [.estimate, .keyboard(.willShow)]
/// ```
///
/// Changes arrive through the avoider's state box, which notifies synchronously when set on the
/// main queue, so call the avoider from the main queue for records to carry the right time.
///
/// Lifetimes: the layout holds neither the avoider nor its boxes, and the avoider's box holds
/// the layout weakly; freeing the layout ends its binding at once.
@MainActor
@dynamicMemberLookup
public final class AnimatedKeyboardLayout {
  /// The latest transitions recorded, of every property, oldest first: at most the `keptRecords`
  /// given at creation.
  ///
  /// Each animated value keeps as many of its own, so forgetting old records never changes what is
  /// presented from the oldest kept record's start on.
  public private(set) var records: [LayoutRecord] = []

  /// The animated value of each property, an `AnimatedValue` of the property's type, by the
  /// property's key path into ``AvoidanceTargets``.
  private let values: [PartialKeyPath<AvoidanceTargets>: AnyObject]
  /// For each property, in order, what animates its value to a new state's and gives the record of
  /// the change, if it moved.
  private let animations: [(AvoidanceState) -> LayoutRecord?]
  private let keptRecords: Int
  private let bag = BindingBag()

  /// Creates a layout at the avoider's current values and records every later change.
  ///
  /// - Parameters:
  ///   - avoider: The avoider whose published state drives the layout; it is not retained.
  ///   - clock: The source of the time each transition starts at: a ``SystemAnimationClock`` in
  ///     apps, a ``ManualAnimationClock`` in tests and replays.
  ///   - keptRecords: The most ``records`` kept, and the most each animated value keeps; the oldest
  ///     are forgotten first. The default, 100, keeps a long-lived screen's memory flat; a replay
  ///     that reads every record, such as the demo, passes `.max`.
  /// - Precondition: `keptRecords` is not negative.
  public init(
    avoider: KeyboardAvoider, clock: any AnimationClock = SystemAnimationClock(), keptRecords: Int = 100
  ) {
    precondition(keptRecords >= 0, "AnimatedKeyboardLayout cannot keep \(keptRecords) records")
    let making = Animating(targets: avoider.state.value.targets, clock: clock, keptRecords: keptRecords)
    let made = LayoutProperty.allCases.map { $0.visitTarget(making) }
    self.keptRecords = keptRecords
    values = Dictionary(uniqueKeysWithValues: made.map { ($0.keyPath, $0.value) })
    animations = made.map(\.animate)
    avoider.state.bind(owner: self) { layout, state in
      layout.record(state)
    }.store(in: bag)
  }

  /// The animated value of one of the properties of ``AvoidanceTargets``: `layout.offset`,
  /// `layout.scrollInsets`, `layout.contentOffset`, `layout.constraintConstant`.
  ///
  /// - Precondition: `keyPath` names a property of ``AvoidanceTargets`` itself (one of
  ///   `LayoutProperty.allCases`), not a part of one.
  public subscript<Value: TargetValue>(
    dynamicMember keyPath: KeyPath<AvoidanceTargets, Value>
  ) -> AnimatedValue<Value, AvoidanceCause> {
    guard let value = values[keyPath] as? AnimatedValue<Value, AvoidanceCause> else {
      preconditionFailure("\(keyPath) is not one of the animated properties, LayoutProperty.allCases")
    }
    return value
  }

  private func record(_ state: AvoidanceState) {
    for animate in animations {
      guard let record = animate(state) else { continue }
      records.append(record)
      if records.count > keptRecords { records.removeFirst(records.count - keptRecords) }
    }
  }
}

/// Makes a property's animated value, and what animates it to each new state.
private struct Animating: LayoutTargetVisitor {
  let targets: AvoidanceTargets
  let clock: any AnimationClock
  let keptRecords: Int

  func visit<Target: LayoutTarget>(_ target: Target) -> (
    keyPath: PartialKeyPath<AvoidanceTargets>, value: AnyObject, animate: (AvoidanceState) -> LayoutRecord?
  ) {
    let keyPath = target.keyPath
    let value = AnimatedValue<Target.Value, AvoidanceCause>(
      targets[keyPath: keyPath], clock: clock, keptRecords: keptRecords)
    return (
      keyPath, value,
      { state in
        // The engine has already turned a missing or zero event duration into 0.25 s; only an
        // immediate change (a stop, a user scroll) has a zero duration, and it stays immediate.
        // A value that did not move records nothing.
        let animation = state.animation
        let transition = value.animate(
          to: state.targets[keyPath: keyPath], duration: animation.duration,
          curve: TimingCurve(animationCurveRawValue: animation.curve), cause: state.cause)
        return transition.map { target.record(RecordedTransition($0, cause: state.cause)) }
      }
    )
  }
}
