/// A box that can be read and observed: a ``Box``, or the ``ReadOnlyBox`` face of one.
///
/// Everything that only reads a box is written once, for both: binding (``bind(_:)``, changes only
/// with ``bindChanges(_:)``, with an owner, to a key path), deriving boxes (``map(_:)``,
/// ``filter(initial:_:)``, ``compactMap(initial:_:)``, ``removeDuplicates()``,
/// ``combined(with:)``), and the async sequence ``values(bufferingPolicy:)``. Only a ``Box`` can be
/// set.
///
/// Values cross threads (a value set on any thread is delivered on the main queue), so `Value` is
/// `Sendable`: value types of `Sendable` parts are, and so are `@MainActor` classes such as view
/// models and views.
public protocol ObservableBox<Value>: Sendable {
  /// The type of the value the box holds.
  associatedtype Value: Sendable

  /// The current value, read atomically from any thread.
  var value: Value { get }

  /// Binds an observer: it is called first with the current value, then with every later value, on
  /// the main queue.
  ///
  /// The binding lasts until it is unbound or the box is freed.
  @discardableResult
  func bind(_ observer: @escaping @MainActor @Sendable (Value) -> Void) -> BindingToken

  /// Unbinds the observer `token` stands for, at once; a token of another box is ignored.
  func unbind(_ token: BindingToken)

  /// The number of observers bound right now, for tests and leak checks.
  var observerCount: Int { get }

  /// This box as a read-only box, to hand out where it must not be set.
  var readOnly: ReadOnlyBox<Value> { get }
}

extension ObservableBox {
  /// Binds an observer to the changes only: unlike ``bind(_:)``, it is not called with the current
  /// value.
  ///
  /// Suits one-shot events, such as an alert to show, which must not fire again when a view binds.
  /// The observer receives every value stored after `bindChanges` returns, on the main queue, in
  /// order, and none stored before, not even one still waiting for the main queue.
  ///
  /// ```swift
  /// viewModel.alert.bindChanges { [weak self] message in self?.present(message) }  // nothing now
  /// ```
  ///
  /// - Parameter observer: Called on the main actor with each later value, in order.
  /// - Returns: A token to ``unbind(_:)`` with; the binding lasts until it is unbound or the box is
  ///   freed.
  @inlinable @discardableResult
  public func bindChanges(_ observer: @escaping @MainActor @Sendable (Value) -> Void) -> BindingToken {
    readOnly.box.bind(replaying: .never, observer)
  }
}
