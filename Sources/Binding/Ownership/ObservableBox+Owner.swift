extension ObservableBox {
  /// Binds an observer for as long as `owner` lives: it is called with the owner and each value, and
  /// ends by itself once the owner is freed.
  ///
  /// The owner is held weakly, so a view controller can bind its view model's boxes to itself without
  /// a retain cycle and without keeping a token; it is how a screen ties bindings to its own life:
  ///
  /// ```swift
  /// viewModel.title.bind(owner: self) { controller, title in controller.titleLabel.text = title }
  /// ```
  ///
  /// The binding is removed at the first delivery after the owner is freed: the owner's memory is
  /// released at once; the small observer record, and a derived box it alone observed, wait for that
  /// delivery. To end bindings at a moment of your choosing, store their tokens in a ``BindingBag``.
  ///
  /// - Parameters:
  ///   - owner: The object the binding lives with; `@MainActor` classes such as view controllers are
  ///     `Sendable`.
  ///   - observer: Called on the main actor with the owner and each value, the current one first.
  /// - Returns: A token to ``unbind(_:)`` with earlier.
  @discardableResult
  public func bind<Owner: AnyObject & Sendable>(
    owner: Owner,
    _ observer: @escaping @MainActor @Sendable (Owner, Value) -> Void
  ) -> BindingToken {
    readOnly.box.observe(replaying: .current, while: Self.calling(observer, with: owner))
  }

  /// Binds an observer to the changes only, for as long as `owner` lives: ``bindChanges(_:)`` with an
  /// owner, as ``bind(owner:_:)`` is ``bind(_:)`` with one.
  ///
  /// ```swift
  /// viewModel.alert.bindChanges(owner: self) { controller, message in controller.present(message) }
  /// ```
  ///
  /// - Parameters:
  ///   - owner: The object the binding lives with, held weakly.
  ///   - observer: Called on the main actor with the owner and each value stored after this returns.
  /// - Returns: A token to ``unbind(_:)`` with earlier.
  @discardableResult
  public func bindChanges<Owner: AnyObject & Sendable>(
    owner: Owner,
    _ observer: @escaping @MainActor @Sendable (Owner, Value) -> Void
  ) -> BindingToken {
    readOnly.box.observe(replaying: .never, while: Self.calling(observer, with: owner))
  }

  /// Writes every value to `keyPath` of `target` on the main queue, for as long as `target` lives.
  ///
  /// ```swift
  /// viewModel.progress.assign(to: \.progress, on: progressView)
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
    return readOnly.box.observe(replaying: .current, while: { value in writer.write(value) })
  }

  /// Writes every value to an optional property of `target` on the main queue, for as long as `target`
  /// lives: a `Box<String>` to a `String?` property, as UIKit's `text` properties are.
  ///
  /// ```swift
  /// viewModel.email.assign(to: \.text, on: emailField)
  /// ```
  ///
  /// The target is held weakly and the binding ends by itself once the target is freed.
  @MainActor @discardableResult
  public func assign<Target: AnyObject>(
    to keyPath: ReferenceWritableKeyPath<Target, Value?>,
    on target: Target
  ) -> BindingToken {
    let writer = KeyPathWriter(keyPath, on: target)
    return readOnly.box.observe(replaying: .current, while: { value in writer.write(value) })
  }

  /// An observer that calls `observer` with `owner` while it lives, and answers whether it does.
  static func calling<Owner: AnyObject & Sendable>(
    _ observer: @escaping @MainActor @Sendable (Owner, Value) -> Void,
    with owner: Owner
  ) -> @MainActor @Sendable (Value) -> Bool {
    { [weak owner] value in
      guard let owner else {
        return false
      }
      observer(owner, value)
      return true
    }
  }
}

extension Box {
  /// Binds an observer that answers whether it wants more values; once it answers `false` it is unbound.
  func observe(replaying replay: Replay, while observer: @escaping @MainActor @Sendable (Value) -> Bool)
    -> BindingToken
  {
    let link = TokenLink()
    let token = bind(replaying: replay) { value in
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
private final class KeyPathWriter<Target: AnyObject, Property> {
  private let keyPath: ReferenceWritableKeyPath<Target, Property>
  private weak var target: Target?

  init(_ keyPath: ReferenceWritableKeyPath<Target, Property>, on target: Target) {
    self.keyPath = keyPath
    self.target = target
  }

  /// Writes `value`, or answers `false` once the target is gone.
  func write(_ value: Property) -> Bool {
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
