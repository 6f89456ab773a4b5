#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  /// A hidden child view controller that starts and stops a ``KeyboardAvoidance`` with its parent's
  /// appearance, and keeps it alive as long as the parent keeps its children (until the avoidance is
  /// detached).
  ///
  /// UIKit forwards `viewWillAppear(_:)` and `viewDidDisappear(_:)` to a child view controller whose
  /// view is in the parent's view, so the app's own view controller needs no override. A parent that
  /// returns `false` from `shouldAutomaticallyForwardAppearanceMethods` takes that on itself
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods),
  /// and may not; so the tracker's view also starts the avoidance when it enters a window and stops it
  /// when it leaves (https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()), which
  /// depends on no forwarding: a screen's views are in a window while it shows.
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

    override func loadView() {
      view = WindowWatcher { [weak self] isInWindow in
        guard let self, !avoidance.isDetached, isInWindow != avoidance.listener.isListening else { return }
        if isInWindow { avoidance.start() } else { avoidance.stop() }
      }
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

    /// Sent before the parent's size changes (rotation), forwarded by the parent as UIKit asks of an
    /// override: the shift steps aside while the container sets the root view's frame.
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      avoidance.holdShift(during: coordinator)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      avoidance.start()
    }

    /// Stops once the view has gone, not as it begins to go. An interactive pop or a sheet's swipe down
    /// sends `viewWillDisappear(_:)` at its start, and the user may cancel it: the screen on top then
    /// stays, still editing, and the screen beneath, which was sent `viewWillAppear(_:)`, is sent
    /// `viewWillDisappear(_:)` and stays hidden
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)).
    /// `viewDidDisappear(_:)` comes only once the view is really gone
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)), so
    /// neither keeps listening hidden, and until then the content stays clear of the keyboard.
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      avoidance.stop()
    }
  }

  /// The tracker's view: it tells whether it is in a window as that changes.
  private final class WindowWatcher: UIView {
    private let windowDidChange: @MainActor (Bool) -> Void

    init(windowDidChange: @escaping @MainActor (Bool) -> Void) {
      self.windowDidChange = windowDidChange
      super.init(frame: .zero)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("made in code only")
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      windowDidChange(window != nil)
    }
  }
#endif
