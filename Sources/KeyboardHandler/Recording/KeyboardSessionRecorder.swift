internal import Binding
public import Foundation
internal import KeyboardModel
internal import KeyboardScenarios

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// Records a keyboard session on a device, as a scenario file that replays it anywhere.
///
/// From the moment it is created, the recorder logs every input the listener's avoider takes, with
/// its time: each keyboard notification as UIKit posted it (its phase, frames, and duration, curve and
/// is-local flag, or their absence), each field beginning or ending editing (by its `FieldID`), the
/// fields' frames, the container and the scroll view whenever they change, the user's scrolls,
/// navigation, and observing starting and stopping. After each input it takes a
/// `PublishedSnapshot` of the state the avoider published, if it changed.
///
/// `scenarioData()` writes all of it as a scenario file (`Scenario.jsonData()`): the screen (its window
/// included), the configuration and the fields as they were when recording began, the inputs as raw
/// steps, and the snapshots as the `expected` section. `demo --scenario` plays such a file and shows where today's
/// engine publishes something else; `SessionReplay` in `KeyboardHandlerTesting` makes it a test.
///
/// ```swift
/// let recorder = KeyboardSessionRecorder(listener: listener)  // when the screen is created
/// // ... the user reproduces the bug ...
/// try recorder.scenarioData().write(to: url)
/// ```
///
/// Nothing the user types is recorded, nor any field's text or value: fields are known by their id,
/// kind and frame. A session does not grow without bound: the recorder keeps the first
/// `eventLimit` inputs (5,000 by default), or as many as fit in the size a scenario file may have
/// (4 MiB, `maximumFileSize`: a screen that reports long field lists fills it sooner),
/// and then stops taking more (`isFull`).
///
/// Create it when the screen's avoider is created, before the screen appears, so the recording starts
/// from the avoider's first state. A recording begins with the steps at time 0 that bring a new, stopped
/// avoider where this one is (start, the focused field's begin editing, the keyboard's frame as its last
/// notification); a recorder made later, mid-session, works the same way. Where the replay's avoider
/// still ends elsewhere (a hold between two fields, say), `scenarioData()` refuses the file, naming
/// that difference at the last of those steps.
///
/// A recorder holds its listener and avoider weakly, and they hold it weakly: keep it as long as it
/// should record. It watches the avoider as any observer does, through a box: several recorders of one
/// avoider each record on their own.
@MainActor
public final class KeyboardSessionRecorder {
  /// The number of inputs a recorder keeps unless told otherwise: 5,000, far more than a session that
  /// reproduces a bug needs, and few enough that the file stays within the size a scenario may have
  /// (`maximumFileSize`).
  public static let defaultEventLimit = 5_000
  /// The most a recording's file may weigh, in bytes: 4 MiB, the size of the largest scenario file a
  /// replay reads. The recorder stops before its file would pass it.
  public static let maximumFileSize = ScenarioParser.maximumFileSize

  /// The most inputs this recorder keeps; it stops taking more once it has them.
  public let eventLimit: Int
  /// Whether the recorder still takes inputs: until `stop()`, or until it is `isFull`.
  package var isRecording: Bool { !isStopped && !isFull }
  /// Whether the recorder takes no more inputs: it holds `eventLimit` of them, or the next would make
  /// the file larger than a scenario may be (`maximumFileSize`).
  public var isFull: Bool { steps.count >= eventLimit || isOutOfRoom }
  /// The number of inputs recorded.
  public var eventCount: Int { steps.count }
  /// The number of inputs that came after the recorder was full, and were not recorded.
  public private(set) var droppedEventCount = 0

  private weak var avoider: KeyboardAvoider?
  private let clock: any AnimationClock
  private let startTime: TimeInterval
  /// The screen, configuration and fields when recording began.
  private let start: Scenario
  private var steps: [ScenarioStep] = []
  private var log = SnapshotLog()
  private var isStopped = false
  /// Whether the avoider observed after its last input: a start (or a stop) that leaves it as it was
  /// changes nothing, and is not recorded (a listener starts an avoider made observing).
  private var isObserving: Bool
  /// The recorder's binding to the avoider's handled inputs, until it stops.
  private var binding: BindingToken?
  /// Whether an input did not fit in the size a scenario file may have.
  private var isOutOfRoom = false
  /// The size of the file so far, in bytes.
  private var bytes = 0
  /// The largest file the recorder writes: the size a scenario may have; smaller in tests.
  var byteLimit = ScenarioParser.maximumFileSize

