internal import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// Where each animated property rests at each `expected` entry of a recording: what a property the entry
/// leaves out reads as, and what the writer may leave out.
///
/// A property is at rest as the engine rests it, in the scroll view and container that the file's steps
/// up to the entry's leave (its strategy's, then each `scrollView`, `container` and `layout` step's):
///
/// - the scroll view's bottom insets (`scrollInsets`) at its `restInsets`, 0 without a scroll view;
/// - its `contentOffset` where the strategy brings it to rest from the entry before's (clamped to the
///   content with the rest insets; a chat's list also comes down with its composer), and at the first
///   entry at the scroll view's own `contentOffset`; 0 without a scroll view;
/// - every other property (`offset`, `constraintConstant`, and any added to `LayoutProperty` later) at
///   the value `AvoidanceTargets` gives one not set: 0.
///
/// The parser and the writer walk a recording's entries through the same value, so they agree on every
/// rest by construction.
struct ExpectedRest {
  private var strategy: AvoidanceStrategy
  private var container: ContainerGeometry
  private let steps: [ScenarioStep]
  /// How many of `steps` have been followed.
  private var followed = 0
  /// The targets of the entry before, as read; `nil` before the first.
  private var previous: AvoidanceTargets?

  /// Starts before the first entry of `scenario`'s `expected` section.
  init(_ scenario: Scenario) {
    strategy = scenario.configuration.strategy
    container = scenario.container
    steps = scenario.steps
  }

  /// The targets at rest for the next entry, published by the input of the step at index `step` (`nil`
  /// for the state at the start); entries come in the order of their steps.
  mutating func rest(at step: Int?) -> AvoidanceTargets {
    if let step {
      while followed <= step, followed < steps.count {
        follow(steps[followed])
        followed += 1
      }
    }
    guard let scrollView = strategy.scrollView else { return AvoidanceTargets() }
    let contentOffset = previous.map { strategy.restContentOffset(from: $0, in: container) } ?? scrollView.contentOffset
    return AvoidanceTargets(scrollInsets: scrollView.restInsets, contentOffset: contentOffset)
  }

  /// Follows the entry just read: the next one's content offset rests from its targets.
  mutating func follow(entry targets: AvoidanceTargets) {
    previous = targets
  }

  private mutating func follow(_ step: ScenarioStep) {
    guard case .input(.layoutDidChange(let reading)) = step.action else { return }
    if let container = reading.container { self.container = container }
    if let geometry = reading.scrollView { strategy = strategy.replacingScrollView(with: geometry) }
  }
}
