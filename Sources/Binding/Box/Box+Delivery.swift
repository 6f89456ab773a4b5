// The delivery engine: how stored values reach observers on the main queue, in order.
//
// Everything a box shares between threads sits in one `State` behind its lock; what only the main
// queue touches (whether it is delivering this box right now) sits beside it, unlocked. A value is
// either delivered at once (set on the main queue, with nothing waiting and no delivery of this box
// under way), or appended to `pending`, which the main queue drains in order: a hop scheduled from
// another thread, the main-queue set that finds values waiting (so it never overtakes them), or the
// delivery under way, which drains what its own observers set before it returns.
//
// The observer list is a snapshot that only bind and unbind replace: a set copies a reference to it
// under the lock, and the common case (a set on the main queue) takes the lock once, with no
// allocation. A set with no observer stores the value and returns, without asking for the queue.
// Observers are never called with the lock held, so they may set, bind and unbind freely.
//
// Observation (`Box+Observation.swift`) rides on the same queue: a read of `value` marks the state,
// and the next set carries a notice for Observation's registrar with its value, told on the main
// queue right after that value's observers. A set that nobody observes and nobody read since the
// last one still stores and returns.

extension Box {
  /// An observer and the point from which it receives values.
  @usableFromInline
  struct Observer: Sendable {
    @usableFromInline let id: UInt64
    /// The sequence number current when it was bound: it receives only values stored after that,
    /// plus its own replay of the value it was bound at.
    @usableFromInline let since: UInt64
    @usableFromInline let receive: @MainActor @Sendable (Value) -> Void

    @usableFromInline
    init(id: UInt64, since: UInt64, receive: @escaping @MainActor @Sendable (Value) -> Void) {
      self.id = id
      self.since = since
      self.receive = receive
    }
  }

  /// A value waiting for the main queue.
  @usableFromInline
  struct Delivery: Sendable {
    @usableFromInline let sequence: UInt64
    @usableFromInline let value: Value
    /// The one observer a replay is for, or `nil` for every observer.
    @usableFromInline let recipient: UInt64?
    /// Whether Observation's registrar is told of this value once its observers have it: `value` was
    /// read, maybe inside Observation's tracking, since the box last told it.
    @usableFromInline let tellsObservation: Bool

    @usableFromInline
    init(sequence: UInt64, value: Value, recipient: UInt64?, tellsObservation: Bool = false) {
      self.sequence = sequence
      self.value = value
      self.recipient = recipient
      self.tellsObservation = tellsObservation
    }
  }

  /// What a new observer receives before the values stored after it was bound.
  @usableFromInline
  enum Replay: Sendable {
    /// The current value, first.
    case current
    /// Nothing: only the values stored after it was bound.
    case never
    /// The current value if its sequence number is not `known`, the one the observer already has.
    case ifNewerThan(_ known: UInt64)
  }

  /// A derived box's binding to one of its sources, as the derived box sees it.
  @usableFromInline
  struct Upstream: Sendable {
    /// The binding in the source's observers; it holds the source weakly.
    @usableFromInline let token: BindingToken
    /// The link that the source's observer holds; the derived box only reaches it, to make it hold
    /// the derived box strongly while it has observers.
    @usableFromInline weak var link: UpstreamLink?

    @inlinable
    init(token: BindingToken, link: UpstreamLink) {
      self.token = token
      self.link = link
    }
  }

  /// Who heeds the next set: what a store checks first, in one test, so that a set with nobody to
  /// reach stores and returns.
  @usableFromInline
  enum Audience: Sendable {
    /// No observer is bound, and the value was not read since the box last told Observation.
    case nobody
    /// Observers are bound, and the value was not read since the box last told Observation.
    case observers
    /// The value was read since the box last told Observation, maybe inside its tracking: the next
    /// set carries a notice for the registrar, whether or not observers are bound.
    case reader
  }

  /// Where the caller of a store or a bind stands: it decides what the state machine does.
  @usableFromInline
  enum Caller: Sendable {
    /// On another thread: whatever is to be delivered waits for a hop to the main queue.
    case elsewhere
    /// On the main queue, outside any delivery of this box: it may deliver before it returns.
    case mainQueue
    /// On the main queue, inside a delivery of this box (an observer's set or bind): it queues
    /// behind the value being delivered, which the delivery drains before it returns.
    case delivery
  }

  /// What a caller must do once it has released the lock.
  @usableFromInline
  enum Step: Sendable {
    case nothing
    case scheduleHop
    /// Deliver everything pending, in order: values were waiting, so this one may not go first.
    case drain
    /// Tell the delivery under way that it has more to drain.
    case drainAfterDelivery
    /// Deliver the value just stored to the observers handed out with it, all bound before it.
    case deliver
    /// ``deliver``, then tell Observation's registrar: the value was read since the last notice.
    case deliverAndTellObservation
    /// Call the new observer with the current value.
    case replay
  }

