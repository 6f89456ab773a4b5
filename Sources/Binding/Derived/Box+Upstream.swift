// How a derived box stays alive exactly as long as it should.
//
// A derived box is bound to each of its sources, and the source's observer reaches the derived box
// through an `UpstreamLink`, which only that observer holds. The link holds the derived box weakly,
// and strongly while the derived box has observers: so an observed derived box lives as long as a
// source that can still change it (an inline chain such as `box.map(f).bind(g)` keeps delivering),
// and an unobserved one lives only while someone holds it. The derived box does not hold its
// sources, so there is no cycle: once its sources are freed, or its last observer unbinds and
// nothing else holds it, it is freed, and its deinitializer unbinds it from the sources left.

extension Box {
  /// The reference from a source's observer to a derived box: weak, or strong while the derived box
  /// has observers.
  @usableFromInline
  final class UpstreamLink: Sendable {
    @usableFromInline
    struct Target: Sendable {
      @usableFromInline weak var weakly: Box?
      @usableFromInline var strongly: Box?

      @inlinable
      init(_ box: Box) {
        weakly = box
      }
    }

    @usableFromInline let target: Lock<Target>

    @inlinable
    init(_ box: Box) {
      target = Lock(Target(box))
    }

    /// The derived box, while it lives.
    @inlinable
    var box: Box? {
      target.withLock { $0.strongly ?? $0.weakly }
    }

    /// Holds the derived box strongly.
    @inlinable
    func hold() {
      target.withLock { $0.strongly = $0.weakly }
    }

    /// Holds the derived box weakly again, and returns the strong reference for the caller to drop.
    @inlinable
    func release() -> Box? {
      target.withLock { target in
        defer { target.strongly = nil }
        return target.strongly
      }
    }
  }

  /// Binds this (derived) box to `source` from `sequence` on, the value it was computed from.
  ///
  /// `update` runs on the main queue with each later value of `source`. If `source` moved past
  /// `sequence` before the binding was made, `update` gets its current value at once, so this box
  /// never ends stale.
  @inlinable
  func follow<Source: Sendable>(
    _ source: Box<Source>,
    after sequence: UInt64,
    _ update: @escaping @MainActor @Sendable (Box<Value>, Source) -> Void
  ) {
    let link = UpstreamLink(self)
    let token = source.bind(replaying: .ifNewerThan(sequence)) { value in
      if let derived = link.box {
        update(derived, value)
      }
    }
    state.withLock { state in
      state.upstream.append(Upstream(token: token, link: link))
      if !state.observers.isEmpty {
        link.hold()
      }
    }
  }
}
