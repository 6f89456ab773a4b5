#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import UIKit

  /// Every property the adapter may write, of a view and each view inside it, and of a constraint: taken
  /// before and after something that must write nothing (a reading of the screen), and compared whole.
  @MainActor
  struct WritableProperties: Equatable {
    /// One view's: its transform; a scroll view's bottom insets and offset; a field's accessory view,
    /// and a text field's return key.
    struct OfView: Equatable {
      let view: ObjectIdentifier
      let transform: CGAffineTransform
      let scroll: [CGFloat]
      let accessoryView: ObjectIdentifier?
      let returnKey: UIReturnKeyType?
    }

    let views: [OfView]
    let constant: CGFloat?

    init(of root: UIView, constraint: NSLayoutConstraint? = nil) {
      var views: [OfView] = []
      func take(_ view: UIView) {
        let scrollView = view as? UIScrollView
        let accessory = (view as? UITextField)?.inputAccessoryView ?? (view as? UITextView)?.inputAccessoryView
        views.append(
          OfView(
            view: ObjectIdentifier(view), transform: view.transform,
            scroll: scrollView.map {
              [$0.contentInset.bottom, $0.verticalScrollIndicatorInsets.bottom, $0.contentOffset.y]
            } ?? [],
            accessoryView: accessory.map(ObjectIdentifier.init), returnKey: (view as? UITextField)?.returnKeyType))
        view.subviews.forEach(take)
      }
      take(root)
      self.views = views
      constant = constraint?.constant
    }
  }
#endif
