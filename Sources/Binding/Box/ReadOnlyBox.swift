/// A box that can be read and observed but not set: what a view model exposes as an output, and
/// what derived boxes are.
///
/// A read-only box is a view of a ``Box``: it holds that box, sees its every change and binds to it
/// with the same delivery rules. Its only difference is that nothing can set it through this view.
///
/// ```swift
/// @MainActor final class ProfileViewModel {
///   private let name = Box("")
///   var title: ReadOnlyBox<String> { name.readOnly }       // views can observe it, not set it
///   let isValid: ReadOnlyBox<Bool>
///
///   init() { isValid = name.map { !$0.isEmpty } }          // derived boxes are read-only
/// }
/// ```
public struct ReadOnlyBox<Value: Sendable>: ObservableBox {
  /// The box this is a view of.
  @usableFromInline let box: Box<Value>

  /// A read-only view of `box`, which it keeps alive.
  @inlinable
  public init(_ box: Box<Value>) {
    self.box = box
  }

  /// The current value, read atomically from any thread.
  @inlinable
  public var value: Value {
    box.value
  }

  /// Binds an observer: it is called first with the current value, then with every later value.
  ///
  /// The same as ``Box/bind(_:)``: the observer runs on the main queue, never misses a value stored
  /// after `bind` returns, and stays bound until it is unbound or the box is freed.
  ///
  /// - Parameter observer: Called on the main actor with each value, in order.
  /// - Returns: A token to ``unbind(_:)`` with.
  @inlinable @discardableResult
  public func bind(_ observer: @escaping @MainActor @Sendable (Value) -> Void) -> BindingToken {
    box.bind(observer)
  }

  /// Unbinds the observer `token` stands for, at once, as ``Box/unbind(_:)`` does.
  @inlinable
  public func unbind(_ token: BindingToken) {
    box.unbind(token)
  }

  /// The number of observers bound right now, as ``Box/observerCount`` counts them.
  @inlinable
  public var observerCount: Int {
    box.observerCount
  }

  /// This read-only box itself.
  @inlinable
  public var readOnly: ReadOnlyBox<Value> {
    self
  }
}

extension ReadOnlyBox: CustomStringConvertible {
  /// A short description with the current value and the number of observers, such as
  /// `ReadOnlyBox<Int>(42, observers: 2)`.
  public var description: String {
    let (value, count) = box.state.withLock { ($0.value, $0.observers.count) }
    return "ReadOnlyBox<\(Value.self)>(\(value), observers: \(count))"
  }
}
