import Foundation
import KeyboardModel

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A strategy named on the command line or in a scenario, before its scroll view is known.
///
/// Each choice's raw value is the ``AvoidanceStrategy/name`` of the strategy it derives.
///
/// `StrategyChoice` is a `Sendable` value.
package enum StrategyChoice: String, Hashable, Sendable, CaseIterable {
  /// The whole container moves up.
  case shift
  /// A scroll view filling the container gets bottom insets and scrolls.
  case scroll
  /// A scroll view above the bottom safe area has its bottom constraint raised to the keyboard.
  case constraint
  /// Nothing moves; only the keyboard's frame and height are published.
  case manual

  /// The strategy, with a scroll view derived from the container and the fields where needed.
  ///
  /// The scroll view fills the container (above the bottom safe area for `constraint`); its
  /// content holds every field with 20 pt to spare and is never shorter than the safe area.
  package func strategy(for container: ContainerGeometry, fields: [InputField]) -> AvoidanceStrategy {
    let safeArea = container.safeAreaInsets
    let lowest = fields.map(\.frame.maxY).max() ?? 0
    let contentHeight = max(container.height - safeArea.top - safeArea.bottom, lowest + 20)
    switch self {
    case .shift:
      return .shift
    case .manual:
      return .manual
    case .scroll:
      let frame = CGRect(x: 0, y: 0, width: container.frame.width, height: container.height)
      return .scroll(
        ScrollViewGeometry(
          frame: frame, contentHeight: contentHeight, adjustedTopInset: safeArea.top,
          bottomSafeAreaInset: safeArea.bottom))
    case .constraint:
      let frame = CGRect(x: 0, y: 0, width: container.frame.width, height: container.height - safeArea.bottom)
      return .bottomConstraint(
        ScrollViewGeometry(frame: frame, contentHeight: contentHeight, adjustedTopInset: safeArea.top),
        anchor: .safeAreaBottom)
    }
  }
}
