#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import UIKit

  /// A view held weakly: the adapter remembers fields without keeping them alive, as UIKit's own
  /// references to a screen's views go when the screen does.
  @MainActor
  struct WeakView {
    private(set) weak var view: UIView?

    init(_ view: UIView) {
      self.view = view
    }
  }
#endif
