#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Binding
  import KeyboardHandler
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
  /// A tap outside the fields (not on a control or a text view) ends editing; the tap still reaches
  /// what was tapped. On iOS 14 and later each text field and text view without an input accessory
  /// view gets a previous / next / done bar driven by the avoider's ``KeyboardAvoider/accessory``
  /// state, and each text field's return key reads "Next" or "Done" and does it. Your own delegates
  /// stay yours: nothing here sets a field's delegate.
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
    /// The tap outside the fields that ends editing.
    private(set) var tapOutside: TapOutside?

    /// The avoider: its boxes publish everything, with reasons.
    public var avoider: KeyboardAvoider { listener.avoider }

    /// Attaches avoidance to a view controller's view, started and stopped with its appearance.
    ///
    /// - Parameters:
    ///   - viewController: The view controller; its view is the container.
    ///   - strategy: How content moves.
    ///   - configuration: Spacing, placement and navigation; its strategy is replaced by `strategy`.
    ///   - fields: The text fields and text views in navigation order, or `nil` to find every one in the
    ///     view, top to bottom and then leading to trailing (in the view hierarchy's order where not laid out yet).
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
    ///     view, top to bottom and then leading to trailing (in the view hierarchy's order where not laid out yet).
    ///   - notificationCenter: The center UIKit posts to.
    /// - Throws: ``AvoidanceError`` for an invalid configuration or a field with an unusable frame.
    public init(
      view: UIView, strategy: Strategy = .shift, configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
      fields: [UIView]? = nil, notificationCenter: NotificationCenter = .default
    ) throws(AvoidanceError) {
      if case .shift = strategy, view is UIScrollView {
        // Its bounds origin is its content offset: shifting it would fight the user's scrolling.
        throw .invalidConfiguration(
          AvoidanceError.InvalidValue(
            name: "strategy", found: ".shift of a UIScrollView", expected: ".scroll(view) for a scroll view"))
      }
      var configuration = configuration
      configuration.strategy = Self.engineStrategy(strategy, in: view)
      let avoider = try KeyboardAvoider(
        configuration: configuration, container: Self.container(of: view), fields: [], isObserving: false)
      listener = KeyboardListener(avoider: avoider, notificationCenter: notificationCenter)
      self.view = view
      self.strategy = strategy
      listener.containerGeometry = { [weak view] in view.map(Self.container(of:)) ?? avoider.engine.container }
      listener.willReceive = { [weak self] in self?.synchronizeScrollView() }
      if #available(iOS 14.0, macCatalyst 14.0, *) {
        let bar = AccessoryBar { [weak self] action in self?.perform(self?.avoider.navigate(action)) }
        avoider.accessory.bind { [weak bar] state in bar?.show(state) }.store(in: bindings)
        accessoryBar = bar
      }
      var ids: Set<FieldID> = []
      for (index, field) in (fields ?? Self.textInputs(in: view)).enumerated() {
        // An identifier two fields share (reused cells) or one already taken falls back to the position.
        let named = field.accessibilityIdentifier.map { FieldID($0) }
        let id = named.flatMap { ids.contains($0) ? nil : $0 } ?? FieldID("field \(index + 1)")
        ids.insert(id)
        try register(field, as: id)
      }
      // Only what moves: a state that changes a reason or a keyboard's did-phase leaves the views be.
      avoider.state.removeDuplicates { $0.targets == $1.targets }.bind { [weak self] state in self?.apply(state) }
        .store(in: bindings)
      tapOutside = TapOutside(in: view) { [weak self] in self?.dismiss() }
    }

    /// Starts listening (from `viewWillAppear`); a view controller's avoidance does it by itself.
    ///
    /// The scroll view's geometry is read again first, and a field that is already editing (a swipe
    /// back that was cancelled) is focused again.
    public func start() {
      synchronizeScrollView()
      listener.start()
      let editing = avoider.engine.navigator.fields.first {
        (listener.field($0.id) as? UIResponder)?.isFirstResponder == true
      }
      if let editing, avoider.engine.focusedField == nil {
        listener.report { () throws(AvoidanceError) in try avoider.didBeginEditing(editing.id) }
      }
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
      if #available(iOS 14.0, macCatalyst 14.0, *) { installAccessories(on: field, id: id) }
    }

    /// Ends editing, as a tap outside the fields does.
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

    /// The fields whose return key this adapter chose, because the app left it at `.default`.
    private var managedReturnKeys: [ObjectIdentifier] = []

    /// Gives a field the accessory bar, unless it has an accessory view of its own, and, for a text
    /// field whose return key the app left at `.default`, a Next or Done return key that does it.
    @available(iOS 14.0, macCatalyst 14.0, *)
    private func installAccessories(on field: UIView, id: FieldID) {
      guard let bar = accessoryBar as? AccessoryBar else { return }
      switch field {
      case let textField as UITextField:
        if textField.inputAccessoryView == nil { textField.inputAccessoryView = bar.toolbar }
        if textField.returnKeyType == .default, !managedReturnKeys.contains(ObjectIdentifier(textField)) {
          managedReturnKeys.append(ObjectIdentifier(textField))
          // The field's own identity, not the focus: UIKit may end editing before the action runs.
          textField.addAction(
            UIAction { [weak self] _ in
              self?.perform(self?.avoider.engine.navigator.request(for: .returnKey, from: id))
            }, for: .editingDidEndOnExit)
        }
      case let textView as UITextView:
        if textView.inputAccessoryView == nil { textView.inputAccessoryView = bar.toolbar }
      default:
        break
      }
      // A new last field turns the one before from Done into Next.
      for field in avoider.engine.navigator.fields {
        guard let textField = listener.field(field.id) as? UITextField,
          managedReturnKeys.contains(ObjectIdentifier(textField))
        else { continue }
        textField.returnKeyType = avoider.engine.navigator.returnKey(for: field.id) == .done ? .done : .next
      }
    }

    /// Reads the scroll view before a notification is handled: its geometry while nothing is focused
    /// (layout may have sized it since), and a scroll the user made.
    private func synchronizeScrollView() {
      let scrollView: UIScrollView
      switch strategy {
      case .shift, .manual: return
      case .scroll(let view), .bottomConstraint(_, let view, _): scrollView = view
      }
      if avoider.engine.focusedField == nil, avoider.state.value.keyboard == nil {
        listener.report { () throws(AvoidanceError) in
          try avoider.updateScrollView(Self.scrollGeometry(scrollView, in: view))
        }
      }
      let offset = scrollView.contentOffset.y
      if offset != avoider.state.value.targets.contentOffset {
        listener.report { () throws(AvoidanceError) in try avoider.handle(.didScroll(toContentOffset: offset)) }
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
    ///
    /// Fields not laid out yet (all at the origin, in `viewDidLoad` with Auto Layout) keep the view
    /// hierarchy's order. Text views that cannot be edited (used as labels) are left out.
    static func textInputs(in view: UIView) -> [UIView] {
      func collect(_ candidate: UIView) -> [UIView] {
        if candidate is UITextField { return [candidate] }
        if let textView = candidate as? UITextView { return textView.isEditable ? [textView] : [] }
        return candidate.subviews.flatMap(collect)
      }
      let found = view.subviews.flatMap(collect).enumerated().map { index, field in
        (index: index, frame: field.convert(field.bounds, to: view), field: field)
      }
      return found.sorted { a, b in
        (a.frame.minY, a.frame.minX, a.index) < (b.frame.minY, b.frame.minX, b.index)
      }.map(\.field)
    }
  }
#endif