  /// Starts recording what `listener` hands its avoider.
  ///
  /// - Parameters:
  ///   - listener: The listener whose avoider's inputs to record.
  ///   - clock: The clock that times the inputs: the system's in apps, a ``ManualAnimationClock`` (the
  ///     avoider's) in tests.
  ///   - eventLimit: The most inputs to keep; at least 1.
  ///   - name: The recording's title, the scenario's name.
  public init(
    listener: KeyboardListener, clock: any AnimationClock = SystemAnimationClock(),
    eventLimit: Int = defaultEventLimit, name: String = "Recorded session"
  ) {
    let avoider = listener.avoider
    let state = avoider.current
    self.eventLimit = max(1, eventLimit)
    self.clock = clock
    self.startTime = clock.now
    self.avoider = avoider
    let container = state.container
    var start = Scenario(
      name: name, device: Self.device(recording: container, configuration: state.configuration),
      containerFrame: container.frame, configuration: state.configuration, fields: state.navigator.fields, steps: [])
    start.isObserving = false
    // The recording begins where a new, stopped avoider is, with the inputs that bring it where this one
    // is (its container, where the device cannot say it: a window beyond the screen's edges; start, the
    // focus, the keyboard as its last notification left it), each with what the new one publishes; what
    // this one holds is compared at the last of them.
    var catchUp: [AvoidanceInput] = start.container == container ? [] : [.containerDidChange(container)]
    if state.phase.isObserving {
      catchUp.append(.startObserving)
      if let focused = state.focusedField { catchUp.append(.didBeginEditing(focused)) }
      let reported = state.keyboard.flatMap { $0.source == .reported ? $0.frame : nil } ?? state.phase.keyboardFrame
      if let frame = reported {
        // As the last notification was, when the state says which, so the cause and animation agree.
        let phase: KeyboardPhase = if case .keyboard(let phase) = state.cause { phase } else { .didChangeFrame }
        catchUp.append(
          .keyboard(
            KeyboardEvent(
              phase: phase, beginFrame: frame, endFrame: frame, duration: state.animation.duration,
              curve: state.animation.curve)))
      }
      if case .focusedElsewhere = state.phase { catchUp.append(.focusDidMoveElsewhere) }
    }
    isObserving = state.phase.isObserving
    if var fresh = try? AvoidanceEngine(
      configuration: state.configuration, container: start.container, fields: state.navigator.fields,
      isObserving: false)
    {
      var replayed = AvoidanceUpdate.initial(fresh.state)
      if catchUp.isEmpty {
        log.append(Self.settled(state, replayed: replayed), step: nil, time: 0, standingFor: state.value)
      } else {
        log.append(replayed, step: nil, time: 0)
      }
      for (index, input) in catchUp.enumerated() {
        steps.append(ScenarioStep(time: 0, action: .input(input)))
        let published = (try? fresh.handle(input))?.update
        if let published { replayed = published }
        if index == catchUp.count - 1 {
          log.append(Self.settled(state, replayed: replayed), step: index, time: 0, standingFor: state.value)
        } else if let published {
          log.append(published, step: index, time: 0)
        }
      }
    } else {
      start.isObserving = state.phase.isObserving
      log.append(state, step: nil, time: 0)
    }
    self.start = start
    bytes = scenario.jsonData().count
    binding = avoider.handledInput.bindChanges(owner: self) { recorder, handled in
      if let handled {
        recorder.avoiderDidHandle(
          handled.input, publishing: handled.published, observing: handled.state.value.phase.isObserving)
      }
    }
  }

  /// The device of a recording made in `container`: its screen, safe area and window, the same in both
  /// orientations, and the estimate as its keyboard (a recording's keyboards are its notifications').
  /// A window that reaches beyond the screen's edges is the container step a recording then begins with.
  private static func device(recording container: ContainerGeometry, configuration: AvoidanceConfiguration)
    -> DevicePreset
  {
    let screen = container.screenBounds
    let window = container.windowFrame
    let insets = LayoutInsets(
      top: window.minY - screen.minY, left: window.minX - screen.minX, bottom: screen.maxY - window.maxY,
      right: screen.maxX - window.maxX)
    let isWithinScreen = [insets.top, insets.left, insets.bottom, insets.right].allSatisfy { $0 >= 0 }
    let estimate = configuration.estimatedKeyboardHeight
    return .custom(
      name: "Recorded device", screenSize: screen.size, safeArea: container.safeAreaInsets,
      keyboard: KeyboardHeights(withPredictiveBar: estimate, withoutPredictiveBar: estimate),
      windowInsets: isWithinScreen ? insets : .zero)
  }

