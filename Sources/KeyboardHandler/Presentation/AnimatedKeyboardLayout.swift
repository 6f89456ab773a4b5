import Binding
import Foundation

/// A view model that turns a ``KeyboardAvoider``'s published values into timed transitions.
///
/// It keeps what a screen animates while it avoids the keyboard, each as an ``AnimatedValue``
/// whose ``AnimatedValue/published`` box a view binds to:
///
/// - ``containerFrame``: the container's frame in screen coordinates, its `origin.y` moved by
///   the avoider's offset (shift strategy);
/// - ``scrollInsets`` and ``contentOffset``: the scroll view's bottom insets and `contentOffset.y`
///   (scroll strategy; the content offset also for the bottom-constraint strategy);
/// - ``constraintConstant``: the bottom constraint's constant (bottom-constraint strategy).
///
/// Each change the avoider publishes is recorded as a transition that starts now, by the injected
/// clock, from the value presented now, with the update's duration, its curve
/// (``TimingCurve/init(animationCurveRawValue:)``) and its ``AvoidanceCause``. An estimate that the
/// real keyboard frame corrects mid-flight therefore continues from where it is, without a jump.
/// ``records`` keeps every property's records in one array, in order.
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
/// Changes arrive through the avoider's boxes, which notify synchronously when set on the main
/// queue, so call the avoider from the main queue for records to carry the right time.
///
/// Lifetimes: the layout holds neither the avoider nor its boxes, and the avoider's boxes hold
/// the layout weakly; freeing the layout ends its bindings at once.
@MainActor
public final class AnimatedKeyboardLayout {
  /// The container's frame in screen coordinates, `origin.y` moved by the avoider's offset.
  public let containerFrame: AnimatedValue<CGRect, AvoidanceCause>
  /// The scroll view's bottom content and indicator insets.
  public let scrollInsets: AnimatedValue<ScrollInsets, AvoidanceCause>
  /// The scroll view's `contentOffset.y`.
  public let contentOffset: AnimatedValue<CGFloat, AvoidanceCause>
  /// The bottom constraint's constant.
  public let constraintConstant: AnimatedValue<CGFloat, AvoidanceCause>

  /// Every transition recorded, of every property, oldest first.
  public private(set) var records: [LayoutRecord] = []

  private let bag = BindingBag()

  /// Creates a layout at the avoider's current values and records every later change.
  ///
  /// - Parameters:
  ///   - avoider: The avoider whose published values drive the layout; it is not retained.
  ///   - clock: The source of the time each transition starts at: a ``SystemAnimationClock`` in
  ///     apps, a ``ManualAnimationClock`` in tests and replays.
  public init(avoider: KeyboardAvoider, clock: any AnimationClock = SystemAnimationClock()) {
    containerFrame = AnimatedValue(Self.containerFrame(of: avoider), clock: clock)
    scrollInsets = AnimatedValue(avoider.scrollInsets.value.value, clock: clock)
    contentOffset = AnimatedValue(avoider.contentOffset.value.value, clock: clock)
    constraintConstant = AnimatedValue(avoider.constraintConstant.value.value, clock: clock)
    bind(to: avoider)
  }

  private func bind(to avoider: KeyboardAvoider) {
    // The frame is the container's frame moved by the offset: either one changing moves it. Both
    // updates read the engine's state, which is complete when they run.
    avoider.offset.bind(owner: self) { [weak avoider] layout, update in
      guard let avoider else { return }
      layout.animate(
        \.containerFrame, to: Self.containerFrame(of: avoider), with: update, as: LayoutRecord.containerFrame)
    }.store(in: bag)
    avoider.containerFrame.bind(owner: self) { [weak avoider] layout, update in
      guard let avoider else { return }
      layout.animate(
        \.containerFrame, to: Self.containerFrame(of: avoider), with: update, as: LayoutRecord.containerFrame)
    }.store(in: bag)
    avoider.scrollInsets.bind(owner: self) { layout, update in
      layout.animate(\.scrollInsets, to: update.value, with: update, as: LayoutRecord.scrollInsets)
    }.store(in: bag)
    avoider.contentOffset.bind(owner: self) { layout, update in
      layout.animate(\.contentOffset, to: update.value, with: update, as: LayoutRecord.contentOffset)
    }.store(in: bag)
    avoider.constraintConstant.bind(owner: self) { layout, update in
      layout.animate(\.constraintConstant, to: update.value, with: update, as: LayoutRecord.constraintConstant)
    }.store(in: bag)
  }

  private func animate<Value, Published>(
    _ property: KeyPath<AnimatedKeyboardLayout, AnimatedValue<Value, AvoidanceCause>>,
    to target: Value,
    with update: AvoidanceUpdate<Published>,
    as record: (RecordedTransition<Value, AvoidanceCause>) -> LayoutRecord
  ) {
    // The engine has already turned a missing or zero event duration into 0.25 s; only an
    // immediate update (a stop, a user scroll) has a zero duration, and it stays immediate.
    let animation = update.animation
    let transition = self[keyPath: property].animate(
      to: target, duration: animation.duration, curve: TimingCurve(animationCurveRawValue: animation.curve),
      cause: update.cause)
    guard let transition else { return }
    records.append(record(RecordedTransition(transition, cause: update.cause)))
  }

  private static func containerFrame(of avoider: KeyboardAvoider) -> CGRect {
    avoider.engine.container.frame.offsetBy(dx: 0, dy: avoider.engine.snapshot.targets.offset)
  }
}
