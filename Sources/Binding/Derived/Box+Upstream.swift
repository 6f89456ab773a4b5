// How a derived box stays alive exactly as long as it should.
//
// A derived box is bound to each of its sources. The source's observer reaches the derived box
// weakly, and owns an `UpstreamLink` that holds it strongly while the derived box has observers: so
// an observed derived box lives as long as a source that can still change it (an inline chain such
// as `box.map(f).bind(g)` keeps delivering), and an unobserved one lives only while someone holds
// it. The derived box does not hold its sources, so there is no cycle: once its sources are freed,
// or its last observer unbinds and nothing else holds it, it is freed, and its deinitializer unbinds
// it from the sources left. The link is filled and emptied under the derived box's lock, on its first
// and last observer, so a plain box pays one comparison per bind and unbind.

extension Box {
  /// The strong reference a source's observer keeps to a derived box while the derived box has
  /// observers. Only that observer holds the link; the derived box reaches it weakly to fill and
  /// empty it. Deliveries do not read it: they reach the derived box through a weak reference.
  @usableFromInline
  final class UpstreamLink: Sendable {
    @usableFromInline let holder = Lock<Box?>(nil)

    @inlinable
    init() {}

    /// Holds `box` strongly.
    @inlinable
    func hold(_ box: Box) {
      holder.withLock { $0 = box }
    }

    /// Stops holding the derived box, and returns the strong reference for the caller to drop.
    @inlinable
    func release() -> Box? {
      holder.withLock { held in
        defer { held = nil }
        return held
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
    let link = UpstreamLink()
    let token = source.bind(replaying: .ifNewerThan(sequence)) { [weak self] value in
      _ = link  // owned by this observer, so by the source
      if let self {
        update(self, value)
      }
    }
    state.withLock { state in
      state.upstream.append(Upstream(token: token, link: link))
      if !state.observers.isEmpty {
        link.hold(self)
      }
    }
  }
}
