/// A set of bindings that ends together: every token stored in a bag is unbound when the bag is
/// freed, or at ``unbindAll()``.
///
/// ```swift
/// final class SignUpViewController: UIViewController {
///   private let bindings = BindingBag()
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     viewModel.email.bind { [weak self] in self?.emailField.text = $0 }.store(in: bindings)
///   }
/// }
/// ```
///
/// A bag is thread-safe; it holds the tokens, never the boxes or their observers.
public final class BindingBag: Sendable {
  private let tokens = Lock<[BindingToken]>([])

  /// Creates an empty bag.
  public init() {}

  deinit {
    unbindAll()
  }

  /// Adds a token; it is unbound with the bag.
  public func insert(_ token: BindingToken) {
    tokens.withLock { $0.append(token) }
  }

  /// The number of tokens the bag holds.
  public var count: Int {
    tokens.withLock { $0.count }
  }

  /// Unbinds every token in the bag and empties it. The bag can be used again afterwards.
  public func unbindAll() {
    let taken = tokens.withLock { tokens in
      defer { tokens = [] }
      return tokens
    }
    for token in taken {
      token.unbind()
    }
  }
}

extension BindingToken {
  /// Stores the token in `bag`, so the binding ends when the bag is freed.
  public func store(in bag: BindingBag) {
    bag.insert(self)
  }
}
