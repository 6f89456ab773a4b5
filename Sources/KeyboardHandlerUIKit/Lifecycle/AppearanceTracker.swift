#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  /// A hidden child view controller that starts and stops a ``KeyboardAvoidance`` with its parent's
  /// appearance, and keeps it alive as long as the parent keeps its children (until the avoidance is
  /// detached).
  ///
  /// UIKit forwards `viewWillAppear(_:)` and `viewWillDisappear(_:)` to a child view controller whose
  /// view is in the parent's view, so the app's own view controller needs no override; a parent that
  /// returns `false` from `shouldAutomaticallyForwardAppearanceMethods` takes that on itself
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods).
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

    /// Adds a tracker for `avoidance` to `parent`, in place of any other's: two adapters listening for
    /// one screen would both move it.
    static func attach(_ avoidance: KeyboardAvoidance, to parent: UIViewController) {
      for case let other as AppearanceTracker in parent.children { other.avoidance.detach() }
      let tracker = AppearanceTracker(avoidance: avoidance)
      parent.addChild(tracker)
      tracker.view.frame = .zero
      tracker.view.isHidden = true
      tracker.view.isUserInteractionEnabled = false
      parent.view.addSubview(tracker.view)
      tracker.didMove(toParent: parent)
      avoidance.installation.record { [weak tracker] in
        tracker?.willMove(toParent: nil)
        tracker?.view.removeFromSuperview()
        tracker?.removeFromParent()
      }
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      avoidance.start()
    }

    /// Stops once the screen has gone, not as it begins to go: an interactive pop or a sheet's swipe
    /// down calls this at its start, and the user may cancel it, leaving the screen (and the keyboard)
    /// where they were. The transition's completion tells which
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator, of this
    /// view controller's ancestors while they transition;
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:),
    /// whose completion runs even when no animation was queued;
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled).
    /// Until then the content stays clear of the keyboard, which moves with the screen.
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      guard let transition = transitionCoordinator else { return avoidance.stop() }
      transition.animate(alongsideTransition: nil) { [weak self] context in
        if !context.isCancelled { self?.avoidance.stop() }
      }
    }
  }
#endif
