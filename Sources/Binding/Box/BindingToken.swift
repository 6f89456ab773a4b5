/// The receipt of a `bind`: pass it to `unbind` (or call ``unbind()``) to stop the observer.
///
/// Keeping a token does not keep its box alive, nor the box's value or observers: a token holds only
/// the small record through which it unbinds, and unbinding the token of a freed box does nothing.
/// Tokens are equal when they stand for the same binding of the same box, also after that box is freed.
public struct BindingToken: Hashable, Sendable {
  @usableFromInline let id: UInt64
  /// The serial number of the box, which outlives it (its address may be reused).
  @usableFromInline let sourceSerial: UInt64
  /// What the box lends its tokens to unbind with: its anchor, which reaches the box's state. Held
  /// strongly, since a weak reference costs every bind and unbind a side table's slow paths; a freed
  /// box empties its state, so the anchor keeps nothing of it alive.
  @usableFromInline let source: AnyObject & Sendable
  /// Removes observer `id` from `source`. The box's own `bind` makes it, already specialized for the
  /// box's value type, so unbinding through a token runs the same fast code as `Box.unbind(_:)`.
  @usableFromInline let remove: @Sendable (AnyObject, UInt64) -> Void

  @inlinable
  init(
    id: UInt64, source: AnyObject & Sendable, sourceSerial: UInt64,
    remove: @escaping @Sendable (AnyObject, UInt64) -> Void
  ) {
    self.id = id
    self.sourceSerial = sourceSerial
    self.source = source
    self.remove = remove
  }

  /// Stops the observer, as ``Box/unbind(_:)`` does: on the main queue it receives nothing more, not
  /// even a value being delivered right now. Calling it again, or after the box was freed, does nothing.
  @inlinable
  public func unbind() {
    remove(source, id)
  }

  /// Whether both tokens stand for the same binding.
  public static func == (lhs: BindingToken, rhs: BindingToken) -> Bool {
    lhs.id == rhs.id && lhs.sourceSerial == rhs.sourceSerial
  }

  /// Hashes the binding's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(sourceSerial)
  }
}
