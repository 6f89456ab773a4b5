// Derived boxes: read-only boxes computed from other boxes, updated on the main queue with every
// change of their sources, under the same delivery rules as any box. How long they live is in
// `Box+Upstream.swift`: while anything holds them, or observes them while a source can change them.

extension ObservableBox {
  /// A read-only box holding `transform` of this box's value, updated with every change.
  ///
  /// The derived box starts with `transform(value)`, computed here on the calling thread, then
  /// receives each value this box delivers, in order; `transform` runs on the main queue for those.
  /// It lives while it is held or observed, so an inline chain keeps delivering until it is unbound:
  ///
  /// ```swift
  /// let token = form.email.map { $0.count }.bind { print("length", $0) }  // lasts until unbind
  /// ```
  @inlinable
  public func map<Mapped: Sendable>(_ transform: @escaping @Sendable (Value) -> Mapped) -> ReadOnlyBox<Mapped> {
    derive(transform) { derived, value in
      derived.storeOnMainActor(transform(value))
    }
  }

  /// A read-only box holding the latest value of this box that `isIncluded` accepts, or `initial`
  /// until one is.
  ///
  /// The derived box starts with the current value if `isIncluded` accepts it, and with `initial`
  /// otherwise: a box always has a value, so the one to show before any value passes is yours to
  /// choose.
  ///
  /// ```swift
  /// let validEmail = form.email.filter(initial: "") { $0.contains("@") }
  /// ```
  @inlinable
  public func filter(
    initial: Value,
    _ isIncluded: @escaping @Sendable (Value) -> Bool
  ) -> ReadOnlyBox<Value> {
    derive({ isIncluded($0) ? $0 : initial }) { derived, value in
      if isIncluded(value) {
        derived.storeOnMainActor(value)
      }
    }
  }

  /// A read-only box holding the latest non-`nil` result of `transform`, or `initial` until there is
  /// one.
  ///
  /// ```swift
  /// let age = form.ageText.compactMap(initial: 0) { Int($0) }  // keeps the last number typed
  /// ```
  @inlinable
  public func compactMap<Mapped: Sendable>(
    initial: Mapped,
    _ transform: @escaping @Sendable (Value) -> Mapped?
  ) -> ReadOnlyBox<Mapped> {
    derive({ transform($0) ?? initial }) { derived, value in
      if let mapped = transform(value) {
        derived.storeOnMainActor(mapped)
      }
    }
  }

  /// A read-only box that takes this box's values but skips each one that `areEquivalent` finds
  /// equivalent to the value before it.
  ///
  /// For values that are not `Equatable`, such as the tuples of ``combined(with:)``:
  ///
  /// ```swift
  /// let credentials = form.email.combined(with: form.password).removeDuplicates(by: ==)
  /// ```
  @inlinable
  public func removeDuplicates(
    by areEquivalent: @escaping @Sendable (Value, Value) -> Bool
  ) -> ReadOnlyBox<Value> {
    derive({ $0 }) { derived, value in
      if !areEquivalent(derived.untrackedValue, value) {
        derived.storeOnMainActor(value)
      }
    }
  }

  /// A read-only box holding this box's value and `other`'s, updated whenever either changes.
  ///
  /// Tuples are not `Equatable`; to skip repeated pairs, use ``removeDuplicates(by:)`` with `==`.
  @inlinable
  public func combined<Other: ObservableBox>(with other: Other) -> ReadOnlyBox<(Value, Other.Value)> {
    let first = readOnly.box
    let second = other.readOnly.box
    let (firstValue, firstSequence) = first.versionedValue
    let (secondValue, secondSequence) = second.versionedValue
    let derived = Box<(Value, Other.Value)>((firstValue, secondValue))
    derived.follow(first, after: firstSequence) { derived, value in
      derived.storeOnMainActor((value, derived.untrackedValue.1))
    }
    derived.follow(second, after: secondSequence) { derived, value in
      derived.storeOnMainActor((derived.untrackedValue.0, value))
    }
    return derived.readOnly
  }

  /// A read-only box holding this box's value and those of `second` and `third`, updated whenever
  /// one changes.
  @inlinable
  public func combined<Second: ObservableBox, Third: ObservableBox>(
    with second: Second,
    _ third: Third
  ) -> ReadOnlyBox<(Value, Second.Value, Third.Value)> {
    combined(with: second).combined(with: third).map { pair, third in (pair.0, pair.1, third) }
  }

  /// A read-only box that starts with `initial(value)` and follows this box with `update`.
  @inlinable
  func derive<Derived: Sendable>(
    _ initial: (Value) -> Derived,
    _ update: @escaping @MainActor @Sendable (Box<Derived>, Value) -> Void
  ) -> ReadOnlyBox<Derived> {
    let source = readOnly.box
    let (current, sequence) = source.versionedValue
    let derived = Box<Derived>(initial(current))
    derived.follow(source, after: sequence, update)
    return derived.readOnly
  }
}

extension ObservableBox where Value: Equatable {
  /// A read-only box that takes this box's values but skips each one equal to the value before it.
  @inlinable
  public func removeDuplicates() -> ReadOnlyBox<Value> {
    derive({ $0 }) { derived, value in
      if derived.untrackedValue != value {
        derived.storeOnMainActor(value)
      }
    }
  }
}

extension Box where Value: Equatable {
  /// Keeps this box and `other` equal: a change to either is copied to the other, with no echo.
  ///
  /// `other` first takes this box's value. A value is copied only while it is still its box's
  /// current value, so when both boxes change on other threads before the main queue runs, the
  /// queued, already-replaced values are not copied back and forth: the boxes settle on one value.
  /// The link holds neither box; it ends when the returned bag is freed or emptied, so keep the bag as
  /// long as the boxes should stay in step.
  ///
  /// ```swift
  /// let link = form.email.bindTwoWay(with: field.text)
  /// ```
  @inlinable
  public func bindTwoWay(with other: Box<Value>) -> BindingBag {
    let bag = BindingBag()
    bind { [weak self, weak other] value in
      if let self, let other {
        Self.copy(value, from: self, to: other)
      }
    }.store(in: bag)
    other.bind(replaying: .ifNewerThan(other.versionedValue.sequence)) { [weak self, weak other] value in
      if let self, let other {
        Self.copy(value, from: other, to: self)
      }
    }.store(in: bag)
    return bag
  }

  /// One direction of a two-way link: copies `value` unless the source has moved on since, or the
  /// target already holds it.
  @MainActor @inlinable
  static func copy(_ value: Value, from source: Box<Value>, to target: Box<Value>) {
    if source.untrackedValue == value, target.untrackedValue != value {
      target.storeOnMainActor(value)
    }
  }
}
