import Binding
import Foundation
import KeyboardHandler
import KeyboardHandlerTesting

/// A screen driven the way an app is: a simulated user's actions posted as UIKit's notifications to a
/// private `NotificationCenter`, a ``KeyboardListener`` that reads the container and the fields' frames
/// before each one, and an avoider that waits for keyboards on a manual clock. It keeps every state
/// the avoider published, with the time; a recorded session also keeps a ``KeyboardSessionRecorder``,
/// made with the avoider as an app makes one, which logs everything from the avoider's first state.
@MainActor
final class ListenedSession {
  /// An object that stands for a text field or text view.
  final class Field {
    var frame: CGRect
    init(_ frame: CGRect) { self.frame = frame }
  }

  let center = NotificationCenter()
  let clock = ManualAnimationClock()
  private(set) var simulator: KeyboardSimulator
  let listener: KeyboardListener
  let fields: [FieldID: Field]
  /// The session's recorder, for a recorded session; it times the inputs on the avoider's clock.
  let recorder: KeyboardSessionRecorder?
  /// Every update published, with the clock's time, the initial one first.
  private(set) var published: [(time: TimeInterval, state: AvoidanceUpdate<AvoidanceState>)] = []
  /// The state invariants each published state broke, judged as it was published.
  private(set) var stateViolations: [AvoidanceViolation] = []
  /// The step invariants each input the avoider took broke, its own waits included.
  private(set) var stepViolations: [AvoidanceViolation] = []
  /// The engine before the avoider's next input.
  private var engineBefore: AvoidanceEngine
  private var binding: BindingToken?
  /// The binding that checks each input the avoider takes.
  private var inputBinding: BindingToken?

  /// Each field's kind, in navigation order.
  private let kinds: [(FieldID, InputField.Kind)]
  /// Builds the strategy, and with it the scroll view's geometry, for the container.
  private let strategy: (ContainerGeometry) -> AvoidanceStrategy

  /// Lays the fields out for the container; called again on each rotation, as layout would.
  let layout: (ContainerGeometry) -> [FieldID: CGRect]

  var avoider: KeyboardAvoider { listener.avoider }

  /// - Parameters:
  ///   - device: The simulated device.
  ///   - orientation: How the device is held at the start.
  ///   - strategy: Builds the strategy for the container.
  ///   - kinds: Each field's kind, in registration order.
  ///   - isRecorded: Whether a recorder logs the session, from before the fields are registered.
  ///   - layout: Each field's frame in a container.
  init(
    device: DevicePreset, orientation: DeviceOrientation = .portrait,
    strategy: @escaping (ContainerGeometry) -> AvoidanceStrategy = { _ in .shift },
    kinds: KeyValuePairs<FieldID, InputField.Kind>, isRecorded: Bool = false,
    layout: @escaping (ContainerGeometry) -> [FieldID: CGRect]
  ) throws {
    simulator = KeyboardSimulator(device: device, orientation: orientation)
    let container = simulator.container
    self.layout = layout
    let frames = layout(container)
    var fields: [FieldID: Field] = [:]
    for (id, _) in kinds { fields[id] = Field(frames[id] ?? .zero) }
    self.fields = fields
    let avoider = try KeyboardAvoider(
      configuration: AvoidanceConfiguration(strategy: strategy(container)), container: container, fields: [],
      clock: clock)
    listener = KeyboardListener(avoider: avoider, notificationCenter: center)
    recorder = isRecorded ? KeyboardSessionRecorder(listener: listener, clock: clock) : nil
    engineBefore = avoider.engine
    self.kinds = kinds.map { ($0.key, $0.value) }
    self.strategy = strategy
    // Read as the UIKit adapter reads its screen: the container, the scroll view laid out for the
    // container of the moment, and the fields, before each notification.
    listener.screenReader = self
    try listener.updateFieldFrames()
    inputBinding = avoider.handledInput.bindChanges { [unowned self] handled in
      guard let handled else { return }
      let engine = self.avoider.engine
      let outcome =
        engine.decision == engineBefore.decision ? AvoidanceOutcome() : AvoidanceOutcome(update: handled.state)
      stepViolations += AvoidanceInvariant.violations(
        after: handled.input, from: engineBefore, to: engine, outcome: .success(outcome))
      engineBefore = engine
    }
    listener.start()
    binding = avoider.state.bind { [unowned self] state in
      published.append((clock.now, state))
      stateViolations += AvoidanceInvariant.violations(in: state.value)
    }
  }

  /// Plays a user's action: its inputs posted as notifications at their times, the clock following.
  /// A rotation lays the fields out anew first, as the app's layout pass would.
  ///
  /// - Parameters:
  ///   - absentKeys: Optional `userInfo` keys that the action's keyboard notifications leave out, as
  ///     some systems' notifications do.
  ///   - action: The user's action.
  @discardableResult
  func perform(
    lacking absentKeys: Set<KeyboardUserInfoKey> = [], _ action: (inout KeyboardSimulator) -> [TimedInput]
  ) -> [TimedInput] {
    let orientation = simulator.orientation
    let inputs = action(&simulator)
    if simulator.orientation != orientation {
      for (id, frame) in layout(simulator.container) { fields[id]?.frame = frame }
    }
    let objects = fields.mapValues { $0 as AnyObject }
    for timed in inputs {
      clock.advance(to: max(clock.now, timed.time))
      guard !absentKeys.isEmpty else {
        // A copy posts: the screen reader reads the simulator while the notification is delivered.
        var poster = simulator
        poster.post([timed], to: center, objects: objects)
        continue
      }
      for var notification in simulator.notifications(for: [timed], objects: objects) {
        if var userInfo = notification.userInfo {
          for key in absentKeys { userInfo[key.rawValue] = nil }
          notification.userInfo = userInfo
        }
        center.post(notification)
      }
    }
    clock.advance(to: max(clock.now, simulator.now))
    return inputs
  }

  /// Lets time pass, on the simulator and on the avoider's clock.
  func wait(_ seconds: TimeInterval) {
    simulator.wait(seconds)
    clock.advance(to: simulator.now)
  }

  /// The published states from `index` on.
  func published(from index: Int) -> [AvoidanceState] { published.dropFirst(index).map(\.state.value) }

  /// The violations of the no-bounce rule in everything published so far.
  var bounces: [AvoidanceViolation] {
    AvoidanceInvariant.violations(inPublished: published, configuration: avoider.engine.configuration)
  }
}

extension ListenedSession: ScreenReader {
  func readScreen(for moment: ScreenReadingMoment) -> ScreenReading {
    let fields = kinds.compactMap { id, kind in
      self.fields[id].map { (object: $0 as AnyObject, field: InputField(id: id, frame: $0.frame, kind: kind)) }
    }
    return ScreenReading(
      container: simulator.container, fields: fields, scrollView: strategy(simulator.container).scrollView)
  }

  func acceptsKeyboard(on screen: ObjectIdentifier) -> Bool { true }
}
