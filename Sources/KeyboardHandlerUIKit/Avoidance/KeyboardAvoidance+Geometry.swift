#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// Reads the scroll view for the listener: its geometry at rest (layout may have sized it since,
    /// rotation lays it out anew, a text view's content grows as the user types), and a scroll made since
    /// the adapter's last write. The views are read into plain values; ``OwnWrites`` tells the adapter's
    /// writes from the app's, and is kept as the reading leaves it.
    func readScrollView() -> (geometry: ScrollViewGeometry?, scrolledContentOffset: CGFloat?) {
      guard let scrollView = strategy.scrollView else { return (nil, nil) }
      let state = avoider.state.value
      let geometry =
        strategy.messageList == nil
        ? Self.scrollGeometry(scrollView, in: view) : Self.listGeometry(scrollView, in: view)
      let reading = ownWrites.read(
        geometry, anchorY: strategy.anchor.map { Self.anchorY($0, in: view) }, composerRise: composerRise(),
        isAtRest: state.focusedField == nil && state.keyboard == nil, targets: state.targets)
      return (reading.geometry, reading.scrolledContentOffset)
    }

    /// Where a bottom constraint's anchor is, in the container's coordinates.
    static func anchorY(_ anchor: ConstraintAnchor, in view: UIView) -> CGFloat {
      switch anchor {
      case .containerBottom: view.bounds.maxY
      case .safeAreaBottom: view.bounds.maxY - view.safeAreaInsets.bottom
      }
    }

    /// How the bottom constraint's constant follows the distance the engine publishes, as the
    /// constraint's items say (``BottomConstraintEquation``); the distance itself for the other strategies.
    ///
    /// - Throws: ``AvoidanceError/invalidConfiguration(_:)`` for a constraint whose direction cannot be
    ///   read, or one tied to a keyboard layout guide.
    static func constraintConstant(
      for strategy: Strategy, in view: UIView
    ) throws(AvoidanceError) -> @Sendable (CGFloat) -> CGFloat {
      guard let constraint = strategy.constraint, let anchor = strategy.anchor else { return { $0 } }
      try refuseKeyboardGuide(constraint)
      let equation = BottomConstraintEquation(
        first: side(constraint.firstItem, constraint.firstAttribute, in: view),
        second: side(constraint.secondItem, constraint.secondAttribute, in: view), multiplier: constraint.multiplier,
        restConstant: constraint.constant)
      let sign = try equation.sign(anchor: anchor)
      return { equation.constant(raisingBy: $0, sign: sign) }
    }

    /// What one item of a constraint is to the container, and what its attribute measures.
    private static func side(
      _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in view: UIView
    ) -> BottomConstraintEquation.Side {
      let kind: BottomConstraintEquation.Item
      if item === view {
        kind = .container
      } else if item === view.safeAreaLayoutGuide {
        kind = .safeAreaGuide
      } else if let guide = item as? UILayoutGuide, guide.owningView === view {
        kind = .otherGuide
      } else if let item = item as? UIView, sequence(first: item, next: \.superview).contains(where: { $0 === view }) {
        kind = .content
      } else {
        kind = .unrelated
      }
      let measure: BottomConstraintEquation.Attribute
      switch attribute {
      case .bottom: measure = .bottom
      case .top, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
        measure = .vertical
      default: measure = .other
      }
      return BottomConstraintEquation.Side(kind, measure)
    }

    /// The container's geometry now: its frame and its window's in the screen's coordinates, as keyboard
    /// frames are; its safe area in its own.
    static func container(of view: UIView) -> ContainerGeometry {
      let insets = LayoutInsets(top: view.safeAreaInsets.top, bottom: view.safeAreaInsets.bottom)
      guard let window = view.window else {
        // Not on screen yet: its own bounds stand for the screen until it is.
        return ContainerGeometry(screenBounds: CGRect(origin: .zero, size: view.bounds.size), safeAreaInsets: insets)
      }
      // At rest: without the shift's transform, which `convert` would include. The center and bounds
      // are the untransformed geometry (https://developer.apple.com/documentation/uikit/uiview/frame:
      // with a transform "the value of this property is undefined").
      let size = view.bounds.size
      let untransformed = CGRect(
        x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width, height: size.height)
      let screen = window.screen
      let frame =
        view.superview.map { $0.convert(untransformed, to: screen.coordinateSpace) }
        ?? view.convert(view.bounds, to: screen.coordinateSpace)
      // In Stage Manager, or an iPadOS 26 resizable window, the window need not fill the screen, and UIKit
      // may clip the keyboard's frame to it: the window's frame, in the screen's coordinates, says where.
      let windowFrame = window.convert(window.bounds, to: screen.coordinateSpace)
      return ContainerGeometry(
        screenBounds: screen.bounds, frame: frame, windowFrame: windowFrame, safeAreaInsets: insets)
    }

    static func scrollGeometry(_ scrollView: UIScrollView, in view: UIView) -> ScrollViewGeometry {
      ScrollViewGeometry(
        frame: scrollView.convert(scrollView.bounds, to: view), contentHeight: scrollView.contentSize.height,
        adjustedTopInset: scrollView.adjustedContentInset.top,
        bottomSafeAreaInset: scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom,
        restInsets: ScrollInsets(
          content: scrollView.contentInset.bottom, indicator: scrollView.verticalScrollIndicatorInsets.bottom),
        contentOffset: scrollView.contentOffset.y)
    }
  }

  extension KeyboardAvoidance: ScreenReader {
    /// The screen as it is now: the container, the scroll view, and the fields, found again as one
    /// begins editing (a cell made during layout, a row added later) or when asked to.
    ///
    /// A reading writes nothing to any view: the fields it finds get their bar and return keys where the
    /// adapter equips them (``equipFields()``), and the targets the views no longer show are written
    /// after it (``writeTargetsTheViewsLack()``).
    package func readScreen(for moment: ScreenReadingMoment) -> ScreenReading {
      if case .beginEditing = moment { needsDiscovery = true }
      if needsDiscovery { discoverFields() }
      let scroll = readScrollView()
      return ScreenReading(
        container: Self.container(of: view), fields: readFields(), scrollView: scroll.geometry,
        scrolledContentOffset: scroll.scrolledContentOffset)
    }

    /// With Stage Manager or an external display another screen's keyboard says nothing about this one.
    /// From iOS 16.1 a keyboard notification's object is the `UIScreen` the keyboard appears on
    /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification);
    /// earlier versions post `nil`, and every keyboard counts.
    package func acceptsKeyboard(on screen: ObjectIdentifier) -> Bool {
      // Not in a window yet: no screen to tell the keyboard's from, so every keyboard counts.
      guard let own = view.window?.screen else { return true }
      return ObjectIdentifier(own) == screen
    }
  }
#endif
