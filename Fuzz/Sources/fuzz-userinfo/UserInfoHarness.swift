import Foundation
import FuzzSupport
import KeyboardHandler
import KeyboardHandlerTesting

/// Fuzzes the userInfo parser and the avoider: bytes → a device, a screen with one field (focused
/// or not) and a `KeyboardAvoider` → up to eight keyboard notifications, each a phase and a userInfo whose five keys are each absent or a
/// value of some type (CGRect, Double, CGFloat, Float, Int, UInt, Bool, String, NSNumber, NSNull,
/// an array) holding any number, NaN and the infinities included. Each userInfo is parsed, and
/// must give either a typed error that names the right key for the right reason, or an event
/// whose numbers are all finite and valid and equal to those given. The avoider then takes the
/// same notification: it must reject it exactly when the parser did, change nothing when it
/// does, and otherwise publish what a bare engine given the same inputs decides, breaking no
/// `AvoidanceInvariant`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUserInfo(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = FuzzedBytes(data, count: count)
  // libFuzzer calls from the main thread, where the main actor runs when nothing else does.
  MainActor.assumeIsolated { play(bytes) }
  return 0
}

@MainActor
private func play(_ input: FuzzedBytes) {
  var bytes = input
  let (simulator, _) = bytes.simulator()
  let container = simulator.container
  let configuration = bytes.configuration(in: container)
  let field = InputField(id: "field", frame: bytes.fieldFrame(in: container))
  let isFocused = bytes.bool()
  // A manual clock: the main queue never runs under libFuzzer, so the system clock's waits for a keyboard
  // would pile up there, one per input.
  let avoider = try? KeyboardAvoider(
    configuration: configuration, container: container, fields: [field], clock: ManualAnimationClock())
  // The avoider's twin: an engine given the same inputs, whose decisions the avoider must publish.
  var engine = try? AvoidanceEngine(configuration: configuration, container: container, fields: [field])
  if isFocused {
    try? avoider?.didBeginEditing("field")
    _ = try? engine?.handle(.didBeginEditing("field"))
  }
  for _ in 0..<8 where !bytes.isAtEnd {
    let phase = bytes.pick(KeyboardPhase.allCases)
    let entries = KeyboardUserInfoKey.allCases.map { bytes.entry(for: $0, on: container.screenBounds) }
    let userInfo = UserInfoEntry.userInfo(entries)
    let parsed = Result { () throws(KeyboardEventError) in try KeyboardEvent(phase: phase, userInfo: userInfo) }
    check(parsed, of: entries, on: phase)
    if let avoider, var twin = engine {
      check(avoider, twin: &twin, taking: phase, userInfo: userInfo, parsed: parsed)
      engine = twin
    }
  }
}

/// The parser's verdict agrees with what each entry holds.
private func check(
  _ parsed: Result<KeyboardEvent, KeyboardEventError>, of entries: [UserInfoEntry], on phase: KeyboardPhase
) {
  let context = "entries \(entries)"
  switch parsed {
  case .failure(let error):
    guard let entry = entries.first(where: { $0.key == error.key }) else {
      return require(false, "the error names a key not in the catalogue: \(error)")
    }
    for earlier in entries.prefix(while: { $0.key != error.key }) {
      require(
        !earlier.isCertainlyRejected(on: phase),
        "\(error) was thrown, but \(earlier) comes first and is bad; \(context)")
    }
    require(entry.admits(error.reason), "\(error) does not describe \(entry); \(context)")
  case .success(let event):
    require(
      !entries.contains { $0.isCertainlyRejected(on: phase) }, "a bad userInfo was accepted as \(event); \(context)")
    // A hide's frames may be null (the keyboard leaves whatever they say); every other number is finite.
    let frames = [event.beginFrame, event.endFrame].filter { !(event.phase.isHideForFuzzing && $0.isNull) }
    let numbers: [Double] =
      frames.flatMap { [Double($0.origin.x), Double($0.origin.y), Double($0.size.width), Double($0.size.height)] }
      + [event.duration]
    require(numbers.allSatisfy(\.isFinite), "an accepted event holds a non-finite number: \(event)")
    require(event.duration >= 0, "an accepted event has a bad duration: \(event)")
    for entry in entries {
      require(entry.agrees(with: event), "the event \(event) does not hold the value of \(entry)")
    }
  }
}

/// The avoider rejects exactly what the parser rejects, then changes nothing; otherwise it publishes
/// what its twin engine decides for the same event, and the invariants hold for that step.
@MainActor
private func check(
  _ avoider: KeyboardAvoider, twin engine: inout AvoidanceEngine, taking phase: KeyboardPhase,
  userInfo: [AnyHashable: Any], parsed: Result<KeyboardEvent, KeyboardEventError>
) {
  let before = engine
  let published = avoider.state.value
  let outcome = Result { () throws(AvoidanceError) in try avoider.keyboard(phase, userInfo: userInfo) }
  switch (parsed, outcome) {
  case (.failure(let error), .failure(let rejection)):
    require(rejection == .malformedKeyboardEvent(error), "the avoider threw \(rejection), the parser \(error)")
    require(
      avoider.state.value == published && avoider.showsItsState,
      "a rejected userInfo changed the avoider: \(published) became \(avoider.state.value)")
  case (.success(let event), .success):
    let handled = Result { () throws(AvoidanceError) in try engine.handle(.keyboard(event)) }
    require(
      avoider.context == engine.context && avoider.state.value.decision == engine.decision,
      "the avoider decides other than a bare engine given the same event")
    let violations = AvoidanceInvariant.violations(
      after: .keyboard(event), from: before, to: engine, outcome: handled)
    require(violations, "event \(event)\nbefore \(before)\nafter \(engine)")
    require(avoider.showsItsState, "a per-property box does not show the avoider's state")
  case (.failure(let error), .success):
    require(false, "the avoider took a userInfo the parser rejected with \(error)")
  case (.success(let event), .failure(let rejection)):
    require(false, "the avoider rejected \(event) with \(rejection)")
  }
}

extension KeyboardAvoider {
  /// Whether every per-property box shows what the state box holds.
  fileprivate var showsItsState: Bool {
    let state = state.value
    return coveredFrame.value.value == state.coveredFrame
      && coveredHeight.value.value == state.coveredHeight && focusedField.value == state.focusedField
      && accessory.value == state.accessory && keyboardOffset.value == state.targets.offset
      && LayoutProperty.allCases.allSatisfy { self[$0].value.value == state.targets[$0] }
  }
}
