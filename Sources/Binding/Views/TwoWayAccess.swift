/// The two sides of a two-way binding to a property of a box, as a view framework's binding (SwiftUI's
/// `Binding`) is made from them: `read` gives the property's current value, `write` sets it.
///
/// `package`: `BindingSwiftUI` builds SwiftUI's bindings on it; users get those bindings, not this.
package struct TwoWayAccess<Member: Sendable>: Sendable {
  /// Reads the property's current value (where Observation exists, as a tracked read).
  package let read: @Sendable () -> Member
  /// Writes a value to the property.
  package let write: @Sendable (Member) -> Void
}

extension ObservableBox {
  /// Reads and writes `keyPath` of this box: every write sets it.
  package func twoWayAccess<Member: Sendable>(
    _ keyPath: ReferenceWritableKeyPath<Self, Member> & Sendable
  ) -> TwoWayAccess<Member> {
    TwoWayAccess(
      read: { self[keyPath: keyPath] },
      write: { newValue in self[keyPath: keyPath] = newValue })
  }

  /// Reads and writes `keyPath` of this box, writing only a value that differs from the one it holds:
  /// a view that writes back the value it was given (a text field on focus, a control on redraw)
  /// changes nothing, so the write does not come back to it as a change.
  package func twoWayAccess<Member: Equatable & Sendable>(
    _ keyPath: ReferenceWritableKeyPath<Self, Member> & Sendable
  ) -> TwoWayAccess<Member> {
    TwoWayAccess(
      read: { self[keyPath: keyPath] },
      write: { newValue in
        if self[keyPath: keyPath] != newValue {
          self[keyPath: keyPath] = newValue
        }
      })
  }
}
