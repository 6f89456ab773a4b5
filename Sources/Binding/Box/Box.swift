/// A value that view models and views share, whose every change reaches its observers on the main
/// queue, in order.
///
/// ```swift
/// let name = Box("")
/// let token = name.bind { value in label.text = value }  // called now with "", then on each change
/// name.value = "Ada"                                      // on the main queue: observers ran when this returns
/// token.unbind()                                          // the binding lasts until this, or until `name` is freed
/// ```
///
/// - Threading: `value` may be read and written from any thread. Observers always run on the main
///   queue (the main actor). A set on the main queue with nothing of this box still queued notifies
///   synchronously; a set from another thread hops to the main queue, and one hop delivers every value
///   queued so far.
/// - Order: every observer sees the values in the order the box stored them, across all threads. A set
///   made from inside an observer is delivered after the current value has reached every observer, so
///   no observer is left with a stale value. Observers are called in the order they were bound.
/// - Lifetime: a box owns its observers. A ``BindingToken`` does not keep the box alive, and a box that
///   is no longer referenced is freed with its observers and drops values not yet delivered. Dropping a
///   token does not unbind: keep it, store it in a ``BindingBag``, or bind with an owner.
/// - Observation: where Swift's Observation exists (iOS 17, macOS 14, tvOS 17, watchOS 10, Linux), a
///   read of ``value`` inside `withObservationTracking`, or in a SwiftUI view's `body`, is told of the
///   next set, once, as a property of an `@Observable` class is; the registrar is told on the main
///   queue, after the observers of that value, in the order described above.
///
/// A box can be set by whoever holds it; hand out its ``readOnly`` face where it must not be.
public final class Box<Value: Sendable>: ObservableBox {
  @usableFromInline let state: Lock<State>
  /// What tokens hold, weakly, to unbind: the same state, without the box.
  @usableFromInline let anchor: Anchor
  /// This box's number, unique in the process, which its tokens carry.
  @usableFromInline let serial: UInt64

  /// Whether the main queue is inside a delivery of this box: a set or bind made there (by an
  /// observer) is queued behind the value being delivered. Only the main queue reads and writes it,
  /// so it needs no lock.
  @MainActor @exclusivity(unchecked) @usableFromInline var isDelivering = false
  /// Whether something was queued from inside the delivery under way, which must drain it.
  @MainActor @exclusivity(unchecked) @usableFromInline var hasPendingAfterDelivery = false

  /// Creates a box holding `value`, which delivers every value it stores.
  public convenience init(_ value: Value) {
    self.init(value, delivery: .everyValue)
  }

  /// Creates a box holding `value`, which delivers values queued for the main queue as `delivery` says.
  ///
  /// The policy only matters for values set away from the main queue (or from inside an observer)
  /// that wait for the main queue: ``DeliveryPolicy/everyValue`` delivers each of them,
  /// ``DeliveryPolicy/latest`` only the newest one waiting.
  public init(_ value: Value, delivery: DeliveryPolicy) {
    state = Lock(State(value: value, policy: delivery))
    anchor = Anchor(state)
    serial = BoxSerial.next()
  }

  deinit {
    // What the state held is released here, after the lock: its deinitializers may use other boxes.
    let (_, _, _, upstream, _) = state.withLock { $0.tearDown() }
    for binding in upstream {
      binding.token.unbind()
    }
  }

  /// The current value. Setting it notifies every observer on the main queue.
  ///
  /// Reads and writes are atomic and may come from any thread. A write on the main queue returns
  /// after every observer has seen the new value (and everything stored before it), unless it is
  /// made from inside an observer, in which case it is delivered right after the current delivery.
  ///
  /// Where Observation exists, a read inside Observation's tracking (`withObservationTracking`, a
  /// SwiftUI view's `body`) is told of the next set, once: on the main queue, after the value is
  /// stored and has reached this box's observers.
  @inlinable
  public var value: Value {
    get {
      #if canImport(Observation)
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
          return trackedValue
        }
      #endif
      return state.withLock { $0.value }
    }
    set { store(newValue) }
  }

  /// The current value, read without Observation seeing it: for the library's own reads, such as a
  /// derived box comparing its value with a new one, which must not make the next set tell
  /// Observation.
  @usableFromInline
  var untrackedValue: Value {
    state.withLock { $0.value }
  }

  /// How many main-queue blocks the box has run to deliver values set elsewhere.
  var mainQueueBlockCount: Int {
    state.withLock { $0.hopCount }
  }

  /// The number of observers bound right now: for tests and leak checks.
  ///
  /// Each live box derived from this one (with ``ObservableBox/map(_:)``, for instance) counts as one
  /// observer, since it is bound to this box; it stops counting once it is freed.
  public var observerCount: Int {
    state.withLock { $0.observers.count }
  }

  /// This box as a read-only box: it can be observed but not set, and it keeps this box alive.
  @inlinable
  public var readOnly: ReadOnlyBox<Value> {
    ReadOnlyBox(self)
  }
}

extension Box: CustomStringConvertible {
  /// A short description with the current value and the number of observers, such as
  /// `Box<Int>(42, observers: 2)`.
  public var description: String {
    let (value, count) = state.withLock { ($0.value, $0.observers.count) }
    return "Box<\(Value.self)>(\(value), observers: \(count))"
  }
}
