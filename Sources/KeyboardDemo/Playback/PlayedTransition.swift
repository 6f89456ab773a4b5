package import Foundation
internal import KeyboardHandler

/// A transition that shows on screen: one of the layout's changes (``ShownChange``), with the step
/// that started it and what became of it.
///
/// The layout records every change of a target. Some never show: a transition replaced at the
/// instant it starts (the estimate when the keyboard reports at once, a rotation's interim layout),
/// and one that goes nowhere (`0 → 0`, when the replaced one had not moved yet). ``DemoPlayer``
/// keeps only those that move something, so the output lists what a user sees.
///
/// `PlayedTransition` is a `Sendable` value.
package struct PlayedTransition: Equatable, Sendable {
  /// The recorded change.
  package var change: ShownChange
  /// The index of the scenario step whose input started it.
  package var step: Int
  /// When a later change of the same key cut it short, if one did.
  package var interruption: TimeInterval?
  /// The index, among the shown transitions, of the one that took over at ``interruption``; `nil`
  /// when none did (the value then holds where the cut left it) or nothing interrupted it.
  package var successor: Int?

  /// Creates a played transition.
  package init(change: ShownChange, step: Int, interruption: TimeInterval? = nil, successor: Int? = nil) {
    self.change = change
    self.step = step
    self.interruption = interruption
    self.successor = successor
  }

  /// Picks, from every change of a layout in order, those that show on screen.
  ///
  /// - Parameters:
  ///   - changes: The layout's changes, oldest first.
  ///   - steps: For each change, the index of the step whose input started it.
  /// - Returns: The transitions that show, and for each change its index among them (`nil` for one
  ///   that does not show).
  static func shown(in changes: [ShownChange], steps: [Int]) -> (transitions: [PlayedTransition], positions: [Int?]) {
    // For each change, the next change of the same key, found in one pass from the end: a search
    // per change would make a long scenario quadratic.
    var next = [Int?](repeating: nil, count: changes.count)
    var nextOfKey: [String: Int] = [:]
    for index in changes.indices.reversed() {
      next[index] = nextOfKey[changes[index].key]
      nextOfKey[changes[index].key] = index
    }
    let isShown = changes.indices.map { index -> Bool in
      let change = changes[index]
      let (from, to) = change.endpoints
      let isReplacedAtOnce = next[index].map { changes[$0].startTime <= change.startTime } ?? false
      return from != to && !isReplacedAtOnce
    }
    var positions: [Int?] = []
    var count = 0
    for shown in isShown {
      positions.append(shown ? count : nil)
      if shown { count += 1 }
    }
    var transitions: [PlayedTransition] = []
    for (index, change) in changes.enumerated() where isShown[index] {
      var transition = PlayedTransition(change: change, step: steps[index])
      if let cut = next[index], changes[cut].startTime < change.endTime {
        transition.interruption = changes[cut].startTime
        // The one that takes over is the last change of the key started at that instant; a
        // no-op among them leaves the value where it was cut.
        var takeover = cut
        while let following = next[takeover], changes[following].startTime == changes[cut].startTime {
          takeover = following
        }
        transition.successor = positions[takeover]
      }
      transitions.append(transition)
    }
    return (transitions, positions)
  }
}
