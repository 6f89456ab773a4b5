#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// Follows a finger that drags the keyboard over the strategy's scroll view (a chat's message list),
    /// when its `keyboardDismissMode` is `.interactive` (or `.interactiveWithAccessory`) at the time:
    /// checked as the finger moves, so the app may set it after making the adapter.
    func trackKeyboardDrags() {
      guard let scrollView = strategy.scrollView else { return }
      let tracker = KeyboardDragTracker.attach(to: scrollView) { [weak self] y in self?.fingerDidMove(toScreenY: y) }
      installation.record { [weak scrollView, weak tracker] in
        if let tracker { scrollView?.removeGestureRecognizer(tracker) }
      }
    }

    /// Posts the keyboard's top for a finger at `y` on screen (`nil` once it lifted) as
    /// `Notification.Name.keyboardDidDrag`, which the listener hands the avoider.
    ///
    /// A docked keyboard that is up follows the finger below its top: its top is the finger's, never
    /// above where UIKit reported it, so a drag that starts above the keyboard moves nothing until the
    /// finger reaches it. Only a change is posted; the finger's release ends in UIKit's hide or, if the
    /// user pulled the keyboard back, its show, which the avoider animates from where the drag left off.
    func fingerDidMove(toScreenY y: CGFloat?) {
      guard let y else {
        draggedKeyboardTop = nil
        return
      }
      guard listener.isListening, let keyboard = avoider.context.phase.keyboardFrame else { return }
      let top = max(y, keyboard.minY)
      guard top != (draggedKeyboardTop ?? keyboard.minY) else { return }
      draggedKeyboardTop = top
      listener.notificationCenter.post(KeyboardDrag.notification(top: top))
    }
  }
#endif
