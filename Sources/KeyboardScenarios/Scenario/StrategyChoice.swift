internal import Foundation
package import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
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
  /// A chat screen: the composer's bottom constraint rides the keyboard, and a message list behind it
  /// is inset and scrolled with it.
  case chat
  /// A chat screen whose composer UIKit moves (pinned to the keyboard layout guide, unless the strategy
  /// object says it is an input accessory view): only the message list behind it is inset and scrolled.
  case messageList

  /// The strategy, with a scroll view derived from the container and the fields where needed.
  ///
  /// The scroll view fills the container (above the bottom safe area for `constraint`); its
  /// content holds every field with 20 pt to spare and is never shorter than the safe area. A chat's
  /// message list fills the container behind the composer (the fields, in container coordinates), its
  /// rest bottom inset clearing the composer 8 pt above the highest field, its conversation twice the
  /// container's height and scrolled to its end, the newest message; so does the message list of a
  /// composer UIKit moves, pinned to the keyboard layout guide.
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
    case .chat, .messageList:
      let frame = CGRect(x: 0, y: 0, width: container.frame.width, height: container.height)
      let composerTop = (fields.map(\.frame.minY).min() ?? container.height - safeArea.bottom) - 8
      let inset = max(0, container.height - safeArea.bottom - composerTop)
      var list = ScrollViewGeometry(
        frame: frame, contentHeight: 2 * container.height, adjustedTopInset: safeArea.top,
        bottomSafeAreaInset: safeArea.bottom, restInsets: ScrollInsets(content: inset, indicator: inset))
      list.contentOffset = list.maximumContentOffset(with: list.restInsets)
      return self == .chat
        ? .chat(messageList: list, anchor: .safeAreaBottom) : .messageList(list, composer: .keyboardLayoutGuide)
    }
  }
}
