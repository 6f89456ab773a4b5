#if canImport(SwiftUI)
  import SwiftUI

  /// A property wrapper that redraws its view whenever the box it holds delivers a value, on every
  /// system SwiftUI runs on.
  ///
  /// Declare the box's type, and assign the box in the view's initializer, as with
  /// `@ObservedObject`:
  ///
  /// ```swift
  /// struct SignUpForm: View {
  ///   @ObservedBox var email: Box<String>
  ///   @ObservedBox var canSubmit: ReadOnlyBox<Bool>
  ///
  ///   init(viewModel: SignUpViewModel) {
  ///     email = viewModel.email
  ///     canSubmit = viewModel.canSubmit
  ///   }
  ///
  ///   var body: some View {
  ///     TextField("Email", text: $email.value)          // two-way, for a `Box`
  ///     Button("Sign up") { ... }.disabled(!canSubmit.value)
  ///   }
  /// }
  /// ```
  ///
  /// - Redraws: on iOS 17, macOS 14, tvOS 17, watchOS 10 and later, a box is observable: SwiftUI
  ///   redraws a view whose `body` read the box's value, as it does for an `@Observable` class, and
  ///   this wrapper adds nothing. On earlier systems it subscribes to the box's changes: each value the
  ///   box delivers after the view was made sends one change notice (`objectWillChange`), on the main
  ///   queue, at the moment the box delivers it, so a set inside `withAnimation` animates.
  /// - Never during an update: it subscribes without the replay of the current value, so making or
  ///   updating the view publishes nothing; a notice comes only from a new value of the box. Setting a
  ///   box from inside `body` is still a change during a view update, as it is for any model.
  /// - Lifetime: the wrapper holds the box strongly, and its subscription ends with it.
  @propertyWrapper @MainActor
  public struct ObservedBox<Source: ObservableBox>: DynamicProperty {
    /// The box, whose `value` the view reads; another box assigned later is observed instead.
    public var wrappedValue: Source {
      didSet { _changes = ObservedObject(wrappedValue: BoxChanges(wrappedValue)) }
    }
    @ObservedObject private var changes: BoxChanges

    /// Observes `wrappedValue`; called when the view's initializer assigns the box to the property.
    public init(wrappedValue: Source) {
      self.wrappedValue = wrappedValue
      changes = BoxChanges(wrappedValue)
    }

    /// Two-way bindings to the box's settable properties: `$email.value` for a `Box`.
    public var projectedValue: BoxBindings<Source> {
      BoxBindings(wrappedValue)
    }
  }

  /// Two-way SwiftUI bindings to the settable properties of a box, such as `$email.value`.
  ///
  /// Only a ``Box`` has a settable `value`: a `ReadOnlyBox` has no binding here, so a view cannot set
  /// what its view model exposes as read-only.
  @dynamicMemberLookup
  public struct BoxBindings<Source: ObservableBox>: Sendable {
    private let source: Source

    init(_ source: Source) {
      self.source = source
    }

    /// A binding that reads and writes `keyPath` of the box; a write inside a transaction
    /// (`$email.value.animation()`) sets the box inside it.
    public subscript<Member: Sendable>(
      dynamicMember keyPath: ReferenceWritableKeyPath<Source, Member> & Sendable
    ) -> SwiftUI.Binding<Member> {
      binding(source.twoWayAccess(keyPath))
    }

    /// A binding that reads and writes `keyPath` of the box, and writes only a value that differs from
    /// the one it holds: a control that writes back the value it was given changes nothing, so no
    /// write comes back to the view as a second change.
    public subscript<Member: Equatable & Sendable>(
      dynamicMember keyPath: ReferenceWritableKeyPath<Source, Member> & Sendable
    ) -> SwiftUI.Binding<Member> {
      binding(source.twoWayAccess(keyPath))
    }

    private func binding<Member: Sendable>(_ access: TwoWayAccess<Member>) -> SwiftUI.Binding<Member> {
      SwiftUI.Binding(
        get: { access.read() },
        set: { newValue, transaction in
          withTransaction(transaction) { access.write(newValue) }
        })
    }
  }
#endif