  /// Stops recording; what was recorded stays, for `scenarioData()`.
  public func stop() {
    isStopped = true
    binding?.unbind()
  }

  /// The session as a scenario: the start, every recorded input as a raw step, and what the avoider
  /// published as `Scenario.expected`.
  package var scenario: Scenario {
    var scenario = start
    scenario.steps = steps
    scenario.expected = log.snapshots
    return scenario
  }

  /// The session as a scenario file, which `demo --scenario` and `SessionReplay` play.
  ///
  /// The file is in the oldest format that holds what was recorded (a window that is not the screen
  /// makes it format 3), so the most versions of the package read it. It is read back and replayed before
  /// it is returned, so a file that a replay would refuse, or that replays to other values than the
  /// avoider published, is never handed over.
  ///
  /// - Throws: `ScenarioError` naming what a replay would refuse in the file, or the first value its
  ///   replay publishes otherwise than the avoider did (a recorder made while content was held between
  ///   two fields begins where a new avoider cannot follow).
  public func scenarioData() throws(ScenarioError) -> Data {
    let data = scenario.jsonData()
    let replay = try ScenarioReplay(ScenarioParser.scenario(from: data))
    if let first = replay.differences.first {
      throw ScenarioError(path: "", problem: .doesNotReplay(first: first, count: replay.differences.count))
    }
    return data
  }

  /// What the recording expects where it begins: the new avoider's update when its state makes the
  /// snapshot this one's does (the same targets, reason, keyboard and focus, however each got there),
  /// this one's otherwise, which the replay then reports.
  private static func settled(
    _ held: AvoidanceUpdate<AvoidanceState>, replayed: AvoidanceUpdate<AvoidanceState>
  ) -> AvoidanceUpdate<AvoidanceState> {
    let heldAsReplayed = AvoidanceUpdate(held.value, animation: replayed.animation, cause: replayed.cause)
    let isSame =
      PublishedSnapshot(heldAsReplayed, step: nil, time: 0) == PublishedSnapshot(replayed, step: nil, time: 0)
    return isSame ? replayed : held
  }

  // MARK: - Taking inputs

  /// The avoider took `input`, and published `update` if the input changed its decision; it observes
  /// after it if `isObservingNow`.
  func avoiderDidHandle(
    _ input: AvoidanceInput, publishing update: AvoidanceUpdate<AvoidanceState>?, observing isObservingNow: Bool
  ) {
    guard !isStopped else { return }
    let wasObserving = isObserving
    isObserving = isObservingNow
    if input == .startObserving, wasObserving { return }
    if input == .stopObserving, !wasObserving { return }
    let time = clock.now - startTime
    guard !isFull else {
      if input != .keyboardWaitDidExpire { droppedEventCount += 1 }
      return
    }
    // The avoider's clock sends it; a replay's clock sends it again, at the same time: no step of its own.
    if case .keyboardWaitDidExpire = input {
      guard let update else { return }
      let cost = snapshotCost(of: update, step: steps.indices.last, time: time)
      guard fits(cost) else { return }
      bytes += cost
      return log.append(update, step: steps.indices.last, time: time)
    }
    let step = ScenarioStep(time: max(time, steps.last?.time ?? 0), action: .input(input))
    let cost =
      Self.lineCost(ScenarioWriter.step(step))
      + (update.map { snapshotCost(of: $0, step: steps.count, time: time) } ?? 0)
    guard fits(cost) else {
      isOutOfRoom = true
      droppedEventCount += 1
      return
    }
    bytes += cost
    steps.append(step)
    if let update { log.append(update, step: steps.count - 1, time: time) }
  }

  // MARK: - Size

  /// Whether `cost` more bytes keep the file within the size a scenario may have.
  private func fits(_ cost: Int) -> Bool {
    bytes + cost <= byteLimit
  }

  /// What the snapshot of `update` adds to the file.
  private func snapshotCost(of update: AvoidanceUpdate<AvoidanceState>, step: Int?, time: TimeInterval) -> Int {
    Self.lineCost(ScenarioWriter.snapshot(PublishedSnapshot(update, step: step, time: time)))
  }

  /// A step or snapshot on its line of the file: its indent, its text, a comma and a new line.
  private static func lineCost(_ value: JSONValue) -> Int {
    value.compact.utf8.count + 6
  }
}
