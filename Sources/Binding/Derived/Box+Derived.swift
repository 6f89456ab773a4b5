// Derived boxes: a box computed from other boxes. Each derived box keeps its sources alive (so a
// chain such as `a.map(f).map(g)` works through its temporaries) and is held only weakly by them, so
// freeing the derived box unbinds it from every source and leaks nothing.

extension Box {
  /// A box holding `transform` of this box's value, updated on the main queue with every change.
  ///
  /// The derived box starts with `transform(value)`, computed here on the calling thread, and then
  /// receives each value this box delivers, in order; `transform` runs on the main queue for those. Setting the derived box
  /// directly is allowed but lasts only until this box changes again.
  @inlinable
  public func map<Mapped: Sendable>(_ transform: @escaping @Sendable (Value) -> Mapped) -> Box<Mapped> {
    let (current, sequence) = versionedValue
    let derived = Box<Mapped>(transform(current))
    derived.follow(self, after: sequence) { derived, value in
      derived.storeOnMainActor(transform(value))
    }
    return derived
  }

  /// A box holding this box's value and `other`'s, updated whenever either changes.
  @inlinable
  public func combined<Other: Sendable>(with other: Box<Other>) -> Box<(Value, Other)> {
    let (first, firstSequence) = versionedValue
    let (second, secondSequence) = other.versionedValue
    let derived = Box<(Value, Other)>((first, second))
    derived.follow(self, after: firstSequence) { derived, value in
      derived.storeOnMainActor((value, derived.value.1))
    }
    derived.follow(other, after: secondSequence) { derived, value in
      derived.storeOnMainActor((derived.value.0, value))
    }
    return derived
  }

  /// A box holding this box's value and those of `second` and `third`, updated whenever one changes.
  @inlinable
  public func combined<Second: Sendable, Third: Sendable>(
    with second: Box<Second>,
    _ third: Box<Third>
  ) -> Box<(Value, Second, Third)> {
    combined(with: second).combined(with: third).map { pair, third in (pair.0, pair.1, third) }
  }

  /// Binds this (derived) box to `source` from `sequence` on, keeping `source` alive and unbinding
  /// from it when this box is freed.
  @inlinable
  func follow<Source: Sendable>(
    _ source: Box<Source>,
    after sequence: UInt64,
    _ update: @escaping @MainActor @Sendable (Box<Value>, Source) -> Void
  ) {
    let token = source.bind(after: sequence) { [weak self] value in
      if let self {
        update(self, value)
      }
    }
    state.withLock { $0.upstream.append(Upstream(source: source, token: token)) }
  }
}

extension Box {
  /// A box that takes this box's values but skips each one that `isDuplicate` finds a repeat of the
  /// value before it, such as an update whose payload did not change:
  ///
  /// ```swift
  /// let offsets = updates.removeDuplicates { $0.value == $1.value }
  /// ```
  ///
  /// - Parameter isDuplicate: Called on the main queue with the value kept last and the new value.
  @inlinable
  public func removeDuplicates(by isDuplicate: @escaping @Sendable (Value, Value) -> Bool) -> Box<Value> {
    let (current, sequence) = versionedValue
    let derived = Box(current)
    derived.follow(self, after: sequence) { derived, value in
      if !isDuplicate(derived.value, value) {
        derived.storeOnMainActor(value)
      }
    }
    return derived
  }
}

extension Box where Value: Equatable {
  /// A box that takes this box's values but skips each one equal to the value before it.
  @inlinable
  public func removeDuplicates() -> Box<Value> {
    removeDuplicates(by: ==)
  }

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
    other.bind(after: other.versionedValue.sequence) { [weak self, weak other] value in
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
    if source.value == value, target.value != value {
      target.storeOnMainActor(value)
    }
  }
}
