#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import UIKit
  // The touch methods and the writable `state` of a gesture recognizer are for its subclasses, in this
  // module (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property).
  #if canImport(UIKit.UIGestureRecognizerSubclass)
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// Follows the finger that drags the keyboard down over a scroll view whose `keyboardDismissMode` is
  /// `.interactive` or `.interactiveWithAccessory`, for which UIKit posts no notification until the finger
  /// lifts.
  ///
  /// With that mode "the keyboard follows the dragging touch offscreen, and can be pulled upward again
  /// to cancel the dismiss" (https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive),
  /// and the touch that drags it is the one the scroll view's `panGestureRecognizer` pans with ("The
  /// underlying gesture recognizer for pan gestures",
  /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer). A target and
  /// action on that recognizer would need an Objective-C selector; this recognizer, on the same scroll
  /// view, sees the same touches instead: gesture recognizers "observe touches hit-tested to their view
  /// and their view's subviews" (UIKit's UIGestureRecognizerSubclass.h). It reports where the finger is
  /// while the pan has begun or changed
  /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum), in screen
  /// coordinates as keyboard frames are: `location(in: nil)` is in the window's
  /// (https://developer.apple.com/documentation/uikit/uitouch/location(in:)), converted to the screen's.
  ///
  /// It never recognises a gesture of its own, so it takes nothing from the scroll view or the views
  /// under the finger: it recognises simultaneously with the pan, which would otherwise fail it as the
  /// pan begins ("called when recognition of a gesture by either gestureRecognizer or
  /// otherGestureRecognizer would block the other",
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)),
  /// and fails as the finger lifts, which sends no action and resets it
  /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed).
  @MainActor
  final class KeyboardDragTracker: UIGestureRecognizer, UIGestureRecognizerDelegate {
    /// Called with the finger's height on screen as it drags, and with `nil` once it has lifted.
    private var onMove: (@MainActor (CGFloat?) -> Void)?

    /// Tracks the finger on `scrollView` for `onMove`, until removed from it.
    static func attach(
      to scrollView: UIScrollView, onMove: @escaping @MainActor (CGFloat?) -> Void
    ) -> KeyboardDragTracker {
      let tracker = KeyboardDragTracker()
      tracker.onMove = onMove
      tracker.cancelsTouchesInView = false
      tracker.delegate = tracker
      scrollView.addGestureRecognizer(tracker)
      return tracker
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      guard let scrollView = view as? UIScrollView, Self.isInteractive(scrollView.keyboardDismissMode),
        [.began, .changed].contains(scrollView.panGestureRecognizer.state), let window = scrollView.window,
        let touch = touches.first
      else { return }
      let inWindow = CGRect(origin: touch.location(in: nil), size: .zero)
      onMove?(window.convert(inWindow, to: window.screen.coordinateSpace).minY)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      finish()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      finish()
    }

    /// Whether a drag over a scroll view in `mode` takes the keyboard with the finger: `.interactive`, and
    /// `.interactiveWithAccessory`, in which "the keyboard and accessory view both follow the dragging touch
    /// offscreen" (https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactivewithaccessory;
    /// UIScrollView.h: "dismisses both keyboard and accessory in the style of" `.interactive`).
    static func isInteractive(_ mode: UIScrollView.KeyboardDismissMode) -> Bool {
      mode == .interactive || mode == .interactiveWithAccessory
    }

    private func finish() {
      state = .failed
      onMove?(nil)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
  }
#endif
