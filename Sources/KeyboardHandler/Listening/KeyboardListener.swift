public import Binding
public import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// Listens to UIKit's keyboard and editing notifications and feeds them to a ``KeyboardAvoider``.
///
/// The app registers its text fields and text views (by object, held weakly) with an identity and a
/// way to read the frame; the listener does the rest. Once started, it observes a notification center
/// for the keyboard's six notifications (will/did show, hide and change frame; will-change-frame also
/// carries the predictive bar and a hardware keyboard coming and going) and for the begin- and
/// end-editing notifications of text fields and text views, by the names UIKit posts. Before it hands
/// the avoider a notification it reads the screen once (each registered field's frame, and the
/// container through `containerGeometry`), so frames follow layout, and the avoider takes what changed
/// as one `AvoidanceInput.layoutDidChange(_:)`: each notification reaches it as two inputs at most,
/// and publishes at most two states.
///
/// Everything goes to the avoider, whose boxes publish the result. What the avoider refuses (a
/// malformed `userInfo`, a frame that is not finite) changes nothing and goes to `lastError`. An
/// editing notification from an object that is not registered is no error: a begin editing tells the
/// avoider only that focus moved elsewhere (`AvoidanceInput.focusDidMoveElsewhere`), so content it held
/// between two of its fields rests; an end editing is ignored.
///
/// ```swift
/// let avoider = try KeyboardAvoider(container: container, fields: [])
/// let listener = KeyboardListener(avoider: avoider)
/// try listener.register(emailField, as: "email") { $0.convert($0.bounds, to: view) }
/// avoider.offset.bind { update in view.transform = CGAffineTransform(translationX: 0, y: update.value) }
/// listener.start()  // in viewWillAppear; listener.stop() in viewDidDisappear
/// ```
///
/// Notifications are handled on the main queue, synchronously when posted there, as UIKit posts
/// them; one posted on another thread is handled on the main queue afterwards. Stopping, or letting
/// the listener go, removes its observers.
@MainActor
public final class KeyboardListener {
  /// The avoider the notifications go to; bind to its boxes.
  package let avoider: KeyboardAvoider
  /// The notification center observed.
  package let notificationCenter: NotificationCenter
  /// The last input the avoider refused, with why; `nil` until one is.
  ///
  /// Set for every refusal, also when it repeats the one before.
  public var lastError: ReadOnlyBox<AvoidanceError?> { errors.readOnly }

  /// Reads the container's geometry, before each notification is handled, so that a container that
  /// moved, resized or rotated is avoided where it is now; `nil` (the default) leaves the container to
  /// the app, which reports changes with `AvoidanceInput.containerDidChange(_:)`.
  public var containerGeometry: (@MainActor () -> ContainerGeometry)? {
    get { registered.containerGeometry }
    set { registered.containerGeometry = newValue }
  }

  /// What the listener reads the screen with, when not its own registered fields: the UIKit adapter.
  /// Held weakly: the reader owns the listener. Set it before `start()`, which reads its screen filter.
  package weak var screenReader: (any ScreenReader)?

  private let errors = Box<AvoidanceError?>(nil)
  /// The fields registered by hand and the container geometry: the reader by default.
  private let registered = RegisteredScreen()
  /// The fields of the last reading the avoider took, by object.
  private var known: [KnownField] = []
  /// The center's one observer, which reads each notification once for all its listeners and keeps the
  /// last keyboard it posted, heard whether this listener listened or not.
  private let shared: SharedObservation
  /// This listener's subscription to it, while listening.
  private var subscription: Int?

  /// A field of the last reading: its object, held weakly, and its identity.
  private struct KnownField {
    weak var object: AnyObject?
    let identifier: ObjectIdentifier
    let id: FieldID
  }

  /// Creates a listener that is not listening yet.
  ///
  /// - Parameters:
  ///   - avoider: The avoider to feed. Create it with no fields: the listener tells it the registered
  ///     ones, in the order they were registered.
  ///   - notificationCenter: The center UIKit posts to; tests can pass their own.
  public init(avoider: KeyboardAvoider, notificationCenter: NotificationCenter = .default) {
    self.avoider = avoider
    self.notificationCenter = notificationCenter
    shared = SharedObservation.of(notificationCenter)
  }

