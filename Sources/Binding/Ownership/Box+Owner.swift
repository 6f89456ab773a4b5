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
    let link = TokenLink()
    let token = bind { [weak owner] value in
      guard let owner else {
        link.token?.unbind()
        return
      }
      observer(owner, value)
    }
    link.token = token
    return token
  }

  /// Writes every value to `keyPath` of `target`, on the main queue, for as long as `target` lives.
  ///
  /// ```swift
  /// viewModel.email.assign(to: \.text, on: emailField)
  /// ```
  ///
  /// The target is held weakly; the binding ends by itself once the target is freed.
  @discardableResult
  public func assign<Target: AnyObject & Sendable>(
    to keyPath: ReferenceWritableKeyPath<Target, Value> & Sendable,
    on target: Target
  ) -> BindingToken {
    bind(owner: target) { target, value in
      target[keyPath: keyPath] = value
    }
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
