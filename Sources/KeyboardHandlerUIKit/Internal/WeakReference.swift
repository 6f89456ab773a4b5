/// An object held weakly: the app-wide mode remembers screens and the adapters it made without keeping
/// them alive, as a screen keeps its own adapter.
struct WeakReference<Object: AnyObject> {
  private(set) weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
