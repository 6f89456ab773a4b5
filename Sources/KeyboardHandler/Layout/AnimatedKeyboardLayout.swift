internal import Binding
public import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// A view model that turns a ``KeyboardAvoider``'s published state into timed transitions.
///
/// It keeps what a screen animates while it avoids the keyboard: one ``AnimatedValue`` for each
/// `LayoutProperty`, whose ``AnimatedValue/published`` box a view binds to:
///
/// - `layout[.offset]`: the container's vertical offset (shift strategy), added to its frame at rest;
/// - `layout[.contentInset]`, `layout[.indicatorInset]` and `layout[.contentOffset]`: the scroll view's
///   bottom insets and `contentOffset.y` (scroll strategy; the content offset also for the
///   bottom-constraint strategy);
/// - `layout[.constraintConstant]`: the bottom constraint's constant (bottom-constraint strategy).
///
/// Each change of the avoider's ``KeyboardAvoider/state`` is recorded, for every value that moved,
/// as a transition that starts now, by the injected clock, from the value presented now, with the
/// state's duration, its curve (`TimingCurve.init(animationCurveRawValue:)`) and its
/// `AvoidanceCause`. An estimate that the real keyboard frame corrects mid-flight therefore
/// continues from where it is, without a jump. `records` keeps the latest records of every
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
public final class AnimatedKeyboardLayout {
  /// The latest transitions recorded, of every property, oldest first: at most the `keptRecords`
  /// given at creation.
  ///
  /// Each animated value keeps as many of its own, so forgetting old records never changes what is
  /// presented from the oldest kept record's start on.
  public private(set) var records: [LayoutRecord] = []

  /// The animated value of each property.
  private let values: EveryProperty<AnimatedValue<CGFloat, AvoidanceCause>>
  /// The two bottom insets as one value, for code written when they were one property.
  let insets: AnimatedValue<ScrollInsets, AvoidanceCause>
  private let keptRecords: Int
  private let bag = BindingBag()

  /// Creates a layout at the avoider's current values and records every later change.
  ///
  /// - Parameters:
  ///   - avoider: The avoider whose published state drives the layout; it is not retained.
  ///   - clock: The source of the time each transition starts at: a ``SystemAnimationClock`` in
  ///     apps, a ``ManualAnimationClock`` in tests and replays.
  ///   - keptRecords: The most `records` kept, and the most each animated value keeps; the oldest
  ///     are forgotten first. The default, 100, keeps a long-lived screen's memory flat; a replay
  ///     that reads every record, such as the demo, passes `.max`.
  /// - Precondition: `keptRecords` is not negative.
  public init(
    avoider: KeyboardAvoider, clock: any AnimationClock = SystemAnimationClock(), keptRecords: Int = 100
  ) {
    precondition(keptRecords >= 0, "AnimatedKeyboardLayout cannot keep \(keptRecords) records")
    let targets = avoider.state.value.targets
    self.keptRecords = keptRecords
    values = EveryProperty { AnimatedValue(targets[$0], clock: clock, keptRecords: keptRecords) }
    insets = AnimatedValue(targets.scrollInsets, clock: clock, keptRecords: keptRecords)
    avoider.state.bind(owner: self) { layout, update in
      layout.record(update)
    }.store(in: bag)
  }

  /// The animated value of `property`.
  public subscript(property: LayoutProperty) -> AnimatedValue<CGFloat, AvoidanceCause> {
    values[property]
  }

  /// Animates every property that moved to the update's value, in the table's order, and records it.
  private func record(_ update: AvoidanceUpdate<AvoidanceState>) {
    // The engine has already turned a missing or zero event duration into 0.25 s; only an immediate
    // change (a stop, a user scroll) has a zero duration, and it stays immediate. A value that did not
    // move records nothing.
    let curve = TimingCurve(animationCurveRawValue: update.animation.curve)
    for property in LayoutProperty.allCases {
      guard
        let transition = values[property].animate(
          to: update.targets[property], duration: update.animation.duration, curve: curve, cause: update.cause)
      else { continue }
      records.append(LayoutRecord(property, RecordedTransition(transition, cause: update.cause)))
      if records.count > keptRecords { records.removeFirst(records.count - keptRecords) }
    }
    _ = insets.animate(
      to: update.targets.scrollInsets, duration: update.animation.duration, curve: curve, cause: update.cause)
  }
}
