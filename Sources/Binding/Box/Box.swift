import Dispatch

/// PROVISIONAL: replaced by the real delivery engine before this lands. API is final.
public final class Box<Value: Sendable>: Sendable {
  struct State: Sendable {
    var value: Value
    var nextID: UInt64 = 1
    var observers: [(UInt64, @MainActor @Sendable (Value) -> Void)] = []
  }
  let state: Lock<State>

  /// Creates a box.
  public init(_ value: Value) { state = Lock(State(value: value)) }

  /// The value.
  public var value: Value {
    get { state.withLock { $0.value } }
    set {
      let observers = state.withLock {
        $0.value = newValue
        return $0.observers
      }
      DispatchQueue.main.async { for (_, o) in observers { o(newValue) } }
    }
  }

  /// Binds.
  @discardableResult
  public func bind(_ observer: @escaping @MainActor @Sendable (Value) -> Void) -> BindingToken {
    let (id, value) = state.withLock {
      let id = $0.nextID
      $0.nextID += 1
      $0.observers.append((id, observer))
      return (id, $0.value)
    }
    DispatchQueue.main.async { observer(value) }
    return BindingToken(id: id, box: self)
  }

  /// Unbinds.
  public func unbind(_ token: BindingToken) {
    guard token.box === self else { return }
    state.withLock { $0.observers.removeAll { $0.0 == token.id } }
  }
}

/// Token.
public struct BindingToken: Hashable, Sendable {
  let id: UInt64
  let boxID: ObjectIdentifier
  weak let box: (AnyObject & Sendable)?
  init<V>(id: UInt64, box: Box<V>) {
    self.id = id
    self.boxID = ObjectIdentifier(box)
    self.box = box
  }
  /// ==
  public static func == (a: Self, b: Self) -> Bool { a.id == b.id && a.boxID == b.boxID }
  /// hash
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(boxID)
  }
}
