import Foundation
import FuzzSupport
import KeyboardHandler
import KeyboardHandlerTesting

/// The largest number of steps one input plays, so that every run stays short.
let maximumSteps = 64

/// Fuzzes the engine: bytes → a device, a container, a configuration and fields → up to 64 steps, each an input
/// for the engine: editing of known and unknown fields, keyboard events of every phase with any
/// frames, container and field changes, readings of the whole layout, scrolls, start and stop, navigation, or a user action
/// played through the simulator. After every step, no `AvoidanceInvariant` may be broken.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var bytes = FuzzedBytes(data, count: count)
  var (simulator, orientation) = bytes.simulator()
  let container = bytes.container(on: simulator.container)
  let configuration = bytes.configuration(in: container)
  let fields = bytes.fields(in: container)
  guard
    var engine = try? AvoidanceEngine(
      configuration: configuration, container: container, fields: fields, isObserving: bytes.index(below: 8) != 0)
  else { return 0 }
  for _ in 0..<maximumSteps where !bytes.isAtEnd {
    for input in step(&bytes, simulator: &simulator, orientation: &orientation, engine: engine) {
      let before = engine
      let violations = AvoidanceInvariant.violations(handling: input, on: &engine)
      require(violations, "input \(input)\nbefore \(before)\nafter \(engine)")
    }
  }
  return 0
}

/// The inputs of one step.
private func step(
  _ bytes: inout FuzzedBytes, simulator: inout KeyboardSimulator, orientation: inout DeviceOrientation,
  engine: AvoidanceEngine
) -> [AvoidanceInput] {
  let screen = engine.state.container.screenBounds
  switch bytes.index(below: 14) {
  case 0: return [.didBeginEditing(bytes.fieldID())]
  case 1: return [.didEndEditing(bytes.fieldID())]
  case 2, 3: return [.keyboard(bytes.keyboardEvent(on: screen))]
  case 4: return [.containerDidChange(bytes.container(on: simulator.container))]
  case 5: return [.fieldsDidChange(bytes.fields(in: engine.state.container))]
  case 6: return [.didScroll(toContentOffset: bytes.number())]
  case 7:
    return [
      bytes.pick([AvoidanceInput.startObserving, .stopObserving, .keyboardWaitDidExpire, .focusDidMoveElsewhere])
    ]
  case 8:
    return [.navigate(bytes.pick([NavigationAction.next, .previous, .done, .returnKey, .tapOutside]))]
  case 9:
    // A listener's reading of the layout: any of its parts, each present or not.
    let container = bytes.bool() ? bytes.container(on: simulator.container) : nil
    let fields = bytes.bool() ? bytes.fields(in: container ?? engine.state.container) : nil
    let scrollView = bytes.bool() ? bytes.scrollView(in: container ?? engine.state.container) : nil
    let scrolled: CGFloat? = bytes.bool() ? CGFloat(bytes.number()) : nil
    return [
      .layoutDidChange(
        LayoutReading(container: container, fields: fields, scrollView: scrollView, scrolledContentOffset: scrolled))
    ]
  case 10: return [.keyboardDragged(top: bytes.number())]
  default:
    return simulatorAction(&bytes, simulator: &simulator, orientation: &orientation, state: engine.state).map(\.input)
  }
}

/// A user action through the simulator, whose idea of focus may differ from the engine's:
/// the engine then rejects what does not fit, which the invariants check too.
///
/// Every action the simulator's public API has, in the order of the scenario format's action names, so
/// that the seeds read the same actions; a rotation turns the device the other way. A drag's finger scrolls
/// the scroll view under it, from where the engine's `state` has it, as a finger on a device does.
private func simulatorAction(
  _ bytes: inout FuzzedBytes, simulator: inout KeyboardSimulator, orientation: inout DeviceOrientation,
  state: AvoidanceState
) -> [TimedInput] {
  switch bytes.index(below: 11) {
  case 0: return simulator.tapTextField(bytes.fieldID())
  case 1: return simulator.tapTextView(bytes.fieldID())
  case 2: return simulator.togglePredictiveBar()
  case 3: return simulator.attachHardwareKeyboard()
  case 4: return simulator.detachHardwareKeyboard()
  case 5: return simulator.toggleShortcutBar()
  case 6: return simulator.undockKeyboard()
  case 7: return simulator.dockKeyboard()
  case 8:
    orientation = orientation == .portrait ? .landscape : .portrait
    return simulator.rotate(to: orientation)
  case 9: return simulator.dismiss()
  default:
    return simulator.dragKeyboard(
      to: CGFloat(bytes.number()), release: bytes.pick(KeyboardSimulator.DragRelease.allCases), scrolling: state)
  }
}
