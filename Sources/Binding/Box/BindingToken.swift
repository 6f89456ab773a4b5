/// The receipt of a `bind`: pass it to `unbind` (or call ``unbind()``) to stop the observer.
///
/// A token holds its box weakly: keeping a token does not keep the box alive, and unbinding the token
/// of a freed box does nothing. Tokens are equal when they stand for the same binding of the same box.
public struct BindingToken: Hashable, Sendable {
  @usableFromInline let id: UInt64
  @usableFromInline let sourceID: ObjectIdentifier
  @usableFromInline weak let source: (any ObserverRemoving)?

  @usableFromInline
  init(id: UInt64, source: any ObserverRemoving) {
    self.id = id
    self.sourceID = ObjectIdentifier(source)
    self.source = source
  }

  /// Stops the observer: it receives nothing more, not even a value being delivered right now when
  /// this is called on the main queue. Calling it again, or after the box was freed, does nothing.
  public func unbind() {
    source?.removeObserver(id: id)
  }

  /// Whether both tokens stand for the same binding.
  public static func == (lhs: BindingToken, rhs: BindingToken) -> Bool {
    lhs.id == rhs.id && lhs.sourceID == rhs.sourceID
  }

  /// Hashes the binding's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(sourceID)
  }
}

/// What a token calls to unbind: a box, seen without its value type.
@usableFromInline
protocol ObserverRemoving: AnyObject, Sendable {
  func removeObserver(id: UInt64)
}
