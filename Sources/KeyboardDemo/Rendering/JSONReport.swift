import Foundation
import KeyboardHandler

/// The demo's JSON output: every recorded transition and the final values, for programs and tests.
///
/// Keys are sorted and numbers rounded to a thousandth, so the output is stable.
@MainActor
struct JSONReport {
  let playback: Playback

  /// A property's value: a number, or bottom insets.
  enum Value: Encodable, Equatable {
    case number(Double)
    case insets(content: Double, indicator: Double)

    init(_ sample: LayoutRecord.Sample) {
      switch sample {
      case .number(let number): self = .number(number.thousandths)
      case .insets(let insets):
        self = .insets(content: insets.content.thousandths, indicator: insets.indicator.thousandths)
      }
    }

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .number(let number):
        var container = encoder.singleValueContainer()
        try container.encode(number)
      case .insets(let content, let indicator):
        try ["content": content, "indicator": indicator].encode(to: encoder)
      }
    }
  }

  struct Curve: Encodable {
    var raw: Int?
    var name: String
  }

  struct TransitionEntry: Encodable {
    var index: Int
    var property: String
    var from: Value
    var to: Value
    var start: Double
    var duration: Double
    var curve: Curve
    var cause: String
    var step: Int
    var interruptedAt: Double?
  }

  struct Rect: Encodable {
    var x, y, width, height: Double

    init(_ rect: CGRect) {
      (x, y, width, height) = (
        rect.minX.thousandths, rect.minY.thousandths, rect.width.thousandths, rect.height.thousandths
      )
    }
  }

  struct Final: Encodable {
    var time: Double
    var offset: Double
    var containerFrame: Rect
    var scrollInsets: Value
    var contentOffset: Double
    var constraintConstant: Double
    var keyboardFrame: Rect?
    var visibleHeight: Double
    var focusedField: String?
  }

  struct Document: Encodable {
    var scenario: String
    var device: String
    var orientation: String
    var strategy: String
    var transitions: [TransitionEntry]
    var final: Final
  }

  func text() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
  }

  private var document: Document {
    let scenario = playback.scenario
    let steps = Dictionary(playback.entries.flatMap { entry in entry.records.map { ($0, entry.step) } }) { $1 }
    let transitions = playback.records.enumerated().map { index, record in
      let (from, to) = record.endpoints
      return TransitionEntry(
        index: index + 1, property: Wording.property(record.property), from: Value(from), to: Value(to),
        start: record.startTime.thousandths, duration: record.duration.thousandths,
        curve: Curve(raw: record.curve.animationCurveRawValue, name: Wording.curveName(record.curve)),
        cause: Wording.cause(record.cause), step: (steps[index] ?? 0) + 1,
        interruptedAt: playback.interruption(of: index).map(\.thousandths))
    }
    let layout = playback.layout
    let state = playback.finalEngine.state
    let offset = layout.offset.target
    let final = Final(
      time: playback.endTime.thousandths, offset: offset.thousandths,
      containerFrame: Rect(state.container.frame.offsetBy(dx: 0, dy: offset)),
      scrollInsets: Value(.insets(layout.scrollInsets.target)), contentOffset: layout.contentOffset.target.thousandths,
      constraintConstant: layout.constraintConstant.target.thousandths,
      keyboardFrame: state.coveredFrame.map(Rect.init), visibleHeight: state.coveredHeight.thousandths,
      focusedField: state.focusedField?.rawValue)
    let strategy: String =
      switch scenario.configuration.strategy {
      case .shift: "shift"
      case .scroll: "scroll"
      case .bottomConstraint: "constraint"
      case .manual: "manual"
      }
    return Document(
      scenario: scenario.name, device: scenario.device.name, orientation: "\(scenario.orientation)",
      strategy: strategy, transitions: transitions, final: final)
  }
}