  @usableFromInline
  struct State: Sendable {
    /// The value: `nil` only once the box is freed, since tokens may keep this state a while longer
    /// (see ``tearDown()``).
    @usableFromInline var stored: Value?
    /// How many values the box has stored: the sequence number of `value`.
    @usableFromInline var sequence: UInt64 = 0
    /// Bound observers, sorted by `id` (ids only grow). Sets only copy it, so a set costs a
    /// reference count; bind and unbind change it, copying the storage if a delivery still holds it.
    @usableFromInline var observers: ContiguousArray<Observer> = []
    @usableFromInline var pending: ContiguousArray<Delivery> = []
    @usableFromInline var nextObserverID: UInt64 = 1
    /// Whether a hop is queued, or draining: it takes everything pending before it clears this.
    @usableFromInline var isHopScheduled = false
    /// How many main-queue blocks this box has run: the flood tests check it stays small.
    @usableFromInline var hopCount = 0
    @usableFromInline let policy: DeliveryPolicy
    /// A derived box's bindings to the boxes it reads from, unbound when it is freed.
    @usableFromInline var upstream: [Upstream] = []
    /// Observation's registrar for this box, made by the first read of `value` where Observation
    /// exists. Type-erased, so that a box stores nothing of a type that iOS 13 to 16 lack.
    @usableFromInline var registrar: (AnyObject & Sendable)?
    /// Who heeds the next set: kept by bind and unbind, by a read of `value` (``markRead()``) and by
    /// the set that takes that read's notice.
    @usableFromInline var audience = Audience.nobody

    @usableFromInline
    init(value: Value, policy: DeliveryPolicy) {
      self.stored = value
      self.policy = policy
    }

    /// The value, which only a freed box lacks: every reader holds the box.
    @inlinable
    var value: Value {
      stored.unsafelyUnwrapped
    }

    /// Notes a read of `value` that Observation may be tracking: the next set must tell the registrar.
    @inlinable
    mutating func markRead() {
      audience = .reader
    }

    /// Who heeds the next set once a notice is taken, or once the observers change.
    @inlinable
    var audienceOfObservers: Audience {
      observers.isEmpty ? .nobody : .observers
    }

    /// Empties the state of a box being freed, and returns what it held, for the caller to release
    /// once it has left the lock.
    ///
    /// Tokens keep this state after the box is freed (a token's unbind then finds nothing to
    /// remove), so the value, the observers and what is queued go now, with the box: an object they
    /// hold, which may itself hold a token of this box, is freed as it would be with the state.
    @usableFromInline
    mutating func tearDown() -> (Value?, ContiguousArray<Observer>, ContiguousArray<Delivery>, [Upstream], AnyObject?) {
      defer {
        stored = nil
        observers = []
        audience = .nobody
        pending = []
        upstream = []
        registrar = nil
      }
      return (stored, observers, pending, upstream, registrar)
    }

    /// Stores a value and says how it reaches the observers. `caller` is asked only when someone
    /// heeds the set (an observer, or a read since the last notice), since finding out where the
    /// caller runs costs more than the rest of the store.
    @inlinable
    mutating func store(
      _ newValue: Value,
      caller: () -> Caller,
      handing snapshot: inout ContiguousArray<Observer>?
    ) -> Step {
      sequence &+= 1
      stored = newValue
      switch audience {
      case .nobody:
        // Nobody bound now can receive this value: whoever binds later replays a newer one. And no
        // tracking of Observation waits for it: the value was not read since the last notice.
        return .nothing
      case .reader:
        return storeTellingObservation(newValue, caller: caller(), handing: &snapshot)
      case .observers:
        break
      }
      switch caller() {
      case .mainQueue where pending.isEmpty:
        snapshot = observers
        return .deliver
      case .mainQueue:
        enqueue(Delivery(sequence: sequence, value: newValue, recipient: nil))
        return .drain
      case .delivery:
        enqueue(Delivery(sequence: sequence, value: newValue, recipient: nil))
        return .drainAfterDelivery
      case .elsewhere:
        enqueue(Delivery(sequence: sequence, value: newValue, recipient: nil))
        return hopIfNeeded()
      }
    }

    /// The rest of a store after a read of the value, which may have been inside Observation's
    /// tracking: the value carries a notice for the registrar, observers or not, through the queue,
    /// which a main-queue caller drains at once. Kept out of line, and off the synchronous fast path,
    /// so that a set that nobody read since the last one costs what it did before Observation.
    @inlinable @inline(never)
    mutating func storeTellingObservation(
      _ newValue: Value,
      caller: Caller,
      handing snapshot: inout ContiguousArray<Observer>?
    ) -> Step {
      audience = audienceOfObservers
      let delivery = Delivery(sequence: sequence, value: newValue, recipient: nil, tellsObservation: true)
      switch caller {
      case .mainQueue where pending.isEmpty:
        snapshot = observers
        return .deliverAndTellObservation
      case .mainQueue:
        enqueue(delivery)
        return .drain
      case .delivery:
        enqueue(delivery)
        return .drainAfterDelivery
      case .elsewhere:
        enqueue(delivery)
        return hopIfNeeded()
      }
    }

