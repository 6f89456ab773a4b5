// How a box takes part in Swift's Observation where it exists (iOS 17, macOS 14, tvOS 17,
// watchOS 10, Linux): the getter of `value` registers the read with the tracking under way and marks
// the state, and the next set carries a notice through the delivery queue (`Box+Delivery.swift`), so
// the registrar is told on the main queue, after the value is stored and has reached the observers,
// in the box's order. Where Observation does not exist, none of this runs and a box stores nothing
// of it.

#if canImport(Observation)
  public import Observation

  /// A box is observable: a read of its value inside `withObservationTracking`, or in a SwiftUI view's
  /// `body`, is told of the next set. So SwiftUI's `@Bindable` and `Environment` take a box too.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  extension Box: Observable {}
#endif

extension Box {
  #if canImport(Observation)
    /// The value, read as Observation sees it: registered with the tracking under way, if any, and
    /// marked so that the next set tells the registrar. Inlinable, as the getter is, so that it is
    /// specialized for the value's type where it is used.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @inlinable
    var trackedValue: Value {
      let (value, known) = state.withLock { state -> (Value, Unmanaged<AnyObject>?) in
        guard let registrar = state.registrar else {
          return (state.value, nil)
        }
        state.markRead()
        return (state.value, Unmanaged.passUnretained(registrar))
      }
      // The registrar, once made, lives as long as the box: borrowing it needs no retain.
      guard let known else {
        return firstTrackedValue
      }
      known._withUnsafeGuaranteedRef { unsafeDowncast($0, to: BoxRegistrar.self).access() }
      return value
    }

    /// The value at the first read: makes the registrar, then reads the value again with it in
    /// place, so that no set falls between the value returned and a registrar that can be told.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @usableFromInline
    var firstTrackedValue: Value {
      let made = BoxRegistrar()
      let (value, registrar) = state.withLock { state -> (Value, AnyObject) in
        let registrar = state.registrar ?? made
        state.registrar = registrar
        state.markRead()
        return (state.value, registrar)
      }
      unsafeDowncast(registrar, to: BoxRegistrar.self).access()
      return value
    }
  #endif

  /// Tells Observation's registrar that the value changed: called by a delivery, on the main queue,
  /// for a value set after a read of `value`.
  @MainActor @inlinable
  func tellObservation() {
    if let registrar = state.withLock({ $0.registrar }) {
      tellRegistrar(registrar)
    }
  }
}

/// Tells a box's registrar, held type-erased, that the box's value changed. Not generic, so that it
/// costs no look-up of the box's type.
@usableFromInline
func tellRegistrar(_ registrar: AnyObject) {
  #if canImport(Observation)
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
      unsafeDowncast(registrar, to: BoxRegistrar.self).tell()
    }
  #endif
}
