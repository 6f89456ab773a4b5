extension Box {
  /// What a token holds of its box: the box's state, without the box itself.
  ///
  /// Tokens hold it strongly (a weak reference would give it a side table, after which every retain
  /// and release of it takes the runtime's slow path), so it and the state may outlive the box. The
  /// box's deinitializer empties the state (``State/tearDown()``): the value, the observers, what is
  /// queued and the registrar go with the box, and a token's unbind then finds nothing to remove.
  @usableFromInline
  final class Anchor: Sendable {
    /// The box's state: the same lock as ``Box/state``.
    @usableFromInline let state: Lock<State>

    /// Counts the unbinds made on the main queue, so a delivery in progress sees them at once
    /// without taking the lock for each observer it calls. Here rather than in the box, because an
    /// unbind through a token reaches only the anchor.
    @MainActor @exclusivity(unchecked) @usableFromInline var mainQueueUnbindCount: UInt64 = 0

    @usableFromInline
    init(_ state: Lock<State>) {
      self.state = state
    }

    /// Removes observer `id` at once: see ``Box/unbind(_:)``.
    @inlinable
    func removeObserver(id: UInt64) {
      // Only a delivery in progress holds a snapshot that could still name the observer; any later
      // delivery starts from the list without it. The observer, and the derived box that the
      // upstream links held for that observer, are released after the lock: releasing them may run
      // deinitializers that use this box.
      var removed: Observer?
      var isDelivering = false
      var released: Box?
      state.withLock { state in
        removed = state.removeObserver(id: id, isDelivering: &isDelivering)
        if removed != nil && state.observers.isEmpty && !state.upstream.isEmpty {
          released = state.releaseUpstream()
        }
      }
      // Asking where this runs costs more than the rest of the unbind, so only when a delivery
      // could be calling the observer: an unbind from inside it, on the main queue, stops it at once.
      if isDelivering, MainQueue.isCurrent {
        MainQueue.assumeIsolated(self) { anchor in anchor.mainQueueUnbindCount &+= 1 }
      }
      withExtendedLifetime(removed) {}
      withExtendedLifetime(released) {}
    }
  }
}