  /// Starts the one observer of `center`'s keyboard notifications that its listeners share, if none has
  /// yet: a listener made later, for a screen the keyboard is already up on, then knows the keyboard at
  /// once (the UIKit adapter's app-wide mode makes its adapters as fields begin editing, a text view's
  /// after the keyboard's notifications).
  ///
  /// - Parameter center: The center UIKit posts to.
  package static func hearKeyboards(of center: NotificationCenter) {
    _ = SharedObservation.of(center)
  }

  /// Whether the listener observes notifications: between `start()` and `stop()`.
  package var isListening: Bool { subscription != nil }

  /// Registers a text field or text view, or updates the registration of one registered before.
  ///
  /// Fields are navigated in the order they are registered. A field that goes away is forgotten (and
  /// ends editing, if it was editing) the next time the listener reads the frames. A listener that a
  /// `KeyboardAvoidance` reads its screen for takes the adapter's fields instead: register with the
  /// adapter then.
  ///
  /// - Parameters:
  ///   - field: The field; held weakly.
  ///   - id: Its identity, unique among the registered fields.
  ///   - kind: Whether it is a text field or a text view.
  ///   - spacing: A gap to the keyboard of its own, or `nil` for the configuration's.
  ///   - isAvoidanceEnabled: Whether content moves for it.
  ///   - frame: Reads its frame at rest: in the container's coordinates for the shift and chat strategies
  ///     (a chat's composer is outside its message list), in the scroll view's content coordinates for the
  ///     others.
  /// - Throws: `AvoidanceError.duplicateField(_:)` or `AvoidanceError.invalidField(_:)`; nothing
  ///   changes.
  public func register<Field: AnyObject>(
    _ field: Field, as id: FieldID, kind: InputField.Kind = .textField, spacing: CGFloat? = nil,
    isAvoidanceEnabled: Bool = true, frame: @escaping @MainActor (Field) -> CGRect
  ) throws(AvoidanceError) {
    var registry = registered.registry
    let template = InputField(
      id: id, frame: .zero, kind: kind, spacing: spacing, isAvoidanceEnabled: isAvoidanceEnabled)
    try registry.register(field, as: template, frame: frame)
    try register(registry)
  }

  /// Forgets a field; the avoider ends its editing first if it was editing.
  ///
  /// - Parameter field: A registered field; nothing happens for any other object.
  public func unregister(_ field: AnyObject) {
    var registry = registered.registry
    registry.unregister(field)
    report { () throws(AvoidanceError) in try register(registry) }
  }

  /// Reads the screen again: every registered field's frame (and, with the UIKit adapter, its scroll
  /// view and the fields it finds), for example after a layout pass that moved them. What changed
  /// reaches the avoider as one input.
  ///
  /// - Throws: `AvoidanceError.invalidField(_:)` for a frame that is not finite; nothing changes.
  package func updateFieldFrames() throws(AvoidanceError) {
    try readScreen(for: .request)
  }

  /// The registered object with this identity, if it is still alive.
  ///
  /// - Parameter id: A field's identity.
  package func field(_ id: FieldID) -> AnyObject? {
    known.lazy.compactMap { $0.id == id ? $0.object : nil }.first
  }

  /// Starts observing the notification center, and the avoider with it (from `viewWillAppear`).
  ///
  /// A keyboard already up is known at once: the last keyboard notification of the center, heard by one
  /// observer that every listener of the center shares from the first one's creation on, tells the
  /// avoider where it stands (as a did-change-frame from where it is to where it is). UIKit may post
  /// nothing more when focus moves to this screen's field with the keyboard staying up; what it posts
  /// corrects the avoider as ever.
  public func start() {
    guard subscription == nil else { return }
    subscription = shared.subscribe { [weak self] listened in self?.receive(listened) }
    avoider.start()
    if let standing = shared.standingEvent, avoider.state.value.keyboard == nil,
      standing.screen.map(reader.acceptsKeyboard(on:)) ?? true
    {
      readScreenReporting(for: .keyboardNotification)
      report { () throws(AvoidanceError) in try avoider.handle(.keyboard(standing.event)) }
    }
  }

  /// Stops observing, and returns everything to rest at once (from `viewDidDisappear`: a swipe back the
  /// user cancels sends `viewWillDisappear` to a screen that stays).
  public func stop() {
    if let subscription { shared.unsubscribe(subscription) }
    subscription = nil
    avoider.stop()
  }