    /// Queues a delivery. A value for every observer replaces the one queued before it when nobody
    /// could receive that one (under ``DeliveryPolicy/latest``, or with no observer bound, when only
    /// its notice for Observation is left), and takes over that notice.
    @inlinable
    mutating func enqueue(_ delivery: Delivery) {
      if delivery.recipient == nil, let last = pending.last, last.recipient == nil,
        policy == .latest || observers.isEmpty
      {
        pending[pending.endIndex - 1] = Delivery(
          sequence: delivery.sequence, value: delivery.value, recipient: nil,
          tellsObservation: delivery.tellsObservation || last.tellsObservation)
      } else {
        pending.append(delivery)
      }
    }

    @inlinable
    mutating func hopIfNeeded() -> Step {
      if isHopScheduled {
        return .nothing
      }
      isHopScheduled = true
      return .scheduleHop
    }

    /// Hands over everything pending with the observers to deliver it to, or ends a hop's drain
    /// when nothing is left.
    @inlinable
    mutating func takePending(endingHop isHop: Bool) -> (ContiguousArray<Delivery>, ContiguousArray<Observer>)? {
      if pending.isEmpty {
        if isHop {
          isHopScheduled = false
        }
        return nil
      }
      var batch = ContiguousArray<Delivery>()
      swap(&batch, &pending)
      return (batch, observers)
    }

    /// Makes every source hold this derived box: it has observers, so it must live while its
    /// sources can still change it.
    @inlinable
    func holdUpstream(_ box: Box) {
      for binding in upstream {
        binding.link?.hold(box)
      }
    }

    /// Lets the sources hold this derived box only weakly again, now that nothing observes it, and
    /// returns it for the caller to release once it has left the lock.
    @inlinable
    func releaseUpstream() -> Box? {
      var released: Box?
      for binding in upstream {
        if let box = binding.link?.release() {
          released = box
        }
      }
      return released
    }
  }

  /// Where the caller runs, asked under the lock by a store or a bind that has observers to reach.
  @inlinable
  func caller() -> Caller {
    MainQueue.isCurrent ? MainQueue.assumeIsolated(self) { box in box.mainQueueCaller } : .elsewhere
  }

  /// Where main-queue code stands: inside a delivery of this box, or outside.
  @MainActor @inlinable
  var mainQueueCaller: Caller {
    isDelivering ? .delivery : .mainQueue
  }

  @inlinable
  func store(_ newValue: Value) {
    // Optional, so that a set with no observer has no array to release.
    var observers: ContiguousArray<Observer>?
    let step = state.withLock { $0.store(newValue, caller: { self.caller() }, handing: &observers) }
    perform(step, value: newValue, observers: observers)
  }

  /// Stores a value from main-actor code, which is on the main queue by its isolation: the derived
  /// boxes' updates, which run inside observers, skip asking the queue.
  @MainActor @inlinable
  func storeOnMainActor(_ newValue: Value) {
    let caller = mainQueueCaller
    var observers: ContiguousArray<Observer>?
    let step = state.withLock { $0.store(newValue, caller: { caller }, handing: &observers) }
    perform(step, value: newValue, observers: observers)
  }

  /// Does what a store left to do once it released the lock.
  @inlinable
  func perform(_ step: Step, value: Value, observers: ContiguousArray<Observer>?) {
    switch step {
    case .nothing, .replay:
      return
    case .scheduleHop:
      scheduleHop()
    case .drain:
      MainQueue.assumeIsolated(self) { box in box.deliverPending() }
    case .drainAfterDelivery:
      MainQueue.assumeIsolated(self) { box in box.hasPendingAfterDelivery = true }
    case .deliver:
      guard let observers else { return }
      MainQueue.assumeIsolated(self, value, observers) { box, value, observers in
        box.isDelivering = true
        box.deliver(value, to: observers)
        box.finishDelivery()
      }
    case .deliverAndTellObservation:
      deliverTellingObservation(value, to: observers)
    }
  }

  /// Delivers a value just stored on the main queue, then tells Observation's registrar; out of line,
  /// so that the fast path of a set stays as it was.
  @inlinable @inline(never)
  func deliverTellingObservation(_ value: Value, to observers: ContiguousArray<Observer>?) {
    guard let observers else { return }
    MainQueue.assumeIsolated(self, value, observers) { box, value, observers in
      box.isDelivering = true
      box.deliver(value, to: observers)
      box.tellObservation()
      box.finishDelivery()
    }
  }

