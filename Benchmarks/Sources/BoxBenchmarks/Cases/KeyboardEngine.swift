import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension BenchmarkCase {
  /// Keyboard frame changes (the predictive bar toggling) while a field of a 10,000-field form is
  /// focused: the pure engine, and the main-actor avoider that also publishes through boxes.
  static let keyboardEvents = BenchmarkCase(
    id: "keyboard.events",
    title: "keyboard engine: keyboard frame changes on a 10,000-field form",
    unit: "ns/event",
    size: .calibrated
  ) { _ in
    [KeyboardEngine.engine(.frameChanges), KeyboardEngine.avoider(.frameChanges)]
  }

  /// Moving focus from one field to another (end editing, begin editing) with the keyboard up, on a
  /// 10,000-field form.
  static let keyboardFocusChange = BenchmarkCase(
    id: "keyboard.focus-change",
    title: "keyboard engine: one focus change (end + begin editing) on a 10,000-field form",
    unit: "ns/change",
    size: .calibrated
  ) { _ in
    [KeyboardEngine.engine(.focusChanges), KeyboardEngine.avoider(.focusChanges)]
  }
}

/// The contenders of the keyboard cases.
@MainActor
enum KeyboardEngine {
  enum Workload {
    case frameChanges
    case focusChanges
  }

  static let fieldCount = 10_000
  static let device = DevicePreset.iPhone15

  /// A long form whose fields repeat down the lower half of the screen, so every focus change and
  /// every keyboard height moves the content.
  static func fields() -> [InputField] {
    (0..<fieldCount).map { index in
      InputField(
        id: FieldID("field-\(index)"), frame: CGRect(x: 16, y: 420 + CGFloat(index % 8) * 52, width: 361, height: 44))
    }
  }

  /// The two operations a sample alternates between, once the form is focused with the keyboard up:
  /// each one moves the content, so every operation does the engine's whole work.
  static func cycle(_ workload: Workload) -> [[AvoidanceInput]] {
    let screen = device.container(.portrait).screenBounds
    let heights = device.keyboard(.portrait)
    func frame(_ height: CGFloat) -> CGRect {
      CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }
    switch workload {
    case .frameChanges:
      let tall = frame(heights.withPredictiveBar)
      let short = frame(heights.withoutPredictiveBar)
      return [
        [.keyboard(KeyboardEvent(phase: .willChangeFrame, beginFrame: tall, endFrame: short))],
        [.keyboard(KeyboardEvent(phase: .willChangeFrame, beginFrame: short, endFrame: tall))],
      ]
    case .focusChanges:
      let last = FieldID("field-\(fieldCount - 1)")
      let previous = FieldID("field-\(fieldCount - 2)")
      return [[.didEndEditing(last), .didBeginEditing(previous)], [.didEndEditing(previous), .didBeginEditing(last)]]
    }
  }

  /// The inputs that focus the last field with the keyboard shown.
  static func setUp() -> [AvoidanceInput] {
    let screen = device.container(.portrait).screenBounds
    let height = device.keyboard(.portrait).withPredictiveBar
    let hidden = CGRect(x: 0, y: screen.height, width: screen.width, height: height)
    let shown = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    return [
      .didBeginEditing(FieldID("field-\(fieldCount - 1)")),
      .keyboard(KeyboardEvent(phase: .willShow, beginFrame: hidden, endFrame: shown)),
    ]
  }

  static func engine(_ workload: Workload) -> Contender {
    var engine = try? AvoidanceEngine(container: device.container(.portrait), fields: fields())
    for input in setUp() { _ = try? engine?.handle(input) }
    return contender("AvoidanceEngine", workload, isBuilt: engine != nil) { input in
      try engine?.handle(input).update == nil ? 0 : 1
    }
  }

  static func avoider(_ workload: Workload) -> Contender {
    let avoider = try? KeyboardAvoider(container: device.container(.portrait), fields: fields())
    for input in setUp() { _ = try? avoider?.handle(input) }
    return contender("KeyboardAvoider", workload, isBuilt: avoider != nil) { input in
      try avoider?.handle(input).update == nil ? 0 : 1
    }
  }

  /// Times `count` operations of the cycle through `handle`, which returns how many decisions each
  /// input published; the check fails unless every operation changed something and nothing was rejected.
  static func contender(
    _ name: String,
    _ workload: Workload,
    isBuilt: Bool,
    handle: @escaping @MainActor (AvoidanceInput) throws -> Int
  ) -> Contender {
    let cycle = cycle(workload)
    var operations = 0
    var published = 0
    var rejected = 0
    return .timed(
      name,
      run: { count in
        // Continue the cycle where the previous sample left it: focus changes must alternate.
        for index in operations..<(operations + count) {
          for input in cycle[index & 1] {
            do {
              published += try handle(input)
            } catch {
              rejected += 1
            }
          }
        }
        operations += count
      },
      check: {
        guard isBuilt else { return .failure("the form could not be built") }
        guard rejected == 0 else { return .failure("\(rejected) inputs were rejected") }
        guard published >= operations else {
          return .failure("\(operations) operations changed only \(published) decisions")
        }
        return nil
      }
    )
  }
}
