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
  /// - ``Strategy/chat(composer:messageList:anchor:)``: the composer's constraint's `constant`, the
  ///   message list's bottom insets and its `contentOffset.y`, following a drag of the keyboard too;
  /// - ``Strategy/manual``: nothing; bind to ``avoider``'s boxes.
  ///
  /// A tap outside the fields (not on a control or a text view, nor a chat's message list) ends
  /// editing; the tap still reaches what was tapped. It and Done ask, as `endEditing(false)` does: a delegate's
  /// `textFieldShouldEndEditing(_:)` that returns `false` keeps its field editing. On iOS 14 and later each text field and text view without an input accessory
  /// view gets a previous / next / done bar driven by the avoider's ``KeyboardAvoider/accessory``
  /// state, and each text field's return key reads "Next" or "Done" and does it. Each of these can be
  /// turned off with ``Options``. Your own delegates stay yours: nothing here sets a field's delegate.
  ///
  /// A text view is revealed by its caret, not its frame, and followed as its text changes, so a text
  /// view taller than the space above the keyboard (notes, a chat input that grows) keeps the line being
  /// typed in view. Under ``Strategy/shift`` a text view never rises above the top guide: one too tall
  /// to show with its caret keeps its first lines on screen, and its bottom `contentInset` and
  /// `contentOffset` are set for the caret instead, and put back when it is done.
  ///
  /// Made for a view controller, it starts when the view controller's view appears and stops once it
  /// has disappeared (through a hidden child view controller, which UIKit tells of its parent's
  /// appearance), and the child keeps it alive: one line in `viewDidLoad` is enough. A swipe back or a
  /// sheet's swipe down that the user may still cancel leaves the content where it is until the view
  /// has gone (`viewDidDisappear`): a cancelled one leaves the screen on top avoiding and the screen
  /// beneath stopped. The child's view also starts it as it enters a window and stops it as it leaves,
  /// so a container that returns `false` from `shouldAutomaticallyForwardAppearanceMethods` and
  /// forwards nothing still starts it, and an adapter made while its view is on screen starts at once.
  /// One view controller has one adapter: making another for it detaches the first. Made for a view,
  /// you call ``start()`` and ``stop()`` and keep it.
  ///
  /// ``detach()`` undoes everything the adapter did: it stops listening, puts the views back at rest,
  /// and removes the child view controller, the tap recognizer, the bar and the return keys it set. An
  /// adapter that goes away without it does the same.
  ///
  /// A scroll view of the strategy whose `keyboardDismissMode` is `.interactive` lets the user drag the
  /// keyboard down, and UIKit posts nothing until the finger lifts: the adapter follows the finger and
  /// posts `Notification.Name.keyboardDidDrag` for each position, so content (a chat's composer) rides
  /// the keyboard, and UIKit's hide or show animates on from there.
  ///
  /// From iOS 16.1 a keyboard notification says which screen the keyboard is on: the keyboard of
  /// another screen (Stage Manager, an external display) is not this view's and is ignored.
  ///
  /// With ``Options/recordsSession`` on, it records the keyboard session from its creation, and
  /// ``writeSessionRecording(in:)`` writes it as a scenario file that replays the session anywhere.
  ///
  /// Each field's ``FieldSettings`` (``setSettings(_:for:)``) give it its own spacing, no avoidance, no
  /// stop for Previous / Next, or a place in their order; ``accessoryBarStyle`` dresses the bar. VoiceOver
  /// follows Previous, Next and the return keys, Reduce Motion keeps only the keyboard's own motion, and a
  /// view pinned to a keyboard layout guide is never moved again. ``AutomaticKeyboardAvoidance`` makes one
  /// of these for each screen of an app.
  ///
  /// Decisions stay in the avoider and in `FieldDiscovery`: this class reads geometry and writes
  /// properties. Its listener reads the screen through it once for each notification (the container,
  /// the scroll view, the fields), and the avoider takes what changed as one input; a reading writes
  /// nothing to any view. It never reads its own writes back: the scroll view's rest insets and offset
  /// are those it read before its first write, and an inset or offset the app sets while a field is
  /// focused is kept: the inset as the rest, which the adapter raises again for the keyboard (after its
  /// next reading), the offset as a scroll.
  @MainActor
  public final class KeyboardAvoidance {
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
    private(set) var accessoryBar: AnyObject?
    /// The tap outside the fields that ends editing.
    private(set) var tapOutside: TapOutside?
    /// The fields the app listed, in navigation order; `nil` to find them in the view.
    let listed: [WeakView]?
    /// The fields the app registered by identity, found wherever they are.
    var named: [(view: WeakView, id: FieldID)] = []
    /// Decides the fields to navigate from what is found, and keeps their identities.
    var discovery = FieldDiscovery()
    /// The fields last found, in navigation order, each with its view, held weakly.
    var foundFields: [(view: WeakView, field: InputField)] = []
    /// The fields last found, arranged as the app's `FieldSettings` say: Previous, Next, return and the
    /// bar go through it.
    var arrangement = FieldArrangement()
    /// The views the app pinned to a keyboard layout guide, found with the fields: the shift leaves them
    /// where UIKit puts them.
    var pinnedToKeyboardGuide: [WeakView] = []
    /// Whether the fields are to be found again at the next reading of the screen.
    var needsDiscovery = true
    /// The adapter's own writes, apart from the app's: the scroll view's rest geometry and the user's
    /// scroll come from it, and it says whether the views show the avoider's targets.
    var ownWrites: OwnWrites
    /// The bottom constraint's constant for a distance the engine publishes, as the constraint's items
    /// say which way it moves the content.
    let constraintConstant: @Sendable (CGFloat) -> CGFloat
    /// The text fields whose return key this adapter chose, because the app left it at `.default`.
    var managedReturnKeys: [WeakView] = []
    /// The keyboard's top last posted for a finger that drags it; `nil` while none does.
    var draggedKeyboardTop: CGFloat?
    /// The text view inset for its caret, while one is.
    var insetTextView: InsetTextView?
    /// The observation of fields beginning editing (each gets its bar and return key) and of text views'
    /// changes (the caret moves as the user types), while listening.
    private var editingObservation: NotificationObservation?
    /// What the adapter changed outside itself, to put back.
    let installation = Installation()

    /// Whether the view controller's size is changing (rotation): the shift waits for the end, the view
    /// untransformed meanwhile.
    var isResizing = false

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
    ///   - options: The side effects beyond moving content, or `nil` for the strategy's: all on, or
    ///     ``Options/chat`` for a chat.
    ///   - notificationCenter: The center UIKit posts to.
    /// - Throws: ``AvoidanceError`` for an invalid configuration or a field with an unusable frame.
    public convenience init(
      for viewController: UIViewController, strategy: Strategy = .shift,
      configuration: AvoidanceConfiguration = AvoidanceConfiguration(), fields: [UIView]? = nil,
      options: Options? = nil, notificationCenter: NotificationCenter = .default
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
    ///   - options: The side effects beyond moving content, or `nil` for the strategy's: all on, or
    ///     ``Options/chat`` for a chat.
    ///   - notificationCenter: The center UIKit posts to.
    /// - Throws: ``AvoidanceError`` for an invalid configuration or a field with an unusable frame.
    public init(
      view: UIView, strategy: Strategy = .shift, configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
      fields: [UIView]? = nil, options: Options? = nil, notificationCenter: NotificationCenter = .default
    ) throws(AvoidanceError) {
      let options = options ?? Options.defaults(for: strategy)
      var configuration = configuration
      configuration.strategy = Self.engineStrategy(strategy, in: view)
      if LayoutProperty.offset.isMoved(by: configuration.strategy), view is UIScrollView {
        // Its fields' frames are in its content, which scrolls: `.scroll` is the strategy that knows it.
        throw .invalidConfiguration(
          AvoidanceError.InvalidValue(
            name: "strategy", found: ".shift of a UIScrollView", expected: ".scroll(view) for a scroll view"))
      }
      let constraintConstant = try Self.constraintConstant(for: strategy, in: view)
      self.constraintConstant = constraintConstant
      ownWrites = OwnWrites(movesInsets: LayoutProperty.contentInset.isMoved(by: configuration.strategy))
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
      // The listener reads the screen through the adapter, once for each notification, and calls
      // nothing else of it.
      listener.screenReader = self
      // At rest again at once, also when the adapter goes away without stopping (its bindings gone then).
      installation.record { [listener, strategy] in
        listener.stop()
        let state = listener.avoider.state.value.value
        Self.changes(to: state, strategy: strategy, view: view, constraintConstant: constraintConstant)?()
        Self.scrollList(to: state.targets, strategy: strategy, view: view, animated: false)
      }
      if options.showsAccessoryBar, #available(iOS 14.0, macCatalyst 14.0, *) {
        accessoryBar = AccessoryBar(options: options) { [weak self] action in self?.barButtonTapped(action) }
        // The bar follows the focus (its title), not only the buttons the avoider's state enables.
        avoider.state.bind { [weak self] _ in self?.showAccessoryBar() }.store(in: bindings)
      }
      claimContainer()
      try listener.updateFieldFrames()
      equipFields()
      // Only what moves: a state whose targets are on screen already (a reason, a keyboard's did-phase)
      // leaves the views be; a text view's caret may move within them.
      avoider.state.bind { [weak self] update in
        guard let self else { return }
        if !ownWrites.shows(update.targets) { apply(update.value, animation: contentAnimation(for: update)) }
        followCaret(in: update)
      }
      .store(in: bindings)
      // An input that changes no decision publishes nothing, yet the app may have set an inset over the
      // adapter's since its last write (its rest inset again, during a layout pass): after every input the
      // avoider takes, the views show its targets again.
      avoider.handledInput.bindChanges { [weak self] _ in self?.writeTargetsTheViewsLack() }
        .store(in: bindings)
      if options.endsEditingOnTapOutside {
        let kept = options.endsEditingOnMessageListTap ? nil : strategy.messageList
        let tapOutside = TapOutside(in: view, keepingEditingIn: kept) { [weak self] in self?.dismiss() }
        installation.record { [weak view] in view?.removeGestureRecognizer(tapOutside.recognizer) }
        self.tapOutside = tapOutside
      }
      trackKeyboardDrags()
    }

    deinit {
      // Not isolated to the main actor (Swift 6.0 has no isolated deinit): the views are put back there,
      // at once when this runs on the main queue, as it does when UIKit releases a screen.
      MainQueue.run { [installation] in installation.undo() }
    }

    /// Starts listening (from `viewWillAppear`); a view controller's avoidance does it by itself.
    ///
    /// The screen is read again first (the scroll view, the fields), and a field that is already editing
    /// (a swipe back that was cancelled) is focused again.
    public func start() {
      guard !isDetached else { return }
      refreshFields()
      listener.start()
      let changed = UITextView.textDidChangeNotification
      let began = [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification]
      editingObservation = NotificationObservation(
        center: listener.notificationCenter, names: began + [changed]
      ) { [weak self] notification in
        let object = (notification.object as AnyObject?).map(ObjectIdentifier.init)
        let isChange = notification.name == changed
        MainQueue.run {
          if isChange { self?.textDidChange(object) } else { self?.fieldDidBeginEditing() }
        }
      }
      let state = avoider.current.value
      let editing = state.navigator.fields.first { (listener.field($0.id) as? UIResponder)?.isFirstResponder == true }
      if let editing, state.focusedField == nil {
        listener.report { () throws(AvoidanceError) in try avoider.didBeginEditing(editing.id) }
      }
    }

    /// Stops listening and puts everything back at rest (from `viewDidDisappear`).
    public func stop() {
      editingObservation = nil
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
  }
#endif
