#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import UIKit

  /// Ends editing when the user taps outside the fields, without a target-action selector.
  ///
  /// A tap recognizer with no target asks its delegate whether it may begin at the moment it
  /// recognises a tap; the answer is always no, so the tap still reaches whatever was tapped, and the
  /// question is the signal. Taps on controls (text fields, buttons) and text views are not received,
  /// nor taps on the view that keeps editing (a chat's message list).
  @MainActor
  final class TapOutside: NSObject, UIGestureRecognizerDelegate {
    let recognizer = UITapGestureRecognizer()
    private let onTap: @MainActor () -> Void
    /// The view whose taps keep the field editing, held weakly.
    private weak var kept: UIView?

    init(in view: UIView, keepingEditingIn kept: UIView? = nil, onTap: @escaping @MainActor () -> Void) {
      self.onTap = onTap
      self.kept = kept
      super.init()
      recognizer.cancelsTouchesInView = false
      recognizer.delegate = self
      view.addGestureRecognizer(recognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      // A touch inside a field lands on one of its private subviews: look up the chain.
      var view = touch.view
      while let current = view {
        if current is UIControl || current is UITextView || current === kept { return false }
        view = current.superview
      }
      return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      onTap()
      return false
    }
  }
#endif
