import Binding
import Foundation
import KeyboardModel

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Listens to UIKit's keyboard and editing notifications and feeds them to a ``KeyboardAvoider``.
///
/// The app registers its text fields and text views (by object, held weakly) with an identity and a
/// way to read the frame; the listener does the rest. Once started, it observes a notification center
/// for the keyboard's six notifications (will/did show, hide and change frame; will-change-frame also
/// carries the predictive bar and a hardware keyboard coming and going) and for the begin- and
/// end-editing notifications of text fields and text views, by the names UIKit posts. It reads each
/// registered field's frame as editing begins and as each keyboard notification arrives, so frames
/// follow layout.
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
/// avoider.offset.bind { update in view.frame.origin.y = update.value }
/// listener.start()  // in viewWillAppear; listener.stop() in viewWillDisappear
/// ```
///
/// Notifications are handled on the main queue, synchronously when posted there, as UIKit posts
/// them; one posted on another thread is handled on the main queue afterwards. Stopping, or letting
/// the listener go, removes its observers.
@MainActor
public final class KeyboardListener {
  /// The avoider the notifications go to; bind to its boxes.
  public let avoider: KeyboardAvoider
  /// The notification center observed.
  public let notificationCenter: NotificationCenter
  /// The last input the avoider refused, with why; `nil` until one is.
  ///
  /// Set for every refusal, also when it repeats the one before.
  public var lastError: ReadOnlyBox<AvoidanceError?> { errors.readOnly }

  /// Reads the container's geometry, before each notification is handled, so that a container that
  /// moved, resized or rotated is avoided where it is now; `nil` (the default) leaves the container to
  /// the app, which reports changes with `AvoidanceInput.containerDidChange(_:)`.
  public var containerGeometry: (@MainActor () -> ContainerGeometry)?

  private let errors = Box<AvoidanceError?>(nil)
  private var registry = FieldRegistry()
  /// Whether the listener tells the avoider its fields: from the first registration on.
  private var managesFields = false
  private var observation: NotificationObservation?
  /// Counts the starts, so that a notification observed before a stop is not handled after a restart.
  private var generation = 0

  /// Creates a listener that is not listening yet.
  ///
  /// - Parameters:
  ///   - avoider: The avoider to feed. Create it with no fields: the listener tells it the registered
  ///     ones, in the order they were registered.
  ///   - notificationCenter: The center UIKit posts to; tests can pass their own.
  public init(avoider: KeyboardAvoider, notificationCenter: NotificationCenter = .default) {
    self.avoider = avoider
    self.notificationCenter = notificationCenter
  }

  /// Whether the listener observes notifications: between `start()` and `stop()`.
  public var isListening: Bool { observation != nil }

  /// Registers a text field or text view, or updates the registration of one registered before.
  ///
  /// Fields are navigated in the order they are registered. A field that goes away is forgotten (and
  /// ends editing, if it was editing) the next time the listener reads the frames.
  ///
  /// - Parameters:
  ///   - field: The field; held weakly.
  ///   - id: Its identity, unique among the registered fields.
  ///   - kind: Whether it is a text field or a text view.
  ///   - spacing: A gap to the keyboard of its own, or `nil` for the configuration's.
  ///   - isAvoidanceEnabled: Whether content moves for it.
  ///   - frame: Reads its frame at rest: in the container's coordinates for the shift strategy, in the
  ///     scroll view's content coordinates for the others.
  /// - Throws: `AvoidanceError.duplicateField(_:)` or `AvoidanceError.invalidField(_:)`; nothing
  ///   changes.
  public func register<Field: AnyObject>(
    _ field: Field, as id: FieldID, kind: InputField.Kind = .textField, spacing: CGFloat? = nil,
    isAvoidanceEnabled: Bool = true, frame: @escaping @MainActor (Field) -> CGRect
  ) throws(AvoidanceError) {
    var registry = self.registry
    let template = InputField(
      id: id, frame: .zero, kind: kind, spacing: spacing, isAvoidanceEnabled: isAvoidanceEnabled)
    try registry.register(field, as: template, frame: frame)
    try synchronize(registry)
  }

  /// Forgets a field; the avoider ends its editing first if it was editing.
  ///
  /// - Parameter field: A registered field; nothing happens for any other object.
  public func unregister(_ field: AnyObject) {
    var registry = self.registry
    registry.unregister(field)
    report { () throws(AvoidanceError) in try synchronize(registry) }
  }

  /// Reads every registered field's frame again, for example after a layout pass that moved them.
  ///
  /// - Throws: `AvoidanceError.invalidField(_:)` for a frame that is not finite; nothing changes.
  public func updateFieldFrames() throws(AvoidanceError) {
    try synchronize(registry)
  }

  /// The registered object with this identity, if it is still alive.
  ///
  /// - Parameter id: A field's identity.
  public func field(_ id: FieldID) -> AnyObject? {
    registry.object(for: id)
  }

  /// Starts observing the notification center, and the avoider with it (from `viewWillAppear`).
  ///
  /// A keyboard already up is learnt from its next notification.
  public func start() {
    guard observation == nil else { return }
    generation += 1
    let generation = generation
    let screen = screenFilter?.screen
    observation = NotificationObservation(center: notificationCenter, names: ListenedNotification.names) {
      [weak self] notification in
      // Read where it was posted: a `Notification` cannot cross threads, its parsed values can.
      guard let listened = ListenedNotification(notification, screen: screen) else { return }
      MainQueue.run { self?.receive(listened, observedIn: generation) }
    }
    avoider.start()
  }