  /// What the listener reads the screen with: the adapter's reader, or its registered fields.
  private var reader: any ScreenReader { screenReader ?? registered }

  private func receive(_ notification: ListenedNotification) {
    // The screen is read once, and what changed reaches the avoider as one input before the
    // notification's own: at most two inputs, and two publications, for each notification.
    switch notification {
    case .keyboard(_, let screen?) where !reader.acceptsKeyboard(on: screen):
      return
    case .keyboard(.failure(let error), _):
      errors.value = .malformedKeyboardEvent(error)
    case .keyboard(.success(let event), _):
      readScreenReporting(for: .keyboardNotification)
      report { () throws(AvoidanceError) in try avoider.handle(.keyboard(event)) }
    case .editing(let editing, let object?) where editing.beginsEditing:
      readScreenReporting(for: .beginEditing(object))
      // Not one of its fields: focus went elsewhere, so content held for the next field can rest.
      let input: AvoidanceInput = id(of: object).map { .didBeginEditing($0) } ?? .focusDidMoveElsewhere
      report { () throws(AvoidanceError) in try avoider.handle(input) }
    case .editing(_, let object?):
      guard let id = id(of: object) else { return }
      readScreenReporting(for: .endEditing(object))
      report { () throws(AvoidanceError) in try avoider.handle(.didEndEditing(id)) }
    case .editing(_, nil):
      return
    case .drag(.failure(let error)):
      errors.value = error
    case .drag(.success(let top)):
      // The finger that drags the keyboard scrolls too: the reading brings where it scrolled to.
      readScreenReporting(for: .keyboardNotification)
      report { () throws(AvoidanceError) in try avoider.handle(.keyboardDragged(top: top)) }
    }
  }

  /// The identity of a live field of the last reading.
  private func id(of object: ObjectIdentifier) -> FieldID? {
    known.first { $0.identifier == object && $0.object != nil }?.id
  }

  /// Makes `registry` the registered fields, and tells the avoider the fields it holds, their frames
  /// read now. On an error nothing changes.
  private func register(_ registry: FieldRegistry) throws(AvoidanceError) {
    var registry = registry
    registry.removeReleased()
    let before = (registered.registry, registered.managesFields)
    registered.registry = registry
    registered.managesFields = true
    do { try readScreen(for: .request) } catch {
      (registered.registry, registered.managesFields) = before
      throw error
    }
  }

  /// Reads the screen and reports a refusal; fields the avoider refuses (a frame that is not finite)
  /// do not cost the rest of the reading.
  private func readScreenReporting(for moment: ScreenReadingMoment) {
    let reading = reader.readScreen(for: moment)
    do { try handOver(reading) } catch {
      errors.value = error
      guard reading.fields != nil else { return }
      var rest = reading
      rest.fields = nil
      report { () throws(AvoidanceError) in try handOver(rest) }
    }
  }

  /// Reads the screen and hands the avoider what changed, as one input.
  ///
  /// - Throws: What the avoider refuses; nothing changes then.
  private func readScreen(for moment: ScreenReadingMoment) throws(AvoidanceError) {
    try handOver(reader.readScreen(for: moment))
  }

  /// Hands the avoider what changed in `reading`, as one input, and keeps its fields.
  private func handOver(_ reading: ScreenReading) throws(AvoidanceError) {
    let state = avoider.context
    var layout = LayoutReading()
    if let container = reading.container, container != state.container { layout.container = container }
    let fields = reading.fields?.map(\.field)
    if let fields, fields != state.navigator.fields { layout.fields = fields }
    if let geometry = reading.scrollView, geometry != state.configuration.strategy.scrollView {
      layout.scrollView = geometry
    }
    layout.scrolledContentOffset = reading.scrolledContentOffset
    if !layout.isEmpty { try avoider.handle(.layoutDidChange(layout)) }
    if let entries = reading.fields {
      known = entries.map { KnownField(object: $0.object, identifier: ObjectIdentifier($0.object), id: $0.field.id) }
    }
  }

  /// Runs `work`, and puts what the avoider refuses in `lastError`.
  package func report(_ work: () throws(AvoidanceError) -> Void) {
    do { try work() } catch { errors.value = error }
  }
}
