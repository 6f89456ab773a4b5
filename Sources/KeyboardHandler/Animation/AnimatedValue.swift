public import Binding
public import Foundation
internal import KeyboardModel

/// A view-model property that changes through timed transitions and records each one.
///
/// Every change starts now, by the injected clock, from the value presented at that instant. A
/// change that interrupts one still in flight therefore continues from where the value is, with
/// no jump: when an estimated keyboard height is corrected by the real frame, the content glides
/// on from its current position.
///
/// ```swift
/// let clock = ManualAnimationClock()
/// let offset = AnimatedValue<Double, String>(0, clock: clock)
/// offset.animate(to: -272, duration: 0.25, curve: .linear, cause: "estimate")
/// clock.advance(by: 0.0625)                          // a quarter of the way: -68 presented
/// offset.animate(to: -248, duration: 0.25, curve: .keyboard, cause: "willShow")
/// offset.records.last?.transition.from              // -68
/// ```
///
/// A target equal to the current one records nothing, so an event sent twice animates once.
/// Views bind to `published`, which holds the latest transition.
///
/// Memory stays flat however long the value lives: it keeps only its latest records, 100 unless
/// `keptRecords` says otherwise, and what it presents from the oldest kept record's start on does
/// not depend on the ones it forgot.
///
/// `AnimatedValue` is not `Sendable`: it lives in the isolation domain of its owner (the keyboard
/// handler, usually on the main actor) together with its clock. What leaves that domain is
/// `Sendable`: the `published` box and the transition values.
public final class AnimatedValue<Value: Interpolatable, Cause: Hashable & Sendable> {
  /// The latest transition, for views and view models to bind to.
  ///
  /// It starts as an immediate transition to the initial value, and receives each recorded
  /// transition when it is recorded. Only the value sets it.
  public var published: ReadOnlyBox<Transition<Value>> { latest.readOnly }
  /// The box of the latest transition, which the value alone sets.
  private let latest: Box<Transition<Value>>

  /// The latest recorded transitions with their causes, oldest first: at most the `keptRecords`
  /// given at creation.
  ///
  /// Once there are more, each new record forgets the oldest: what is presented from the oldest kept
  /// record's start on does not change.
  public private(set) var records: [RecordedTransition<Value, Cause>] = []

  /// The transition that governs before the first record: the initial value, or the last
  /// transition forgotten.
  private var base: Transition<Value>

  private let clock: any AnimationClock

  /// The most records kept.
  private let keptRecords: Int

  /// Creates a value that rests at `value` and reads the time from `clock`.
  ///
  /// - Parameters:
  ///   - value: The value presented until the first change.
  ///   - clock: The source of the time each transition starts at.
  ///   - keptRecords: The most `records` kept; the oldest are forgotten first. The default, 100,
  ///     keeps a long-lived app's memory flat; tests and replays that read every record pass
  ///     `.max`.
  /// - Precondition: `keptRecords` is not negative.
  public init(_ value: Value, clock: any AnimationClock = SystemAnimationClock(), keptRecords: Int = 100) {
    precondition(keptRecords >= 0, "AnimatedValue cannot keep \(keptRecords) records")
    self.clock = clock
    self.keptRecords = keptRecords
    base = Transition(from: value, to: value, startTime: clock.now, duration: 0, curve: .linear)
    latest = Box(base)
  }

  /// The latest transition: the last record, or the resting state if nothing is recorded.
  package var transition: Transition<Value> {
    records.last?.transition ?? base
  }

  /// The recorded transitions without their causes, oldest first.
  package var transitions: [Transition<Value>] {
    records.map(\.transition)
  }

  /// The value the latest transition ends at.
  public var target: Value {
    transition.to
  }

  /// The value shown now, by the clock.
  public var presentedValue: Value {
    presentedValue(at: clock.now)
  }

  /// The value shown at `time`: that of the last transition started by then.
  ///
  /// Before the first record it is the initial value (or, once records are forgotten, what the
  /// last forgotten transition showed).
  package func presentedValue(at time: TimeInterval) -> Value {
    // Records start in clock order, which never runs backwards, so a binary search finds the
    // governing one: replays sample every record's value, and a scan would make them quadratic.
    var low = 0
    var high = records.count
    while low < high {
      let middle = (low + high) / 2
      if records[middle].transition.startTime <= time { low = middle + 1 } else { high = middle }
    }
    let governing = low > 0 ? records[low - 1].transition : base
    return governing.value(at: time)
  }

  /// Animates to `target`, starting now from the presented value, and records the transition.
  ///
  /// Returns the recorded transition, or `nil` when `target` equals the current target: then
  /// nothing is recorded or published, even if `duration` or `curve` differ. A zero (or negative,
  /// or NaN) duration makes the change immediate, as `set(_:cause:)` does.
  @discardableResult
  public func animate(
    to target: Value,
    duration: TimeInterval,
    curve: TimingCurve,
    cause: Cause
  ) -> Transition<Value>? {
    guard target != self.target else { return nil }
    let now = clock.now
    let change = Transition(
      from: presentedValue(at: now),
      to: target,
      startTime: now,
      duration: duration,
      curve: curve
    )
    records.append(RecordedTransition(change, cause: cause))
    if records.count > keptRecords {
      // Dropping the oldest shifts the kept records down, a cost bounded by the cap rather than by
      // the value's age, and keeps `records` exactly the latest ones.
      let forgotten = records.count - keptRecords
      base = records[forgotten - 1].transition
      records.removeFirst(forgotten)
    }
    latest.value = change
    return change
  }

  /// Changes to `target` at once, without animation, and records the change.
  ///
  /// The record is a transition of zero duration with the `TimingCurve.linear` curve. Returns
  /// `nil`, recording nothing, when `target` equals the current target.
  @discardableResult
  public func set(_ target: Value, cause: Cause) -> Transition<Value>? {
    animate(to: target, duration: 0, curve: .linear, cause: cause)
  }

  /// Forgets the records, keeping the latest transition as the resting state, so presented values
  /// from its start on do not change. Nothing is published.
  package func removeAllRecords() {
    base = transition
    records.removeAll()
  }
}

@available(*, unavailable, message: "An AnimatedValue belongs to its owner's isolation domain")
extension AnimatedValue: Sendable {}
