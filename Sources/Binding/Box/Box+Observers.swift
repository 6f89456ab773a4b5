extension Box {
  /// Binds an observer: it is called first with the current value, then with every later value.
  ///
  /// The observer runs on the main queue. Bound on the main queue outside any delivery, it is called
  /// with the current value before `bind` returns; bound elsewhere (another thread, or inside an
  /// observer), the replay waits for the main queue like any value. Either way it never misses a value
  /// stored after `bind` returns and never receives one stored before `bind` other than the replay.
  ///
  /// The binding lasts until it is unbound or the box is freed: dropping the token does not end it.
  /// Keep the token to ``unbind(_:)`` with, store it in a ``BindingBag`` that ends with its owner, or
  /// bind with an owner (``ObservableBox/bind(owner:_:)``) to end the binding with that object.
  ///
  /// ```swift
  /// let token = name.bind { label.text = $0 }  // called now with the current value, then on each change
  /// token.unbind()                             // no call after this returns on the main queue
  /// ```
  ///
  /// - Parameter observer: Called on the main actor with each value, in order.
  /// - Returns: A token to ``unbind(_:)`` with.
  @inlinable @discardableResult
  public func bind(_ observer: @escaping @MainActor @Sendable (Value) -> Void) -> BindingToken {
    bind(replaying: .current, observer)
  }

  /// Binds `observer`, replaying as `replay` says, and returns its token.
  @inlinable
  func bind(replaying replay: Replay, _ observer: @escaping @MainActor @Sendable (Value) -> Void) -> BindingToken {
    let (id, step, current) = state.withLock { state in
      let added = state.addObserver(observer, replaying: replay, caller: caller())
      if state.observers.count == 1 && !state.upstream.isEmpty {
        state.holdUpstream(self)
      }
      return added
    }
    let token = BindingToken(id: id, source: anchor, sourceSerial: serial) { source, id in
      // The token was made for this box, so its source is this box's anchor.
      unsafeDowncast(source, to: Anchor.self).removeObserver(id: id)
    }
    if step == .replay {
      // The closure travels inside an `Observer`: passed through a generic parameter by itself, it
      // would be wrapped in a heap-allocated thunk.
      let replayed = Observer(id: id, since: 0, receive: observer)
      MainQueue.assumeIsolated(self, current, replayed) { box, value, observer in
        box.isDelivering = true
        observer.receive(value)
        box.finishDelivery()
      }
    } else {
      perform(step, value: current, observers: nil)
    }
    return token
  }

  /// The current value with its sequence number, read together.
  @usableFromInline
  var versionedValue: (value: Value, sequence: UInt64) {
    state.withLock { ($0.value, $0.sequence) }
  }

  /// Unbinds the observer `token` stands for, at once.
  ///
  /// Once this returns on the main queue, the observer receives nothing more, not even the rest of a
  /// delivery in progress. Called from another thread, it takes effect at the main queue's next
  /// delivery of this box: a delivery already under way may still reach the observer with the values
  /// it is delivering. A token already unbound, or from another box, is ignored.
  @inlinable
  public func unbind(_ token: BindingToken) {
    guard token.sourceSerial == serial else {
      return
    }
    anchor.removeObserver(id: token.id)
  }
}

extension Box.State {
  @inlinable
  mutating func addObserver(
    _ receive: @escaping @MainActor @Sendable (Value) -> Void,
    replaying replay: Box.Replay,
    caller: Box.Caller
  ) -> (UInt64, Box.Step, Value) {
    let id = nextObserverID
    nextObserverID &+= 1
    let observer = Box.Observer(id: id, since: sequence, receive: receive)
    observers.append(observer)
    if audience == .nobody {
      audience = .observers
    }
    switch replay {
    case .current:
      break
    case .never:
      return (id, .nothing, value)
    case .ifNewerThan(let known):
      if known == sequence {
        return (id, .nothing, value)
      }
    }
    switch caller {
    case .mainQueue where pending.isEmpty:
      return (id, .replay, value)
    case .mainQueue:
      pending.append(Box.Delivery(sequence: sequence, value: value, recipient: id))
      return (id, .drain, value)
    case .delivery:
      pending.append(Box.Delivery(sequence: sequence, value: value, recipient: id))
      return (id, .drainAfterDelivery, value)
    case .elsewhere:
      pending.append(Box.Delivery(sequence: sequence, value: value, recipient: id))
      return (id, hopIfNeeded(), value)
    }
  }

  /// Removes observer `id` and returns it, for the caller to release once it has left the lock;
  /// `isDelivering` tells whether a delivery may be calling the observers right now.
  ///
  /// Only a delivery holds a copy of the list (its snapshot) besides the state, so removing from a
  /// list that nobody else holds changes it in place, and a shared one is copied first: a list that
  /// moved was being delivered to.
  @inlinable
  mutating func removeObserver(id: UInt64, isDelivering: inout Bool) -> Box.Observer? {
    let index = Box.index(after: id &- 1, in: observers)
    guard index < observers.count, observers[index].id == id else {
      return nil
    }
    let before = observers.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let removed = observers.remove(at: index)
    if audience == .observers && observers.isEmpty {
      audience = .nobody
    }
    isDelivering = before != observers.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    return removed
  }
}