  /// Stops observing, and returns everything to rest at once (from `viewWillDisappear`).
  public func stop() {
    observation = nil
    avoider.stop()
  }

  /// Which keyboard notifications are this listener's, by the screen the keyboard is on: from iOS 16.1
  /// a keyboard notification's object is the `UIScreen` the keyboard appears on
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification), and
  /// with Stage Manager or an external display another screen's keyboard says nothing about this one.
  /// Read where the notification is posted (its object cannot cross threads), decided on the main
  /// actor. The UIKit adapter sets it; `nil` hears every keyboard notification, as does one whose object
  /// is not a screen (earlier versions post `nil`).
  package struct ScreenFilter: Sendable {
    /// The identity of the screen a keyboard notification's object is, or `nil` when it is none; called
    /// on the thread that posted it.
    package var screen: @Sendable (_ object: Any?) -> ObjectIdentifier?
    /// Whether the keyboard on this screen is the listener's business, on the main actor.
    package var accepts: @MainActor @Sendable (_ screen: ObjectIdentifier) -> Bool

    /// Creates a filter from its two halves.
    package init(
      screen: @escaping @Sendable (_ object: Any?) -> ObjectIdentifier?,
      accepts: @escaping @MainActor @Sendable (_ screen: ObjectIdentifier) -> Bool
    ) {
      self.screen = screen
      self.accepts = accepts
    }
  }

  /// Which keyboard notifications are this listener's; read at `start()`.
  package var screenFilter: ScreenFilter?

  /// Runs before each notification the listener handles: the UIKit adapter reads its scroll view here.
  package var willReceive: (@MainActor () -> Void)?

  /// Runs as a field begins editing, with the notification's object, before the listener looks it up:
  /// the UIKit adapter registers the fields it finds in its view then, so a field made after it (a table
  /// cell's, a row added later) is known by the time it is edited. An object still unregistered after
  /// it is another's (`AvoidanceInput.focusDidMoveElsewhere`).
  package var willBeginEditing: (@MainActor (ObjectIdentifier) -> Void)?

  /// Registers `fields`, in this order, in place of every field registered before, as one change: the
  /// avoider hears the new list once, and a focused field that stays keeps its focus.
  ///
  /// - Throws: `AvoidanceError.duplicateField(_:)` or `AvoidanceError.invalidField(_:)`; nothing
  ///   changes.
  package func replaceFields<Field: AnyObject>(
    _ fields: [(object: Field, field: InputField)], frame: @escaping @MainActor (Field) -> CGRect
  ) throws(AvoidanceError) {
    var registry = FieldRegistry()
    for (object, field) in fields { try registry.register(object, as: field, frame: frame) }
    try synchronize(registry)
  }

  private func receive(_ notification: ListenedNotification, observedIn generation: Int) {
    // Stopped (and perhaps started again) while the notification was on its way from another thread.
    guard isListening, generation == self.generation else { return }
    if case .keyboard(_, let screen?) = notification, let filter = screenFilter, !filter.accepts(screen) { return }
    // Geometry first, each refusal reported on its own: one field with a bad frame does not cost the
    // notification itself.
    switch notification {
    case .keyboard(.failure(let error), _):
      errors.value = .malformedKeyboardEvent(error)
    case .keyboard(.success(let event), _):
      synchronizeGeometry()
      report { () throws(AvoidanceError) in try avoider.handle(.keyboard(event)) }
    case .editing(let editing, let object):
      guard let object else { return }
      if editing.beginsEditing { willBeginEditing?(object) }
      guard let id = registry.id(of: object) else {
        // Not one of its fields: focus went elsewhere, so content held for the next field can rest.
        if editing.beginsEditing { report { () throws(AvoidanceError) in try avoider.handle(.focusDidMoveElsewhere) } }
        return
      }
      synchronizeGeometry()
      report { () throws(AvoidanceError) in
        try avoider.handle(editing.beginsEditing ? .didBeginEditing(id) : .didEndEditing(id))
      }
    }
  }

  private func synchronizeGeometry() {
    report { () throws(AvoidanceError) in try synchronizeContainer() }
    // After the container: once a rotation is known, a scroll view read in the new layout is held with
    // everything else until the keyboard reports its frame in that layout.
    willReceive?()
    if managesFields { report { () throws(AvoidanceError) in try synchronize(registry) } }
  }

  /// Makes `registry` the listener's and tells the avoider the fields it holds, with their frames now.
  /// On an error the registry stays as it was.
  private func synchronize(_ registry: FieldRegistry) throws(AvoidanceError) {
    var registry = registry
    registry.removeReleased()
    let fields = registry.fields()
    // Refused before anything is published: a bad frame or a clash changes nothing.
    try AvoidanceEngine.validate(fields)
    if let focused = avoider.state.value.focusedField, !fields.contains(where: { $0.id == focused }) {
      try avoider.didEndEditing(focused)
    }
    if fields != avoider.state.value.navigator.fields {
      try avoider.handle(.fieldsDidChange(fields))
    }
    self.registry = registry
    managesFields = true
  }

  private func synchronizeContainer() throws(AvoidanceError) {
    guard let container = containerGeometry?(), container != avoider.state.value.container else { return }
    try avoider.handle(.containerDidChange(container))
  }

  /// Runs `work`, and puts what the avoider refuses in `lastError`.
  package func report(_ work: () throws(AvoidanceError) -> Void) {
    do { try work() } catch { errors.value = error }
  }
}
