import Foundation
import KeyboardHandler

/// A transition that shows on screen: one of the layout's records, with the step that started it
/// and what became of it.
///
/// The layout records every change of a target. Some never show: a transition replaced at the
/// instant it starts (the estimate when the keyboard reports at once, a rotation's interim layout),
/// and one that goes nowhere (`0 → 0`, when the replaced one had not moved yet). ``ScenarioPlayer``
/// keeps only those that move something, so the output lists what a user sees.
///
/// `PlayedTransition` is a `Sendable` value.
package struct PlayedTransition: Equatable, Sendable {
  /// The recorded transition.
  package var record: LayoutRecord
  /// The index of the scenario step whose input started it.
  package var step: Int
  /// When a later change of the same property cut it short, if one did.
  package var interruption: TimeInterval?
  /// The index, among the shown transitions, of the one that took over at ``interruption``; `nil`
  /// when none did (the value then holds where the cut left it) or nothing interrupted it.
  package var successor: Int?

  /// Creates a played transition.
  package init(record: LayoutRecord, step: Int, interruption: TimeInterval? = nil, successor: Int? = nil) {
    self.record = record
    self.step = step
    self.interruption = interruption
    self.successor = successor
  }

  /// Picks, from every record of a layout in order, those that show on screen.
  ///
  /// - Parameters:
  ///   - records: The layout's records, oldest first.
  ///   - steps: For each record, the index of the step whose input started it.
  /// - Returns: The transitions that show, and for each record its index among them (`nil` for one
  ///   that does not show).
  static func shown(in records: [LayoutRecord], steps: [Int]) -> (transitions: [PlayedTransition], positions: [Int?]) {
    // For each record, the next record of the same property, found in one pass from the end: a
    // search per record would make a long scenario quadratic.
    var next = [Int?](repeating: nil, count: records.count)
    var nextOfProperty: [LayoutProperty: Int] = [:]
    for index in records.indices.reversed() {
      next[index] = nextOfProperty[records[index].property]
      nextOfProperty[records[index].property] = index
    }
    let isShown = records.indices.map { index -> Bool in
      let record = records[index]
      let (from, to) = record.endpoints
      let isReplacedAtOnce = next[index].map { records[$0].startTime <= record.startTime } ?? false
      return from != to && !isReplacedAtOnce
    }
    var positions: [Int?] = []
    var count = 0
    for shown in isShown {
      positions.append(shown ? count : nil)
      if shown { count += 1 }
    }
    var transitions: [PlayedTransition] = []
    for (index, record) in records.enumerated() where isShown[index] {
      var transition = PlayedTransition(record: record, step: steps[index])
      if let cut = next[index], records[cut].startTime < record.endTime {
        transition.interruption = records[cut].startTime
        // The one that takes over is the last record of the property started at that instant; a
        // no-op among them leaves the value where it was cut.
        var takeover = cut
        while let following = next[takeover], records[following].startTime == records[cut].startTime {
          takeover = following
        }
        transition.successor = positions[takeover]
      }
      transitions.append(transition)
    }
    return (transitions, positions)
  }
}
