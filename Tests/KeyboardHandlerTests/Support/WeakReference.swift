/// Observes an object without keeping it alive.
struct WeakReference<Object: AnyObject & Sendable>: Sendable {
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }

  var isFreed: Bool { object == nil }
}

/// An object whose lifetime a test watches: a view or view model an observer is tied to.
final class Tracked: Sendable {}
