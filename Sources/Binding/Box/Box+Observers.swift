extension Box {
  /// Binds an observer: it is called first with the current value, then with every later value.
  ///
  /// The observer runs on the main queue. Bound on the main queue outside any delivery, it is called
  /// with the current value before `bind` returns; bound elsewhere (another thread, or inside an
  /// observer), the replay waits for the main queue like any value. Either way it never misses a value
  /// stored after `bind` returns and never receives one stored before `bind` other than the replay.
  ///
  /// - Parameter observer: Called on the main actor with each value, in order.
  /// - Returns: A token to ``unbind(_:)`` with; the observer stays bound while the box lives otherwise.
  @inlinable @discardableResult
  public func bind(_ observer: @escaping @MainActor @Sendable (Value) -> Void) -> BindingToken {
    bind(after: nil, observer)
  }

  /// Binds `observer` to receive every value stored after `sequence` (the value the caller already
  /// has), or, with `nil`, the current value first. If the box moved past `sequence` before the
  /// observer could be added, the observer gets the current value instead, so it never ends stale.
  @inlinable
  func bind(after sequence: UInt64?, _ observer: @escaping @MainActor @Sendable (Value) -> Void) -> BindingToken {
    let onMainQueue = MainQueue.isCurrent
    let (id, step, current) = state.withLock {
      $0.addObserver(observer, after: sequence, onMainQueue: onMainQueue)
    }
    let token = BindingToken(id: id, source: self, sourceSerial: serial) { source, id in
      // The token was made for this box, so its source is a `Box<Value>`.
      unsafeDowncast(source, to: Box<Value>.self).removeObserver(id: id)
    }
    perform(step, value: current)
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
    guard token.source === self else {
      return
    }
    removeObserver(id: token.id)
  }

  @inlinable
  func removeObserver(id: UInt64) {
    // Only a delivery in progress holds a snapshot that could still name the observer; any later
    // delivery starts from the list without it. The observer is released here, after the lock,
    // since releasing what it captured may run deinitializers that use this box.
    let (_, duringDelivery) = state.withLock { state in
      let removed = state.removeObserver(id: id)
      return (removed, removed != nil && state.isDelivering)
    }
    if duringDelivery, MainQueue.isCurrent {
      MainQueue.assumeIsolated(self) { box in box.mainQueueUnbindCount &+= 1 }
    }
  }
}

extension Box.State {
  @inlinable
  mutating func addObserver(
    _ receive: @escaping @MainActor @Sendable (Value) -> Void,
    after known: UInt64?,
    onMainQueue: Bool
  ) -> (UInt64, Box.Step, Value) {
    let id = nextObserverID
    nextObserverID &+= 1
    let observer = Box.Observer(id: id, since: sequence, receive: receive)
    observers.append(observer)
    if known == sequence {
      return (id, .nothing, value)
    }
    if onMainQueue && !isDelivering && pending.isEmpty {
      isDelivering = true
      return (id, .replay(observer), value)
    }
    pending.append(Box.Delivery(sequence: sequence, value: value, recipient: id))
    if onMainQueue && !isDelivering {
      isDelivering = true
      return (id, .drain, value)
    }
    return (id, hopIfNeeded(), value)
  }

  /// Removes observer `id` and returns it, for the caller to release once it has left the lock.
  @inlinable
  mutating func removeObserver(id: UInt64) -> Box.Observer? {
    let index = Box.index(after: id &- 1, in: observers)
    guard index < observers.count, observers[index].id == id else {
      return nil
    }
    return observers.remove(at: index)
  }
}
