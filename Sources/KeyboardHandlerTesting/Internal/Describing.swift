internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

// Short descriptions for violation messages: the values' own descriptions are nested dumps.

extension AvoidanceTargets {
  /// Every property with its value: `offset -248.0, contentInset 0.0, indicatorInset 0.0, …`.
  var summary: String {
    LayoutProperty.allCases.map { "\($0.rawValue) \(self[$0])" }.joined(separator: ", ")
  }

  /// Every property's number, named after the property.
  var numbers: [(name: String, value: Double)] {
    LayoutProperty.allCases.map { ($0.rawValue, Double(self[$0])) }
  }
}

extension Optional where Wrapped == KeyboardCoverage {
  var summary: String {
    guard let coverage = self else { return "no keyboard" }
    return "\(coverage.source) keyboard at \(coverage.frame)"
  }
}

extension AvoidanceState {
  /// The names of the parts in which `other` differs from this state.
  func differences(from other: AvoidanceState) -> String {
    let parts: [(String, Bool)] = [
      ("container", self.container != other.container), ("phase", self.phase != other.phase),
      ("keyboard", self.keyboard != other.keyboard), ("accessory", self.accessory != other.accessory),
      ("targets", self.targets != other.targets), ("reason", self.reason != other.reason),
    ]
    let changed = parts.filter(\.1).map(\.0)
    return changed.isEmpty ? "nothing" : changed.joined(separator: ", ")
  }
}

extension AvoidanceEngine {
  /// The names of the parts in which `other` differs from this engine.
  func differences(from other: AvoidanceEngine) -> String {
    var changed: [String] = []
    if configuration != other.configuration { changed.append("configuration") }
    if navigator != other.navigator { changed.append("fields") }
    if expectedKeyboard != other.expectedKeyboard { changed.append("expected keyboard") }
    if state != other.state { changed.append("state (\(state.differences(from: other.state)))") }
    return changed.isEmpty ? "what the engine keeps to itself" : changed.joined(separator: ", ")
  }
}

extension AvoidanceInput {
  /// Whether the engine ignores this input while not observing.
  var isTakenOnlyWhileObserving: Bool {
    switch self {
    case .didBeginEditing, .didEndEditing, .keyboard, .navigate, .keyboardWaitDidExpire, .focusDidMoveElsewhere,
      .keyboardDragged:
      true
    case .startObserving, .stopObserving, .layoutDidChange:
      false
    }
  }
}

/// Whether two finite numbers agree up to rounding, relative to the largest magnitude involved.
///
/// - Parameters:
///   - lhs: One number.
///   - rhs: The other.
///   - terms: The numbers both were computed from, which set the scale of the rounding error.
func isClose(_ lhs: CGFloat, _ rhs: CGFloat, computedFrom terms: [CGFloat]) -> Bool {
  let scale = ([1, abs(lhs), abs(rhs)] + terms.map { abs($0) }).max() ?? 1
  return abs(lhs - rhs) <= 1e-9 * scale
}
