/// An object whose lifetime a test watches through a weak reference.
final class Tracked: Sendable {}

/// Observes an object without keeping it alive.
struct WeakReference<Object: AnyObject & Sendable>: Sendable {
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }

  var isFreed: Bool { object == nil }
}

/// A main-actor object to bind as an owner or a key-path target, as a view or view model would be.
@MainActor
final class Label {
  var text = ""
  var updates = 0

  func show(_ text: String) {
    self.text = text
    updates += 1
  }
}
