#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  /// A hidden child view controller that starts and stops a ``KeyboardAvoidance`` with its parent's
  /// appearance, and keeps it alive as long as the parent keeps its children.
  ///
  /// UIKit forwards `viewWillAppear(_:)` and `viewWillDisappear(_:)` to a child view controller whose
  /// view is in the parent's view, so the app's own view controller needs no override.
  final class AppearanceTracker: UIViewController {
    private let avoidance: KeyboardAvoidance

    private init(avoidance: KeyboardAvoidance) {
      self.avoidance = avoidance
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("made in code only")
    }

    /// Adds a tracker for `avoidance` to `parent`.
    static func attach(_ avoidance: KeyboardAvoidance, to parent: UIViewController) {
      let tracker = AppearanceTracker(avoidance: avoidance)
      parent.addChild(tracker)
      tracker.view.frame = .zero
      tracker.view.isHidden = true
      tracker.view.isUserInteractionEnabled = false
      parent.view.addSubview(tracker.view)
      tracker.didMove(toParent: parent)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      avoidance.start()
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      avoidance.stop()
    }
  }
#endif
