/// Observes an object without keeping it alive.
package struct WeakReference<Object: AnyObject & Sendable>: Sendable {
  // `weak var`, not `weak let`: the package builds with Swift 6.0, and `weak let` needs 6.2.
  package private(set) weak var object: Object?

  package init(_ object: Object) {
    self.object = object
  }

  package var isFreed: Bool { object == nil }
}

/// An object whose lifetime a test watches: a view or view model an observer is tied to.
package final class Tracked: Sendable {
  package init() {}
}
