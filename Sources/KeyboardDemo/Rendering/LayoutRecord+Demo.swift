import Foundation
import KeyboardHandler

extension LayoutRecord {
  /// A value of the record's property, as the numbers it is made of (``TargetValue/components``).
  struct Sample: Hashable {
    /// One of the value's numbers, with its name; a plain number's one name is empty.
    struct Component: Hashable {
      var name: String
      var value: Double
    }

    var components: [Component]

    init(_ value: some TargetValue) {
      components = value.components.map { Component(name: $0.key, value: $0.value) }
    }

    var text: String { Wording.value(components.map(\.value)) }
  }

  /// The start and end values.
  var endpoints: (from: Sample, to: Sample) {
    (sample(at: -.infinity), sample(at: .infinity))
  }

  /// The value shown at `time`.
  func sample(at time: TimeInterval) -> Sample {
    func sample<Change: LayoutChange>(_ change: Change) -> Sample {
      Sample(change.transition.value(at: time))
    }
    return sample(change)
  }

  /// The frame times a display at `framesPerSecond` shows, cut at `interruption` if one comes.
  func frameTimes(perSecond framesPerSecond: Int, until interruption: TimeInterval?) -> [TimeInterval] {
    func times<Change: LayoutChange>(_ change: Change) -> [TimeInterval] {
      change.transition.frames(perSecond: framesPerSecond).map(\.time)
    }
    let times = times(change)
    guard let interruption else { return times }
    return times.filter { $0 < interruption } + [interruption]
  }
}
