/// Observes an object without keeping it alive.
struct WeakReference<Object: AnyObject & Sendable>: Sendable {
  // `weak var`, not `weak let`: the package builds with Swift 6.0, and `weak let` needs 6.2.
  private(set) weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }

  var isFreed: Bool { object == nil }
}
