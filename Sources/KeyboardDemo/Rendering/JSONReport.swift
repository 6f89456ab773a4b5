internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The demo's JSON output: every recorded transition and the final values, for programs and tests.
///
/// Keys are sorted and numbers rounded to a thousandth, so the output is stable.
@MainActor
struct JSONReport {
  let playback: Playback
  /// For a recording, where today's engine publishes something else than the device did.
  var comparison: RecordingComparison?

  func text() -> String {
    document.prettyPrinted + "\n"
  }

  /// A key's value: a plain number, or an object of its named numbers (the bottom insets' `content`
  /// and `indicator`).
  private func value(_ sample: ShownChange.Sample) -> JSONValue {
    let components = sample.components
    if let number = components.first, components.count == 1, number.name.isEmpty {
      return .number(number.value.thousandths)
    }
    return .object(Dictionary(uniqueKeysWithValues: components.map { ($0.name, .number($0.value.thousandths)) }))
  }

  /// The value each key ends at: the keys every version has written, and a property added since under a
  /// strategy that moves it, so that a new property changes no output where it rests, as in recordings.
  private var finalValues: [String: JSONValue?] {
    let layout = playback.layout
    let strategy = playback.scenario.configuration.strategy
    let keys = LayoutProperty.keys.filter { key, properties in
      ScenarioWriter.propertyKeysOfEveryEntry.contains(key) || properties.contains { $0.isMoved(by: strategy) }
    }
    return Dictionary(
      uniqueKeysWithValues: keys.map { key, properties in
        (key, value(ShownChange.Sample(properties.map { ($0, layout[$0].target) })))
      })
  }

  private func rect(_ rect: CGRect) -> JSONValue {
    .object([
      "x": .number(rect.minX.thousandths), "y": .number(rect.minY.thousandths),
      "width": .number(rect.width.thousandths), "height": .number(rect.height.thousandths),
    ])
  }

  private var document: JSONValue {
    let scenario = playback.scenario
    let transitions = playback.transitions.enumerated().map { index, transition in
      let record = transition.change
      let (from, to) = record.endpoints
      return JSONValue.object(
        present: [
          "index": .number(Double(index + 1)), "property": .string(record.key),
          "from": value(from), "to": value(to), "start": .number(record.startTime.thousandths),
          "duration": .number(record.duration.thousandths),
          "curve": .object(
            present: [
              "raw": record.curve.animationCurveRawValue.map { .number(Double($0)) },
              "name": .string(Wording.curveName(record.curve)),
            ]),
          // `step` counts from 1, as the output first gave it; `stepIndex` is the step's path in the file,
          // `steps[i]`, as every message and the comparison with a recording name it.
          "cause": .string(Wording.cause(record.cause)), "step": .number(Double(transition.step + 1)),
          "stepIndex": .number(Double(transition.step)),
          "interruptedAt": transition.interruption.map { .number($0.thousandths) },
        ])
    }
    let layout = playback.layout
    let state = playback.finalState
    let offset = layout[.offset].target
    let final = JSONValue.object(
      present: [
        "time": .number(playback.endTime.thousandths),
        // The API's names, and under the first names the output gave them, kept for programs that read those.
        "shiftedContainerFrame": rect(state.container.frame.offsetBy(dx: 0, dy: offset)),
        "containerFrame": rect(state.container.frame.offsetBy(dx: 0, dy: offset)),
        "coveredFrame": state.coveredFrame.map(rect), "keyboardFrame": state.coveredFrame.map(rect),
        "coveredHeight": .number(state.coveredHeight.thousandths),
        "visibleHeight": .number(state.coveredHeight.thousandths),
        "focusedField": state.focusedField.map { .string($0.rawValue) },
        // Only where the app's window is not the whole screen (Stage Manager): UIKit clips the keyboard to it.
        "windowFrame": state.container.windowFrame == state.container.screenBounds
          ? nil : rect(state.container.windowFrame),
      ].merging(finalValues) { value, _ in value })
    let warnings = playback.warnings
    return .object(
      present: [
        "scenario": .string(scenario.name), "device": .string(scenario.device.name),
        "orientation": .string("\(scenario.orientation)"),
        "strategy": .string(scenario.configuration.strategy.name),
        "transitions": .array(transitions), "final": final,
        "warnings": warnings.isEmpty ? nil : .array(warnings.map(JSONValue.string)),
        "recording": comparison?.json,
      ])
  }
}

extension JSONValue {
  /// An object of the members that have a value: a `nil` member is left out, not written as `null`.
  fileprivate static func object(present members: [String: JSONValue?]) -> JSONValue {
    .object(members.compactMapValues { $0 })
  }
}
