// The delivery engine: how stored values reach observers on the main queue, in order.
//
// Everything a box knows sits in one `State` behind its lock. A value is either delivered at once
// (set on the main queue with nothing waiting and no delivery in progress) or appended to `pending`,
// which the main queue drains in order: a hop scheduled from another thread, the main-queue set that
// finds values waiting (so it never overtakes them), or the delivery in progress, which keeps draining
// until `pending` is empty before it clears `isDelivering`. Observers are never called with the lock
// held, so they may set, bind and unbind freely.

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

    @usableFromInline
    init(sequence: UInt64, value: Value, recipient: UInt64?) {
      self.sequence = sequence
      self.value = value
      self.recipient = recipient
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

  /// What a caller must do once it has released the lock.
  @usableFromInline
  enum Step: Sendable {
    case nothing
    case scheduleHop
    case drain
    case deliver(ContiguousArray<Observer>, sequence: UInt64)
    case replay(Observer)
  }

  @usableFromInline
  struct State: Sendable {
    @usableFromInline var value: Value
    /// How many values the box has stored: the sequence number of `value`.
    @usableFromInline var sequence: UInt64 = 0
    /// Bound observers, sorted by `id` (ids only grow).
    @usableFromInline var observers: ContiguousArray<Observer> = []
    @usableFromInline var pending: ContiguousArray<Delivery> = []
    @usableFromInline var nextObserverID: UInt64 = 1
    /// Whether the main queue is inside a delivery of this box; it drains `pending` before it stops.
    @usableFromInline var isDelivering = false
    @usableFromInline var isHopScheduled = false
    /// How many main-queue blocks this box has run: the flood tests check it stays small.
    @usableFromInline var hopCount = 0
    @usableFromInline let policy: DeliveryPolicy
    /// A derived box's bindings to the boxes it reads from, unbound when it is freed.
    @usableFromInline var upstream: [Upstream] = []
    /// The box this is the state of, for an unbind through its anchor to reach the delivery under
    /// way. Unowned, so that it costs the box no side table; read only while `isDelivering`, when
    /// the delivering frame holds the box.
    @usableFromInline unowned var owner: Box?

    @usableFromInline
    init(value: Value, policy: DeliveryPolicy) {
      self.value = value
      self.policy = policy
    }

    @inlinable
    mutating func store(_ newValue: Value, onMainQueue: Bool) -> Step {
      sequence &+= 1
      value = newValue
      if observers.isEmpty && pending.isEmpty && !isDelivering {
        return .nothing
      }
      if onMainQueue && !isDelivering {
        isDelivering = true
        if pending.isEmpty {
          return .deliver(observers, sequence: sequence)
        }
        enqueue(Delivery(sequence: sequence, value: newValue, recipient: nil))
        return .drain
      }
      enqueue(Delivery(sequence: sequence, value: newValue, recipient: nil))
      return hopIfNeeded()
    }

    @inlinable
    mutating func enqueue(_ delivery: Delivery) {
      if policy == .latest, delivery.recipient == nil, let last = pending.last, last.recipient == nil {
        pending[pending.endIndex - 1] = delivery
      } else {
        pending.append(delivery)
      }
    }

    @inlinable
    mutating func hopIfNeeded() -> Step {
      if isDelivering || isHopScheduled {
        return .nothing
      }
      isHopScheduled = true
      return .scheduleHop
    }

    /// Ends a delivery when nothing waits, or hands over everything that does.
    @inlinable
    mutating func takePending() -> (ContiguousArray<Delivery>, ContiguousArray<Observer>)? {
      if pending.isEmpty {
        isDelivering = false
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

  @inlinable
  func store(_ newValue: Value) {
    let onMainQueue = MainQueue.isCurrent
    let step = state.withLock { $0.store(newValue, onMainQueue: onMainQueue) }
    perform(step, value: newValue)
  }

  /// Stores a value from main-actor code, which is on the main queue by its isolation: the derived
  /// boxes' updates, which run inside observers, skip asking the queue.
  @MainActor @inlinable
  func storeOnMainActor(_ newValue: Value) {
    let step = state.withLock { $0.store(newValue, onMainQueue: true) }
    perform(step, value: newValue)
  }

  @inlinable
  func perform(_ step: Step, value: Value) {
    switch step {
    case .nothing:
      return
    case .scheduleHop:
      scheduleHop()
    case .drain:
      MainQueue.assumeIsolated(self) { box in box.drain() }
    case .deliver(let observers, let sequence):
      MainQueue.assumeIsolated((self, value, sequence, observers)) { box, value, sequence, observers in
        var observers = observers
        var unbindCount = box.mainQueueUnbindCount
        box.deliver(value, sequence: sequence, to: &observers, unbindCount: &unbindCount)
        box.drain()
      }
    case .replay(let observer):
      MainQueue.assumeIsolated((self, value, observer)) { box, value, observer in
        observer.receive(value)
        box.drain()
      }
    }
  }

  @usableFromInline
  func scheduleHop() {
    MainQueue.schedule { [weak self] in
      self?.hop()
    }
  }

  @MainActor
  func hop() {
    let mustDrain = state.withLock { state in
      state.isHopScheduled = false
      state.hopCount += 1
      if state.isDelivering || state.pending.isEmpty {
        return false
      }
      state.isDelivering = true
      return true
    }
    if mustDrain {
      drain()
    }
  }

  /// Delivers everything pending, then ends the delivery. The caller has set `isDelivering`.
  @MainActor @inlinable
  func drain() {
    var unbindCount = mainQueueUnbindCount
    while let (batch, snapshot) = state.withLock({ $0.takePending() }) {
      var observers = snapshot
      for delivery in batch {
        if let recipient = delivery.recipient {
          replay(delivery.value, to: recipient, among: &observers, unbindCount: &unbindCount)
        } else {
          deliver(delivery.value, sequence: delivery.sequence, to: &observers, unbindCount: &unbindCount)
        }
      }
    }
  }

  /// Calls every observer bound before `sequence`, in bind order, skipping any that an observer
  /// unbinds on the way.
  @MainActor @inlinable
  func deliver(
    _ value: Value,
    sequence: UInt64,
    to observers: inout ContiguousArray<Observer>,
    unbindCount: inout UInt64
  ) {
    var index = 0
    while index < observers.count {
      if unbindCount != mainQueueUnbindCount {
        let lastCalled = index == 0 ? 0 : observers[index - 1].id
        refresh(&observers, unbindCount: &unbindCount)
        index = Self.index(after: lastCalled, in: observers)
        continue
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
    if unbindCount != mainQueueUnbindCount {
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
    unbindCount = mainQueueUnbindCount
    observers = state.withLock { $0.observers }
  }
}
