#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// Writes the targets of `state` into the views with `animation`, unless a change of size holds the
    /// shift (``holdShift(during:)``).
    func apply(_ state: AvoidanceState, animation: KeyboardAnimation) {
      guard !isResizing,
        let changes = Self.changes(to: state, strategy: strategy, view: view, constraintConstant: constraintConstant)
      else { return }
      ownWrites.didWrite(state.targets)
      let pinned = shiftedPinnedViews
      animate(animation) {
        changes()
        Self.keep(pinned, whereTheGuidePutsThemUnder: state.targets[.offset])
      }
      Self.scrollList(to: state.targets, strategy: strategy, view: view, animated: animation.duration > 0)
    }

    /// The views pinned to a keyboard layout guide that a shift would move, and which are given the
    /// opposite translation (``keep(_:whereTheGuidePutsThemUnder:)``); none for the other strategies, which
    /// move no view that holds them.
    var shiftedPinnedViews: [UIView] {
      LayoutProperty.offset.isMoved(by: avoider.context.configuration.strategy)
        ? pinnedToKeyboardGuide.compactMap(\.view) : []
    }

    /// Writes the avoider's targets again, at once, where the views no longer show them: an inset the app
    /// set over the adapter's (its rest inset set again in `viewDidLayoutSubviews` while the keyboard is
    /// up) changes no decision when it is the rest the avoider has, so no update comes to write them.
    /// Called after every input the avoider takes and after the readings the adapter asks for, never
    /// inside one.
    func writeTargetsTheViewsLack() {
      let state = avoider.state.value.value
      guard !isDetached, !ownWrites.shows(state.targets) else { return }
      apply(state, animation: .immediate)
    }

    /// The table or collection view whose offset the strategy moves: its offset goes through
    /// `setContentOffset(_:animated:)`, outside the `UIView.animate` block, as IQKeyboardManager came to
    /// do after reports of blank rows: a table lays its cells out for the offset it is given, and an
    /// offset animated as a property shows rows it has not made yet
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)).
    static func list(scrolledBy strategy: Strategy) -> UIScrollView? {
      strategy.scrollView.flatMap { $0 is UITableView || $0 is UICollectionView ? $0 : nil }
    }

    /// Scrolls the strategy's table or collection view to the targets' offset, if it is one.
    static func scrollList(to targets: AvoidanceTargets, strategy: Strategy, view: UIView, animated: Bool) {
      guard let list = list(scrolledBy: strategy) else { return }
      let offset =
        strategy.messageList == nil
        ? targets.contentOffset : listOffset(forVisible: targets.contentOffset, of: list, in: view)
      guard list.contentOffset.y != offset else { return }
      list.setContentOffset(CGPoint(x: list.contentOffset.x, y: offset), animated: animated)
    }

    /// Holds the view untransformed while the view controller's size changes, and shifts it again once
    /// the change is over.
    ///
    /// A container sets its child's root view `frame` as it lays out the new size ("Implementing a
    /// Container View Controller",
    /// https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/ImplementingaContainerViewController.html),
    /// and with a transform other than the identity a view's frame is undefined
    /// (https://developer.apple.com/documentation/uikit/uiview/frame): UIKit places the view so that
    /// its transformed rectangle is the frame given (its layer's frame setter,
    /// https://developer.apple.com/documentation/quartzcore/calayer/frame), which leaves it off by the
    /// shift once the shift goes. UIKit sends `viewWillTransition(to:with:)` before the size changes and
    /// runs the coordinator's completion after
    /// (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)).
    func holdShift(during transition: any UIViewControllerTransitionCoordinator) {
      guard LayoutProperty.offset.isMoved(by: avoider.context.configuration.strategy), !isDetached else { return }
      isResizing = true
      view.transform = .identity
      Self.keep(shiftedPinnedViews, whereTheGuidePutsThemUnder: 0)
      transition.animate(alongsideTransition: nil) { [weak self] _ in
        guard let self else { return }
        isResizing = false
        if !isDetached { apply(avoider.state.value.value, animation: avoider.state.value.animation) }
      }
    }

    /// The writes that put the targets of `state` into the views: each property its strategy moves, or
    /// `nil` when it moves none (the manual strategy); `constraintConstant` turns the published distance
    /// into the bottom constraint's constant.
    static func changes(
      to state: AvoidanceState, strategy: Strategy, view: UIView,
      constraintConstant: @escaping @Sendable (CGFloat) -> CGFloat
    ) -> (() -> Void)? {
      let moved = state.configuration.strategy.movedProperties
      guard !moved.isEmpty else { return nil }
      // The constraint goes first: its layout pass runs the app's own layout code, which may set the
      // list's rest insets (a chat's clear its composer), and the insets written after it stay. The
      // content offset goes last: it is for the scroll view the raised constraint has just laid out.
      let first: [LayoutProperty] = [.constraintConstant]
      let last: [LayoutProperty] = [.contentOffset]
      let order =
        moved.filter(first.contains) + moved.filter { !first.contains($0) && !last.contains($0) }
        + moved.filter(last.contains)
      let targets = state.targets
      return {
        for property in order {
          let value = property == .constraintConstant ? constraintConstant(targets[property]) : targets[property]
          write(value, of: property, strategy: strategy, view: view)
        }
      }
    }

    /// Writes one property's value into the view that shows it under `strategy`.
    private static func write(_ value: CGFloat, of property: LayoutProperty, strategy: Strategy, view: UIView) {
      switch property {
      case .offset:
        // A translation, not the bounds origin or the frame: Auto Layout ignores transforms ("In iOS 8.0
        // and later, the transform property does not affect Auto Layout",
        // https://developer.apple.com/documentation/uikit/uiview/transform), while it re-anchors
        // constrained subviews to their superview's visible edges whatever its bounds origin (TN2154,
        // https://developer.apple.com/library/archive/technotes/tn2154/_index.html) and the view
        // controller's container resets a root view's frame at its next layout; while a rotation lays
        // the screen out, `holdShift(during:)` lifts the transform so that frame lands where it should.
        view.transform = CGAffineTransform(translationX: 0, y: value)
      case .contentInset, .indicatorInset:
        // A chat's message list is written as the user sees it: an inverted one's top insets.
        if let list = strategy.messageList {
          writeListInset(value, of: property, to: list, in: view)
        } else if property == .contentInset {
          strategy.scrollView?.contentInset.bottom = value
        } else {
          strategy.scrollView?.verticalScrollIndicatorInsets.bottom = value
        }
      case .contentOffset:
        // A table's or collection view's is scrolled after the block (`scrollList(to:strategy:view:animated:)`).
        guard list(scrolledBy: strategy) == nil, let scrollView = strategy.scrollView else { return }
        scrollView.contentOffset.y =
          strategy.messageList == nil ? value : listOffset(forVisible: value, of: scrollView, in: view)
      case .constraintConstant:
        strategy.constraint?.constant = value
        view.layoutIfNeeded()
      }
    }

    /// Animates with the keyboard's duration and curve, from wherever an animation in flight has got to;
    /// a zero duration makes the changes at once. Taps still land while content moves: without
    /// `.allowUserInteraction`, "user interactions are temporarily disabled for the views being
    /// animated" (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)),
    /// which would drop a tap on the next field for the quarter second the keyboard takes.
    static func animateWithUIKit(_ animation: KeyboardAnimation, _ changes: @escaping () -> Void) {
      guard animation.duration > 0 else { return changes() }
      let curve = UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue)
      UIView.animate(
        withDuration: animation.duration, delay: 0, options: [curve, .beginFromCurrentState, .allowUserInteraction],
        animations: changes,
        completion: nil)
    }
  }
#endif