  @inlinable
  func scheduleHop() {
    MainQueue.schedule { [weak self] in
      self?.hop()
    }
  }

  @MainActor @inlinable
  func hop() {
    state.withLock { $0.hopCount += 1 }
    if isDelivering {
      // An observer runs the main queue from inside a delivery of this box (a nested run loop):
      // that delivery drains before it returns, and the next value from elsewhere hops again.
      state.withLock { $0.isHopScheduled = false }
      hasPendingAfterDelivery = true
      return
    }
    isDelivering = true
    drain(endingHop: true)
    isDelivering = false
  }

  /// Ends a delivery, after draining what its observers queued.
  @MainActor @inlinable
  func finishDelivery() {
    if hasPendingAfterDelivery {
      drain(endingHop: false)
    }
    isDelivering = false
  }

  /// Delivers everything pending: a main-queue set or bind found values waiting.
  @MainActor @inlinable
  func deliverPending() {
    isDelivering = true
    drain(endingHop: false)
    isDelivering = false
  }

  /// Delivers everything pending, including what is queued meanwhile. The caller has set
  /// `isDelivering`.
  @MainActor @inlinable
  func drain(endingHop isHop: Bool) {
    while let (batch, snapshot) = state.withLock({ $0.takePending(endingHop: isHop) }) {
      hasPendingAfterDelivery = false
      var observers = snapshot
      var unbindCount = anchor.mainQueueUnbindCount
      for delivery in batch {
        if let recipient = delivery.recipient {
          replay(delivery.value, to: recipient, among: &observers, unbindCount: &unbindCount)
        } else {
          deliver(delivery.value, sequence: delivery.sequence, from: 0, to: &observers, unbindCount: &unbindCount)
          if delivery.tellsObservation {
            tellObservation()
          }
        }
      }
    }
    hasPendingAfterDelivery = false
  }

  /// Calls every observer of `observers`, all bound before the value, in bind order. The fast path
  /// of a main-queue set: it reads the snapshot as it is until an observer unbinds one.
  @MainActor @inlinable
  func deliver(_ value: Value, to observers: ContiguousArray<Observer>) {
    let anchor = self.anchor
    let unbindCount = anchor.mainQueueUnbindCount
    var index = 0
    while index < observers.count {
      if anchor.mainQueueUnbindCount != unbindCount {
        // Observers bound since the snapshot was taken, after the value was stored, have greater
        // ids than any in it (ids only grow): those must not receive the value.
        var current = observers
        var seen = unbindCount
        let newest = observers[observers.count - 1].id
        deliver(value, sequence: .max, through: newest, from: index, to: &current, unbindCount: &seen)
        return
      }
      observers[index].receive(value)
      index += 1
    }
  }

  /// Calls, from `index` on, every observer bound before `sequence` whose id is at most `newest`,
  /// in bind order, skipping any that an observer unbinds on the way.
  @MainActor @inlinable
  func deliver(
    _ value: Value,
    sequence: UInt64,
    through newest: UInt64 = .max,
    from index: Int,
    to observers: inout ContiguousArray<Observer>,
    unbindCount: inout UInt64
  ) {
    var index = index
    while index < observers.count {
      if unbindCount != anchor.mainQueueUnbindCount {
        let lastCalled = index == 0 ? 0 : observers[index - 1].id
        refresh(&observers, unbindCount: &unbindCount)
        index = Self.index(after: lastCalled, in: observers)
        continue
      }
      if observers[index].id > newest {
        return
      }
      if observers[index].since < sequence {
        observers[index].receive(value)
      }
      index += 1
    }
  }

  @MainActor @inlinable
  func replay(
    _ value: Value,
    to recipient: UInt64,
    among observers: inout ContiguousArray<Observer>,
    unbindCount: inout UInt64
  ) {
    if unbindCount != anchor.mainQueueUnbindCount {
      refresh(&observers, unbindCount: &unbindCount)
    }
    let index = Self.index(after: recipient - 1, in: observers)
    if index < observers.count, observers[index].id == recipient {
      observers[index].receive(value)
    }
  }

  /// The index of the first observer whose id is greater than `id` (observers are sorted by id).
  @inlinable
  static func index(after id: UInt64, in observers: ContiguousArray<Observer>) -> Int {
    var low = 0
    var high = observers.count
    while low < high {
      let middle = (low + high) / 2
      if observers[middle].id <= id {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  @MainActor @inlinable
  func refresh(_ observers: inout ContiguousArray<Observer>, unbindCount: inout UInt64) {
    unbindCount = anchor.mainQueueUnbindCount
    observers = state.withLock { $0.observers }
  }
}
