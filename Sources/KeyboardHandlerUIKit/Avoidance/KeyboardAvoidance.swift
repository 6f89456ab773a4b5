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
  /// It finds the screen's text fields and text views when they are needed (as a field begins editing,
  /// and before each previous / next / return), so cells made during layout, reused cells and fields
  /// added later are avoided and navigated in reading order, and hidden, transparent, disabled or
  /// read-only ones are skipped. Fields inside another adapter's view (a child view controller with
  /// its own) are that adapter's, and left to it. It listens to UIKit's notifications through a ``KeyboardListener``, and
  /// writes what the
  /// ``KeyboardAvoider`` publishes into the views, inside `UIView.animate` with the keyboard's own
  /// duration and curve:
  ///
  /// - ``Strategy/shift``: the view's `transform`, a vertical translation, which Auto Layout leaves
  ///   alone: a layout pass (a validation label appearing, Dynamic Type, rotation) does not undo it;
  /// - ``Strategy/scroll(_:)``: the scroll view's bottom `contentInset` and
  ///   `verticalScrollIndicatorInsets`, and its `contentOffset.y`;
  /// - ``Strategy/bottomConstraint(_:scrollView:anchor:)``: the constraint's `constant` (laid out in
  ///   the same animation) and the scroll view's `contentOffset.y`;
  /// - ``Strategy/manual``: nothing; bind to ``avoider``'s boxes.
  ///
  /// A tap outside the fields (not on a control or a text view) ends editing; the tap still reaches
  /// what was tapped. It and Done ask, as `endEditing(false)` does: a delegate's
  /// `textFieldShouldEndEditing(_:)` that returns `false` keeps its field editing. On iOS 14 and later each text field and text view without an input accessory
  /// view gets a previous / next / done bar driven by the avoider's ``KeyboardAvoider/accessory``
  /// state, and each text field's return key reads "Next" or "Done" and does it. Each of these can be
  /// turned off with ``Options``. Your own delegates stay yours: nothing here sets a field's delegate.
  ///
  /// A text view is revealed by its caret, not its frame, and followed as its text changes, so a text
  /// view taller than the space above the keyboard (notes, a chat input that grows) keeps the line being
  /// typed in view.
  ///
  /// Made for a view controller, it starts when the view controller's view appears and stops once it
  /// has disappeared (through a hidden child view controller, which UIKit tells of its parent's
  /// appearance), and the child keeps it alive: one line in `viewDidLoad` is enough. A swipe back or a
  /// sheet's swipe down that the user may still cancel leaves the content where it is until the view
  /// has gone (`viewDidDisappear`): a cancelled one leaves the screen on top avoiding and the screen
  /// beneath stopped. One view controller
  /// has one adapter: making another for it detaches the first. A view controller that returns `false`
  /// from `shouldAutomaticallyForwardAppearanceMethods` must tell its children of its appearance, as
  /// UIKit asks of it, or call ``start()`` and ``stop()`` itself. Made for a view, you call ``start()``
  /// and ``stop()`` and keep it.
  ///
  /// ``detach()`` undoes everything the adapter did: it stops listening, puts the views back at rest,
  /// and removes the child view controller, the tap recognizer, the bar and the return keys it set. An
  /// adapter that goes away without it does the same.
  ///
  /// From iOS 16.1 a keyboard notification says which screen the keyboard is on: the keyboard of
  /// another screen (Stage Manager, an external display) is not this view's and is ignored.
  ///
  /// With ``Options/recordsSession`` on, it records the keyboard session from its creation, and
  /// ``writeSessionRecording(in:)`` writes it as a scenario file that replays the session anywhere.
  ///
  /// Decisions stay in the avoider and in `FieldDiscovery`: this class reads geometry and writes
  /// properties. The scroll view's geometry (its frame, content size and insets) is read again whenever
  /// nothing is focused, and when the container changes (rotation) while something is.
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
    /// The side effects beyond moving content.
    public let options: Options
    /// The recorder of this screen's keyboard session from the adapter's creation on, when
    /// ``Options/recordsSession`` is on; `nil` otherwise.
    public let sessionRecorder: KeyboardSessionRecorder?
    /// The file the session was last written to.
    let writtenSessionRecording = Box<URL?>(nil)

    private let bindings = BindingBag()
    /// Makes the changes with the animation: `UIView.animate`, or a recorder in tests.
    var animate: @MainActor (KeyboardAnimation, @escaping () -> Void) -> Void = KeyboardAvoidance.animateWithUIKit
    private var accessoryBar: AnyObject?
    /// The tap outside the fields that ends editing.
    private(set) var tapOutside: TapOutside?
    /// The fields the app listed, in navigation order; `nil` to find them in the view.
    private let listed: [WeakView]?
    /// The fields the app registered by identity, found wherever they are.
    private var named: [(view: WeakView, id: FieldID)] = []
    /// Decides the fields to navigate from what is found, and keeps their identities.
    private var discovery = FieldDiscovery()
    /// The text fields whose return key this adapter chose, because the app left it at `.default`.
    private var managedReturnKeys: [WeakView] = []
    /// The observation of text views' changes, while listening: the caret moves as the user types.
    private var textChanges: NotificationObservation?
    /// What the adapter changed outside itself, to put back.
    let installation = Installation()

    /// Whether the view controller's size is changing (rotation): the shift waits for the end, the view
    /// untransformed meanwhile.
    private var isResizing = false

    /// Whether ``detach()`` was called: a detached adapter does nothing more.
    public private(set) var isDetached = false

    /// The avoider: its boxes publish everything, with reasons.
    public var avoider: KeyboardAvoider { listener.avoider }

    /// Attaches avoidance to a view controller's view, started and stopped with its appearance.
    ///
    /// - Parameters:
    ///   - viewController: The view controller; its view is the container.
    ///   - strategy: How content moves.
    ///   - configuration: Spacing, placement and navigation; its strategy is replaced by `strategy`.
    ///   - fields: The text fields and text views in navigation order, or `nil` to find them in the view
    ///     whenever they are needed, in rows top to bottom, each leading to trailing in the view's
    ///     layout direction (in the view hierarchy's order where not laid out yet). Either way, those a user cannot edit are skipped.
    ///   - options: The side effects beyond moving content; all on by default.
    ///   - notificationCenter: The center UIKit posts to.
    /// - Throws: ``AvoidanceError`` for an invalid configuration or a field with an unusable frame.
    public convenience init(
      for viewController: UIViewController, strategy: Strategy = .shift,
      configuration: AvoidanceConfiguration = AvoidanceConfiguration(), fields: [UIView]? = nil,
      options: Options = Options(), notificationCenter: NotificationCenter = .default
    ) throws(AvoidanceError) {
      try self.init(
        view: viewController.view, strategy: strategy, configuration: configuration, fields: fields,
        options: options, notificationCenter: notificationCenter)
      AppearanceTracker.attach(self, to: viewController)
    }

    /// Attaches avoidance to a view; call ``start()`` and ``stop()`` yourself, and keep the result.
    ///
    /// - Parameters:
    ///   - view: The container.
    ///   - strategy: How content moves.
    ///   - configuration: Spacing, placement and navigation; its strategy is replaced by `strategy`.
    ///   - fields: The text fields and text views in navigation order, or `nil` to find them in the view
    ///     whenever they are needed, in rows top to bottom, each leading to trailing in the view's
    ///     layout direction (in the view hierarchy's order where not laid out yet). Either way, those a user cannot edit are skipped.
    ///   - options: The side effects beyond moving content; all on by default.
    ///   - notificationCenter: The center UIKit posts to.
    /// - Throws: ``AvoidanceError`` for an invalid configuration or a field with an unusable frame.
    public init(
      view: UIView, strategy: Strategy = .shift, configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
      fields: [UIView]? = nil, options: Options = Options(), notificationCenter: NotificationCenter = .default
    ) throws(AvoidanceError) {
      if case .shift = strategy, view is UIScrollView {
        // Its fields' frames are in its content, which scrolls: `.scroll` is the strategy that knows it.
        throw .invalidConfiguration(
          AvoidanceError.InvalidValue(
            name: "strategy", found: ".shift of a UIScrollView", expected: ".scroll(view) for a scroll view"))
      }
      var configuration = configuration
      configuration.strategy = Self.engineStrategy(strategy, in: view)
      let avoider = try KeyboardAvoider(
        configuration: configuration, container: Self.container(of: view), fields: [], isObserving: false)
      listener = KeyboardListener(avoider: avoider, notificationCenter: notificationCenter)
      // Before the avoider takes anything (the fields found below), so the recording starts from its first
      // state, as a replay does.
      sessionRecorder = options.recordsSession ? KeyboardSessionRecorder(listener: listener) : nil
      self.view = view
      self.strategy = strategy
      self.options = options
      listed = fields.map { $0.map(WeakView.init) }
      listener.containerGeometry = { [weak view] in view.map(Self.container(of:)) ?? avoider.state.value.container }
      listener.willReceive = { [weak self] in self?.synchronizeScrollView() }
      listener.willBeginEditing = { [weak self] _ in self?.refreshFields() }
      listener.screenFilter = KeyboardListener.ScreenFilter(
        screen: { object in (object as? UIScreen).map(ObjectIdentifier.init) },
        accepts: { [weak view] screen in
          // Not in a window yet: no screen to tell the keyboard's from, so every keyboard counts.
          guard let own = view?.window?.screen else { return true }
          return ObjectIdentifier(own) == screen
        })
      // At rest again at once, also when the adapter goes away without stopping (its bindings gone then).
      installation.record { [listener, strategy] in
        listener.stop()
        Self.changes(to: listener.avoider.state.value.targets, strategy: strategy, view: view)?()
      }
      if options.showsAccessoryBar, #available(iOS 14.0, macCatalyst 14.0, *) {
        let bar = AccessoryBar(options: options) { [weak self] action in self?.navigate(action) }
        avoider.accessory.bind { [weak bar] state in bar?.show(state) }.store(in: bindings)
        accessoryBar = bar
      }
      claimContainer()
      try updateFields()
      // Only what moves: a state that changes a reason or a keyboard's did-phase leaves the views be.
      avoider.state.removeDuplicates { $0.targets == $1.targets }.bind { [weak self] state in self?.apply(state) }
        .store(in: bindings)
      if options.endsEditingOnTapOutside {
        let tapOutside = TapOutside(in: view) { [weak self] in self?.dismiss() }
        installation.record { [weak view] in view?.removeGestureRecognizer(tapOutside.recognizer) }
        self.tapOutside = tapOutside
      }
    }

    deinit {
      // Not isolated to the main actor (Swift 6.0 has no isolated deinit): the views are put back there,
      // at once when this runs on the main queue, as it does when UIKit releases a screen.
      MainQueue.run { [installation] in installation.undo() }
    }

    /// Starts listening (from `viewWillAppear`); a view controller's avoidance does it by itself.
    ///
    /// The scroll view's geometry is read again first, and a field that is already editing (a swipe
    /// back that was cancelled) is focused again.
    public func start() {
      guard !isDetached else { return }
      synchronizeScrollView()
      refreshFields()
      listener.start()
      let changed = UITextView.textDidChangeNotification
      textChanges = NotificationObservation(center: listener.notificationCenter, names: [changed]) {
        [weak self] notification in
        let object = (notification.object as AnyObject?).map(ObjectIdentifier.init)
        MainQueue.run { self?.textDidChange(object) }
      }
      let state = avoider.state.value
      let editing = state.navigator.fields.first { (listener.field($0.id) as? UIResponder)?.isFirstResponder == true }
      if let editing, state.focusedField == nil {
        listener.report { () throws(AvoidanceError) in try avoider.didBeginEditing(editing.id) }
      }
    }

    /// Stops listening and puts everything back at rest (from `viewDidDisappear`).
    public func stop() {
      textChanges = nil
      listener.stop()
    }

    /// Stops for good and puts back everything the adapter changed.
    ///
    /// The views return to rest at once; the child view controller, the tap recognizer, the bar (from
    /// the fields that still show it) and the Next / Done return keys (and their actions) the adapter
    /// installed are removed. Afterwards ``start()``, ``register(_:as:)`` and the bar's buttons do
    /// nothing, and the view controller no longer keeps the adapter alive. Calling it again does
    /// nothing.
    ///
    /// ```swift
    /// keyboard?.detach()
    /// keyboard = try KeyboardAvoidance(for: self, strategy: .scroll(tableView))
    /// ```
    public func detach() {
      guard !isDetached else { return }
      isDetached = true
      stop()
      installation.undo()
    }

    /// Gives a text field or text view an identity of its own, and makes it a field even where it is not
    /// found in the view (a field in a view of its own).
    ///
    /// It is navigated in reading order among the fields found in the view, or after the listed ones
    /// when the adapter was given `fields:`.
    ///
    /// - Parameters:
    ///   - field: The field; held weakly.
    ///   - id: Its identity, unique on the screen.
    /// - Throws: ``AvoidanceError/duplicateField(_:)`` or ``AvoidanceError/invalidField(_:)``; nothing
    ///   changes.
    public func register(_ field: UIView, as id: FieldID) throws(AvoidanceError) {
      if let other = listener.field(id), other !== field { throw .duplicateField(id) }
      let before = named
      named.removeAll { $0.view.view == nil || $0.view.view === field }
      named.append((WeakView(field), id))
      do { try updateFields() } catch {
        named = before
        throw error
      }
    }

    /// Ends editing, as a tap outside the fields does.
    public func dismiss() {
      perform(avoider.navigate(.tapOutside))
    }

    /// Moves focus as the bar's buttons ask, through the fields as they are now.
    func navigate(_ action: NavigationAction) {
      refreshFields()
      perform(avoider.navigate(action))
    }

    /// Carries out a navigation request: focus a field, or end editing.
    func perform(_ request: NavigationRequest?) {
      switch request {
      case .focus(let id): _ = (listener.field(id) as? UIResponder)?.becomeFirstResponder()
      // Asked, not forced: a delegate that refuses (`textFieldShouldEndEditing(_:)`, the app's validation)
      // keeps its field editing; `endEditing(true)` resigns "regardless of whether it wants to do so"
      // (https://developer.apple.com/documentation/uikit/uiview/endediting(_:)).
      case .endEditing: _ = view.endEditing(false)
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
      guard !isResizing, let changes = Self.changes(to: state.targets, strategy: strategy, view: view) else { return }
      animate(state.animation, changes)
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
      guard case .shift = strategy, !isDetached else { return }
      isResizing = true
      view.transform = .identity
      transition.animate(alongsideTransition: nil) { [weak self] _ in
        guard let self else { return }
        isResizing = false
        if !isDetached { apply(avoider.state.value) }
      }
    }

    /// The writes that put `targets` into the views, or `nil` for the manual strategy, which writes none.
    private static func changes(to targets: AvoidanceTargets, strategy: Strategy, view: UIView) -> (() -> Void)? {
      if case .manual = strategy { return nil }
      // The content offset goes last: under the bottom-constraint strategy it is for the scroll view the
      // raised constraint has just laid out.
      let order = LayoutProperty.allCases.filter { $0 != .contentOffset } + [.contentOffset]
      return {
        for property in order { write(targets[property], of: property, strategy: strategy, view: view) }
      }
    }

    /// Writes one property's value into the view that shows it under `strategy`; a property the strategy
    /// does not move is left alone.
    private static func write(_ value: CGFloat, of property: LayoutProperty, strategy: Strategy, view: UIView) {
      switch (property, strategy) {
      case (.offset, .shift):
        // A translation, not the bounds origin or the frame: Auto Layout ignores transforms ("In iOS 8.0
        // and later, the transform property does not affect Auto Layout",
        // https://developer.apple.com/documentation/uikit/uiview/transform), while it re-anchors
        // constrained subviews to their superview's visible edges whatever its bounds origin (TN2154,
        // https://developer.apple.com/library/archive/technotes/tn2154/_index.html) and the view
        // controller's container resets a root view's frame at its next layout; while a rotation lays
        // the screen out, `holdShift(during:)` lifts the transform so that frame lands where it should.
        view.transform = CGAffineTransform(translationX: 0, y: value)
      case (.contentInset, .scroll(let scrollView)):
        scrollView.contentInset.bottom = value
      case (.indicatorInset, .scroll(let scrollView)):
        scrollView.verticalScrollIndicatorInsets.bottom = value
      case (.contentOffset, .scroll(let scrollView)), (.contentOffset, .bottomConstraint(_, let scrollView, _)):
        scrollView.contentOffset.y = value
      case (.constraintConstant, .bottomConstraint(let constraint, _, _)):
        constraint.constant = value
        view.layoutIfNeeded()
      case (.offset, _), (.contentInset, _), (.indicatorInset, _), (.contentOffset, _), (.constraintConstant, _):
        break
      }
    }

    /// Animates with the keyboard's duration and curve, from wherever an animation in flight has got to;
    /// a zero duration makes the changes at once. Taps still land while content moves: without
    /// `.allowUserInteraction`, "user interactions are temporarily disabled for the views being
    /// animated" (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)),
    /// which would drop a tap on the next field for the quarter second the keyboard takes.
    private static func animateWithUIKit(_ animation: KeyboardAnimation, _ changes: @escaping () -> Void) {
      guard animation.duration > 0 else { return changes() }
      let curve = UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue)
      UIView.animate(
        withDuration: animation.duration, delay: 0, options: [curve, .beginFromCurrentState, .allowUserInteraction],
        animations: changes,
        completion: nil)
    }

    /// Finds the fields now and registers them with the listener, in navigation order, as one change.
    ///
    /// - Throws: ``AvoidanceError/invalidField(_:)`` for a field whose frame is unusable; nothing changes.
    private func updateFields() throws(AvoidanceError) {
      guard !isDetached else { return }
      let inputs = (listed?.compactMap(\.view) ?? Self.textInputs(in: view)) + named.compactMap(\.view.view)
      var names: [ObjectIdentifier: FieldID] = [:]
      for (field, id) in named { if let field = field.view { names[ObjectIdentifier(field)] = id } }
      let view = self.view
      let candidates = inputs.map { input in
        FieldDiscovery.Candidate(
          object: ObjectIdentifier(input),
          name: names[ObjectIdentifier(input)] ?? input.accessibilityIdentifier.map { FieldID($0) },
          frame: input.convert(input.bounds, to: view), kind: input is UITextView ? .textView : .textField,
          isEditable: Self.isEditable(input), isEditing: input.isFirstResponder)
      }
      var discovery = self.discovery
      // Leading is the right edge in a right-to-left language: rows read from there.
      let direction: FieldDiscovery.LayoutDirection =
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      let found = discovery.fields(
        from: candidates, order: listed == nil ? .reading : .listed, layoutDirection: direction)
      var inputsByObject: [ObjectIdentifier: UIView] = [:]
      for input in inputs { inputsByObject[ObjectIdentifier(input)] = input }
      let fields: [(object: UIView, field: InputField)] = found.compactMap { found in
        inputsByObject[found.object].map { (object: $0, field: found.field) }
      }
      let space = frameSpace
      try listener.replaceFields(fields) { field in Self.revealedFrame(of: field, in: space) }
      self.discovery = discovery
      if #available(iOS 14.0, macCatalyst 14.0, *) { installAccessories(on: fields.map(\.object)) }
    }

    /// Finds the fields again; what the avoider refuses goes to the listener's `lastError`.
    private func refreshFields() {
      listener.report { () throws(AvoidanceError) in try updateFields() }
    }

    /// Follows a text view's caret as its text changes: the field's frame is read again and the avoider
    /// decides anew.
    private func textDidChange(_ object: ObjectIdentifier?) {
      guard listener.isListening, let focused = avoider.state.value.focusedField, let field = listener.field(focused),
        ObjectIdentifier(field) == object
      else { return }
      synchronizeScrollView()
      listener.report { () throws(AvoidanceError) in try listener.updateFieldFrames() }
    }

    /// Gives each field the accessory bar, unless it has an input accessory view of its own, and each text
    /// field whose return key the app left at `.default` a Next or Done return key that does it.
    ///
    /// A field is found as it begins editing, after it became first responder, when the keyboard has
    /// taken its accessory view and return key
    /// (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview): the editing
    /// field is reloaded after either changes, or it would show neither until it begins editing again
    /// (https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()).
    @available(iOS 14.0, macCatalyst 14.0, *)
    private func installAccessories(on fields: [UIView]) {
      let bar = (accessoryBar as? AccessoryBar)?.toolbar
      var changed: [UIView] = []
      for field in fields {
        switch field {
        case let textField as UITextField:
          if let bar, textField.inputAccessoryView == nil {
            textField.inputAccessoryView = bar
            recordRemoval(of: bar, from: textField)
            changed.append(textField)
          }
          guard options.managesReturnKeys, textField.returnKeyType == .default,
            !managedReturnKeys.contains(where: { $0.view === textField })
          else { continue }
          managedReturnKeys.append(WeakView(textField))
          let action = UIAction { [weak self, weak textField] _ in self?.returnKeyTapped(on: textField) }
          textField.addAction(action, for: .editingDidEndOnExit)
          installation.record { [weak textField] in
            textField?.removeAction(action, for: .editingDidEndOnExit)
            textField?.returnKeyType = .default
            if textField?.isFirstResponder == true { textField?.reloadInputViews() }
          }
        case let textView as UITextView:
          if let bar, textView.inputAccessoryView == nil {
            textView.inputAccessoryView = bar
            recordRemoval(of: bar, from: textView)
            changed.append(textView)
          }
        default:
          break
        }
      }
      // The last field says Done; a field found later turns the one before it to Next.
      managedReturnKeys.removeAll { $0.view == nil }
      let navigator = avoider.state.value.navigator
      for field in navigator.fields {
        guard let textField = listener.field(field.id) as? UITextField,
          managedReturnKeys.contains(where: { $0.view === textField })
        else { continue }
        let returnKey: UIReturnKeyType = navigator.returnKey(for: field.id) == .done ? .done : .next
        if textField.returnKeyType != returnKey {
          textField.returnKeyType = returnKey
          changed.append(textField)
        }
      }
      for field in changed where field.isFirstResponder { field.reloadInputViews() }
    }

    /// Remembers to take the bar off `field`, unless the app has given it an accessory view of its own
    /// since; an editing field shows the change at once
    /// (https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()).
    private func recordRemoval(of bar: UIToolbar, from field: UIView) {
      installation.record { [weak field, weak bar] in
        switch field {
        case let textField as UITextField where textField.inputAccessoryView === bar:
          textField.inputAccessoryView = nil
        case let textView as UITextView where textView.inputAccessoryView === bar:
          textView.inputAccessoryView = nil
        default:
          return
        }
        if field?.isFirstResponder == true { field?.reloadInputViews() }
      }
    }

    /// Does what the return key of `textField` says, from the fields as they are now.
    private func returnKeyTapped(on textField: UITextField?) {
      refreshFields()
      // The field's own identity, not the focus: UIKit may end editing before the action runs.
      let navigator = avoider.state.value.navigator
      guard let id = navigator.fields.first(where: { listener.field($0.id) === textField })?.id else { return }
      perform(navigator.request(for: .returnKey, from: id))
    }

    /// Reads the scroll view before a notification is handled, and as a text view's text changes: its
    /// geometry (layout may have sized it since, rotation lays it out anew, a text view's content grows
    /// as the user types), and a scroll the user made.
    private func synchronizeScrollView() {
      let scrollView: UIScrollView
      switch strategy {
      case .shift, .manual: return
      case .scroll(let view), .bottomConstraint(_, let view, _): scrollView = view
      }
      var geometry = Self.scrollGeometry(scrollView, in: view)
      let state = avoider.state.value
      let isAtRest = state.focusedField == nil && state.keyboard == nil
      if !isAtRest, let before = state.configuration.strategy.scrollView {
        // The insets, offset and raised constraint in the views now are the avoider's, not the rest ones.
        geometry.restInsets = before.restInsets
        geometry.contentOffset = before.contentOffset
        if case .bottomConstraint = strategy {
          geometry.frame.size.height += state.targets.constraintConstant
        }
      }
      if geometry != state.configuration.strategy.scrollView {
        listener.report { () throws(AvoidanceError) in try avoider.updateScrollView(geometry) }
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
      // At rest: without the shift's transform, which `convert` would include. The center and bounds
      // are the untransformed geometry (https://developer.apple.com/documentation/uikit/uiview/frame:
      // with a transform "the value of this property is undefined").
      let size = view.bounds.size
      let untransformed = CGRect(
        x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width, height: size.height)
      let frame =
        view.superview.map { $0.convert(untransformed, to: screen.coordinateSpace) }
        ?? view.convert(view.bounds, to: screen.coordinateSpace)
      return ContainerGeometry(screenBounds: screen.bounds, frame: frame, safeAreaInsets: insets)
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

    /// Every text field and text view inside `view`, in the view hierarchy's order, but for those inside
    /// another adapter's container; `FieldDiscovery` orders them and skips those a user cannot edit.
    static func textInputs(in view: UIView) -> [UIView] {
      FieldDiscovery.inputs(in: view, children: { $0.subviews }) { candidate in
        if candidate is UITextField || candidate is UITextView { return .input }
        return containers.contains { $0.view === candidate } ? .otherContainer : .other
      }
    }

    /// The containers of the adapters not yet detached, one entry for each adapter: another adapter's
    /// search stops at them, so an adapter on a view controller (a base class's) and one on its child
    /// do not both move the child's fields.
    private static var containers: [WeakView] = []

    /// Makes `view` a container the other adapters leave alone, until the adapter is undone.
    private func claimContainer() {
      Self.containers.append(WeakView(view))
      installation.record { [weak view] in
        if let index = Self.containers.firstIndex(where: { $0.view === view }) { Self.containers.remove(at: index) }
        Self.containers.removeAll { $0.view == nil }
      }
    }

    /// Whether a user can edit `input` now, by ``FieldDiscovery/isEditable(isEnabled:chain:)``: this reads
    /// the views from the input up to the window.
    static func isEditable(_ input: UIView) -> Bool {
      let isEnabled = (input as? UITextField)?.isEnabled ?? (input as? UITextView)?.isEditable ?? true
      var chain: [FieldDiscovery.Ancestor] = []
      var view: UIView? = input
      while let current = view {
        chain.append(
          FieldDiscovery.Ancestor(
            isHidden: current.isHidden, alpha: current.alpha, isUserInteractionEnabled: current.isUserInteractionEnabled
          ))
        view = current.superview
      }
      return FieldDiscovery.isEditable(isEnabled: isEnabled, chain: chain)
    }

    /// The frame to reveal for a field, in `space`, by ``FieldDiscovery/revealedFrame(of:caret:)``: this
    /// reads the field's frame and an editing text view's caret.
    static func revealedFrame(of field: UIView, in space: UIView) -> CGRect {
      var caret: CGRect?
      if let textView = field as? UITextView, textView.isFirstResponder, let end = textView.selectedTextRange?.end {
        let rect = textView.caretRect(for: end)
        caret = rect.isNull || rect.isInfinite ? rect : textView.convert(rect, to: space)
      }
      return FieldDiscovery.revealedFrame(of: field.convert(field.bounds, to: space), caret: caret)
    }
  }
#endif
