#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Binding
  import UIKit

  /// Keyboard avoidance for a UIKit screen, in one line.
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   keyboard = try? KeyboardAvoidance(for: self, strategy: .scroll(scrollView))
  /// }
  /// ```
  ///
  /// It finds the screen's text fields and text views (or takes the ones you give, in navigation
  /// order), listens to UIKit's notifications through a ``KeyboardListener``, and writes what the
  /// ``KeyboardAvoider`` publishes into the views, inside `UIView.animate` with the keyboard's own
  /// duration and curve:
  ///
  /// - ``Strategy/shift``: the view's `bounds.origin.y`, so its content moves up by the shift and Auto
  ///   Layout, which sets the view's size and position, leaves it alone;
  /// - ``Strategy/scroll(_:)``: the scroll view's bottom `contentInset` and
  ///   `verticalScrollIndicatorInsets`, and its `contentOffset.y`;
  /// - ``Strategy/bottomConstraint(_:scrollView:anchor:)``: the constraint's `constant` (laid out in
  ///   the same animation) and the scroll view's `contentOffset.y`;
  /// - ``Strategy/manual``: nothing; bind to ``avoider``'s boxes.
  ///
  /// On iOS 14 and later each text field and text view without an input accessory view gets a
  /// previous / next / done bar driven by the avoider's ``KeyboardAvoider/accessory`` state, and each
  /// text field's return key reads "Next" or "Done" and does it. Your own delegates stay yours: nothing
  /// here sets a delegate.
  ///
  /// Made for a view controller, it starts when the view controller's view appears and stops when it
  /// disappears (through a hidden child view controller, which UIKit tells of its parent's
  /// appearance), and the child keeps it alive. Made for a view, you call ``start()`` and ``stop()``
  /// and keep it.
  ///
  /// Decisions stay in the avoider: this class reads geometry and writes properties. The scroll view's
  /// own geometry (its frame, content size and insets) is read when it is made: make it once the scroll
  /// view has its size.
  @MainActor
  public final class KeyboardAvoidance {
    /// How content moves clear of the keyboard.
    public enum Strategy {
      /// Shift the whole view up.
      case shift
      /// Inset the scroll view and scroll the field into view.
      case scroll(UIScrollView)
      /// Raise the constraint that pins the scroll view's bottom, and scroll the field into view; the
      /// constraint's constant is the distance from the scroll view's bottom to the `anchor`.
      case bottomConstraint(NSLayoutConstraint, scrollView: UIScrollView, anchor: ConstraintAnchor = .safeAreaBottom)
      /// Move nothing: publish only.
      case manual
    }

    /// The listener that feeds the avoider.
    public let listener: KeyboardListener
    /// The view that avoids the keyboard: the container.
    public let view: UIView
    /// How content moves.
    public let strategy: Strategy

    private let bindings = BindingBag()
    /// Makes the changes with the animation: `UIView.animate`, or a recorder in tests.
    var animate: @MainActor (KeyboardAnimation, @escaping () -> Void) -> Void = KeyboardAvoidance.animateWithUIKit
    private var accessoryBar: AnyObject?

    /// The avoider: its boxes publish everything, with reasons.
    public var avoider: KeyboardAvoider { listener.avoider }

    /// Attaches avoidance to a view controller's view, started and stopped with its appearance.
    ///
    /// - Parameters:
    ///   - viewController: The view controller; its view is the container.
    ///   - strategy: How content moves.
    ///   - configuration: Spacing, placement and navigation; its strategy is replaced by `strategy`.
    ///   - fields: The text fields and text views in navigation order, or `nil` to find every one in the
    ///     view, top to bottom and then leading to trailing.
    ///   - notificationCenter: The center UIKit posts to.
    /// - Throws: ``AvoidanceError`` for an invalid configuration or a field with an unusable frame.
    public convenience init(
      for viewController: UIViewController, strategy: Strategy = .shift,
      configuration: AvoidanceConfiguration = AvoidanceConfiguration(), fields: [UIView]? = nil,
      notificationCenter: NotificationCenter = .default
    ) throws(AvoidanceError) {
      try self.init(
        view: viewController.view, strategy: strategy, configuration: configuration, fields: fields,
        notificationCenter: notificationCenter)
      AppearanceTracker.attach(self, to: viewController)
    }

    /// Attaches avoidance to a view; call ``start()`` and ``stop()`` yourself, and keep the result.
    ///
    /// - Parameters:
    ///   - view: The container.
    ///   - strategy: How content moves.
    ///   - configuration: Spacing, placement and navigation; its strategy is replaced by `strategy`.
    ///   - fields: The text fields and text views in navigation order, or `nil` to find every one in the
    ///     view, top to bottom and then leading to trailing.
    ///   - notificationCenter: The center UIKit posts to.
    /// - Throws: ``AvoidanceError`` for an invalid configuration or a field with an unusable frame.
    public init(
      view: UIView, strategy: Strategy = .shift, configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
      fields: [UIView]? = nil, notificationCenter: NotificationCenter = .default
    ) throws(AvoidanceError) {
      var configuration = configuration
      configuration.strategy = Self.engineStrategy(strategy, in: view)
      let avoider = try KeyboardAvoider(
        configuration: configuration, container: Self.container(of: view), fields: [], isObserving: false)
      listener = KeyboardListener(avoider: avoider, notificationCenter: notificationCenter)
      self.view = view
      self.strategy = strategy
      listener.containerGeometry = { [weak view] in view.map(Self.container(of:)) ?? avoider.engine.container }
      for (index, field) in (fields ?? Self.textInputs(in: view)).enumerated() {
        try register(field, as: FieldID(field.accessibilityIdentifier ?? "field \(index + 1)"))
      }
      // Only what moves: a state that changes a reason or a keyboard's did-phase leaves the views be.
      avoider.state.removeDuplicates { $0.targets == $1.targets }.bind { [weak self] state in self?.apply(state) }
        .store(in: bindings)
      if #available(iOS 14.0, macCatalyst 14.0, *) { installAccessories() }
    }

    /// Starts listening (from `viewWillAppear`); a view controller's avoidance does it by itself.
    public func start() {
      listener.start()
    }

    /// Stops listening and puts everything back at rest (from `viewWillDisappear`).
    public func stop() {
      listener.stop()
    }

    /// Registers another text field or text view, after the others in navigation order.
    ///
    /// - Parameters:
    ///   - field: The field; held weakly.
    ///   - id: Its identity, unique on the screen.
    /// - Throws: ``AvoidanceError/duplicateField(_:)`` or ``AvoidanceError/invalidField(_:)``.
    public func register(_ field: UIView, as id: FieldID) throws(AvoidanceError) {
      let space = frameSpace
      try listener.register(field, as: id, kind: field is UITextView ? .textView : .textField) { field in
        field.convert(field.bounds, to: space)
      }
    }

    /// Ends editing, as a tap outside the fields does: call it from your own tap gesture recognizer.
    public func dismiss() {
      perform(avoider.navigate(.tapOutside))
    }

    /// Carries out a navigation request: focus a field, or end editing.
    func perform(_ request: NavigationRequest?) {
      switch request {
      case .focus(let id): _ = (listener.field(id) as? UIResponder)?.becomeFirstResponder()
      case .endEditing: _ = view.endEditing(true)
      case nil: break
      }
    }

    /// Where field frames are read: the container for the shift and manual strategies, the scroll
    /// view's content for the others.
    private var frameSpace: UIView {
      switch strategy {
      case .shift, .manual: view
      case .scroll(let scrollView), .bottomConstraint(_, let scrollView, _): scrollView
      }
    }

    private func apply(_ state: AvoidanceState) {
      let targets = state.targets
      let view = self.view
      let changes: () -> Void
      switch strategy {
      case .shift:
        changes = { view.bounds.origin.y = -targets.offset }
      case .scroll(let scrollView):
        changes = {
          scrollView.contentInset.bottom = targets.scrollInsets.content
          scrollView.verticalScrollIndicatorInsets.bottom = targets.scrollInsets.indicator
          scrollView.contentOffset.y = targets.contentOffset
        }
      case .bottomConstraint(let constraint, let scrollView, _):
        changes = {
          constraint.constant = targets.constraintConstant
          view.layoutIfNeeded()
          scrollView.contentOffset.y = targets.contentOffset
        }
      case .manual:
        return
      }
      animate(state.animation, changes)
    }

    /// Animates with the keyboard's duration and curve, from wherever an animation in flight has got to;
    /// a zero duration makes the changes at once.
    private static func animateWithUIKit(_ animation: KeyboardAnimation, _ changes: @escaping () -> Void) {
      guard animation.duration > 0 else { return changes() }
      let curve = UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue)
      UIView.animate(
        withDuration: animation.duration, delay: 0, options: [curve, .beginFromCurrentState], animations: changes,
        completion: nil)
    }

    @available(iOS 14.0, macCatalyst 14.0, *)
    private func installAccessories() {
      let bar = AccessoryBar { [weak self] action in self?.perform(self?.avoider.navigate(action)) }
      avoider.accessory.bind { [weak bar] state in bar?.show(state) }.store(in: bindings)
      accessoryBar = bar
      for field in avoider.engine.navigator.fields {
        switch listener.field(field.id) {
        case let textField as UITextField:
          if textField.inputAccessoryView == nil { textField.inputAccessoryView = bar.toolbar }
          textField.returnKeyType = avoider.engine.navigator.returnKey(for: field.id) == .done ? .done : .next
          textField.addAction(
            UIAction { [weak self] _ in self?.perform(self?.avoider.navigate(.returnKey)) }, for: .editingDidEndOnExit)
        case let textView as UITextView:
          if textView.inputAccessoryView == nil { textView.inputAccessoryView = bar.toolbar }
        default:
          break
        }
      }
    }

    /// The container's geometry now: its frame in the screen's coordinates, as keyboard frames are.
    static func container(of view: UIView) -> ContainerGeometry {
      let insets = LayoutInsets(top: view.safeAreaInsets.top, bottom: view.safeAreaInsets.bottom)
      guard let screen = view.window?.screen else {
        // Not on screen yet: its own bounds stand for the screen until it is.
        return ContainerGeometry(screenBounds: CGRect(origin: .zero, size: view.bounds.size), safeAreaInsets: insets)
      }
      return ContainerGeometry(
        screenBounds: screen.bounds, frame: view.convert(view.bounds, to: screen.coordinateSpace),
        safeAreaInsets: insets)
    }

    private static func engineStrategy(_ strategy: Strategy, in view: UIView) -> AvoidanceStrategy {
      switch strategy {
      case .shift: .shift
      case .manual: .manual
      case .scroll(let scrollView): .scroll(scrollGeometry(scrollView, in: view))
      case .bottomConstraint(_, let scrollView, let anchor):
        .bottomConstraint(scrollGeometry(scrollView, in: view), anchor: anchor)
      }
    }

    private static func scrollGeometry(_ scrollView: UIScrollView, in view: UIView) -> ScrollViewGeometry {
      ScrollViewGeometry(
        frame: scrollView.convert(scrollView.bounds, to: view), contentHeight: scrollView.contentSize.height,
        adjustedTopInset: scrollView.adjustedContentInset.top,
        bottomSafeAreaInset: scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom,
        restInsets: ScrollInsets(
          content: scrollView.contentInset.bottom, indicator: scrollView.verticalScrollIndicatorInsets.bottom),
        contentOffset: scrollView.contentOffset.y)
    }

    /// Every text field and text view inside `view`, top to bottom, then leading to trailing.
    static func textInputs(in view: UIView) -> [UIView] {
      func collect(_ view: UIView) -> [UIView] {
        view is UITextField || view is UITextView ? [view] : view.subviews.flatMap(collect)
      }
      return view.subviews.flatMap(collect).sorted { first, second in
        let a = first.convert(first.bounds, to: view)
        let b = second.convert(second.bounds, to: view)
        return a.minY != b.minY ? a.minY < b.minY : a.minX < b.minX
      }
    }
  }
#endif
