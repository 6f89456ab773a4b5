import Foundation
import KeyboardHandler
import KeyboardHandlerTesting
import Testing

@Suite("Invariants of a published sequence")
struct AvoidanceInvariantSequenceTests {
  /// The updates an engine publishes for `inputs`, each at its time.
  static func published(by engine: inout AvoidanceEngine, _ inputs: [TimedInput]) throws -> [(
    time: TimeInterval, state: AvoidanceUpdate<AvoidanceState>
  )] {
    try inputs.compactMap { timed in try engine.handle(timed.input).update.map { (timed.time, $0) } }
  }

  /// `state` published as a keyboard event would publish it, over the keyboard's usual 0.25 s.
  static func shown(_ state: AvoidanceState) -> AvoidanceUpdate<AvoidanceState> {
    AvoidanceUpdate(state, animation: .keyboard, cause: .keyboard(.willShow))
  }

  static let breakages: [Breakage] = [
    Breakage("a rotation that drops the content to rest and raises it again", caughtBy: [.noBounce]) {
      var engine = try Screens.editingLow()
      var states = [(time: TimeInterval(0), state: shown(engine.state))]
      var simulator = KeyboardSimulator(device: .iPhone15, startTime: 1)
      _ = simulator.tapTextField("low")
      let rotation = try published(by: &engine, simulator.rotate(to: .landscape))
      // The bounce a rotation judged with the old keyboard frame published: rest, then the new shift.
      var rested = engine.state
      rested.decision.targets.offset = 0
      states.append((rotation.first?.time ?? 0, shown(rested)))
      states += rotation
      return AvoidanceInvariant.violations(inPublished: states, configuration: engine.configuration)
    },
    Breakage("a drop to rest over two states, raised again within the drop's animation", caughtBy: [.noBounce]) {
      let engine = try Screens.editingLow()
      var rested = engine.state
      rested.decision.targets.offset = 0
      var withdrawn = rested
      withdrawn.decision.reason = .keyboardFromOldLayout
      let states = [
        (time: TimeInterval(0), state: shown(engine.state)), (1, shown(rested)), (1, shown(withdrawn)),
        (1.1, shown(engine.state)),
      ]
      return AvoidanceInvariant.violations(inPublished: states, configuration: engine.configuration)
    },
  ]

  @Test("a rest that lasts longer than the drop's animation is no bounce: the content settled")
  func settledRestIsNoBounce() throws {
    let engine = try Screens.editingLow()
    var rested = engine.state
    rested.decision.targets.offset = 0
    let states = [
      (time: TimeInterval(0), state: Self.shown(engine.state)), (1, Self.shown(rested)),
      (1.5, Self.shown(engine.state)),
    ]
    #expect(AvoidanceInvariant.violations(inPublished: states, configuration: engine.configuration) == [])
  }

  @Test("each broken sequence is caught by the invariants that name what broke", arguments: breakages)
  func caught(breakage: Breakage) throws {
    let violations = try breakage.violations()
    #expect(Set(violations.map(\.invariant)) == breakage.caughtBy, "\(violations)")
  }

  @Test("a rotation while editing publishes the new shift with no rest in between, on every device")
  func rotationDoesNotBounce() throws {
    for device in DevicePreset.all {
      var simulator = KeyboardSimulator(device: device)
      let field = InputField(
        id: "low", frame: CGRect(x: 16, y: simulator.container.height - 150, width: 300, height: 44))
      var engine = try AvoidanceEngine(container: simulator.container, fields: [field])
      var states = try Self.published(by: &engine, simulator.tapTextField("low"))
      states += try Self.published(by: &engine, simulator.rotate(to: .landscape))
      states += try Self.published(by: &engine, simulator.rotate(to: .portrait))
      #expect(AvoidanceInvariant.violations(inPublished: states, configuration: engine.configuration) == [])
      #expect(!states.contains { $0.state.focusedField != nil && $0.state.targets.offset == 0 }, "\(device)")
    }
  }

  @Test("dropping to rest when the field ends editing is no bounce: nothing is focused")
  func restWithoutFocusIsNoBounce() throws {
    var engine = try Screens.editingLow()
    let rested = try #require(try engine.handle(Screens.hide).update)
    var unfocused = rested
    unfocused.value.context.phase = .resting
    unfocused.value.decision.focusedField = nil
    var raised = engine.state
    raised.decision.targets.offset = -100
    let states = [(time: TimeInterval(0), state: Self.shown(raised)), (1, unfocused), (1, Self.shown(raised))]
    #expect(AvoidanceInvariant.violations(inPublished: states, configuration: engine.configuration) == [])
  }
}
