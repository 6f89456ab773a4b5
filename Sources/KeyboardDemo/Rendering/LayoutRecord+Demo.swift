import Foundation
import KeyboardHandler

extension LayoutRecord {
  /// A value of the record's property, as a number or as insets.
  enum Sample: Hashable {
    case number(Double)
    case insets(ScrollInsets)

    var text: String {
      switch self {
      case .number(let number): number.points
      case .insets(let insets): Wording.insets(insets)
      }
    }
  }

  /// The start and end values.
  var endpoints: (from: Sample, to: Sample) {
    (sample(at: -.infinity), sample(at: .infinity))
  }

  /// The value shown at `time`.
  func sample(at time: TimeInterval) -> Sample {
    switch self {
    case .offset(let record): .number(record.transition.value(at: time))
    case .scrollInsets(let record): .insets(record.transition.value(at: time))
    case .contentOffset(let record): .number(record.transition.value(at: time))
    case .constraintConstant(let record): .number(record.transition.value(at: time))
    }
  }

  /// The frame times a display at `framesPerSecond` shows, cut at `interruption` if one comes.
  func frameTimes(perSecond framesPerSecond: Int, until interruption: TimeInterval?) -> [TimeInterval] {
    let times: [TimeInterval]
    switch self {
    case .offset(let record): times = record.transition.frames(perSecond: framesPerSecond).map(\.time)
    case .scrollInsets(let record): times = record.transition.frames(perSecond: framesPerSecond).map(\.time)
    case .contentOffset(let record): times = record.transition.frames(perSecond: framesPerSecond).map(\.time)
    case .constraintConstant(let record): times = record.transition.frames(perSecond: framesPerSecond).map(\.time)
    }
    guard let interruption else { return times }
    return times.filter { $0 < interruption } + [interruption]
  }
}
