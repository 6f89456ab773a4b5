extension Box {
  /// Binds an observer for as long as `owner` lives: it is called with the owner and each value, and
  /// ends by itself once the owner is freed.
  ///
  /// The owner is held weakly, so a view or view model can bind to its own box without a retain
  /// cycle and without keeping the token:
  ///
  /// ```swift
  /// viewModel.title.bind(owner: self) { controller, title in controller.titleLabel.text = title }
  /// ```
  ///
  /// The binding is removed at the first delivery after the owner is freed (the owner's memory is
  /// released at once; only the small observer record waits for that delivery).
  @discardableResult
  public func bind<Owner: AnyObject & Sendable>(
    owner: Owner,
    _ observer: @escaping @MainActor @Sendable (Owner, Value) -> Void
  ) -> BindingToken {
    observe(while: { [weak owner] value in
      guard let owner else {
        return false
      }
      observer(owner, value)
      return true
    })
  }

  /// Writes every value to `keyPath` of `target` on the main queue, for as long as `target` lives.
  ///
  /// ```swift
  /// viewModel.email.assign(to: \.text, on: emailField)
  /// ```
  ///
  /// The target is held weakly and the binding ends by itself once the target is freed. The key path
  /// may name a main-actor property (as every UIKit property is), which is why this is called from the
  /// main actor.
  @MainActor @discardableResult
  public func assign<Target: AnyObject>(
    to keyPath: ReferenceWritableKeyPath<Target, Value>,
    on target: Target
  ) -> BindingToken {
    let writer = KeyPathWriter(keyPath, on: target)
    return observe(while: { value in writer.write(value) })
  }

  /// Binds an observer that answers whether it wants more values; once it answers `false` it is unbound.
  func observe(while observer: @escaping @MainActor @Sendable (Value) -> Bool) -> BindingToken {
    let link = TokenLink()
    let token = bind { value in
      if !observer(value) {
        link.token?.unbind()
      }
    }
    link.token = token
    return token
  }
}

/// Writes values to a key path of a weakly held target, on the main actor.
@MainActor
private final class KeyPathWriter<Target: AnyObject, Value> {
  private let keyPath: ReferenceWritableKeyPath<Target, Value>
  private weak var target: Target?

  init(_ keyPath: ReferenceWritableKeyPath<Target, Value>, on target: Target) {
    self.keyPath = keyPath
    self.target = target
  }

  /// Writes `value`, or answers `false` once the target is gone.
  func write(_ value: Value) -> Bool {
    guard let target else {
      return false
    }
    target[keyPath: keyPath] = value
    return true
  }
}

/// Lets an observer reach its own token, which exists only once `bind` has returned: possibly
/// while a hop scheduled by that `bind` already delivers on the main queue, hence the lock.
final class TokenLink: Sendable {
  private let storage = Lock<BindingToken?>(nil)

  var token: BindingToken? {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}
