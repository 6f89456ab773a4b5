package import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// What a chat's message list shows where a decision put it: the height of its visible part, from its
/// offset down to the composer's top, and whether that part reaches the end of its content, the newest
/// message.
///
/// A decision keeps it, judged in the layout it placed the list in, so that the next decision, taken in
/// another layout (a composer grown a line shortens a list pinned to it; a rotation resizes the list), can
/// keep the content the user reads at the composer's top: the offset moves by as much as the visible part
/// lost.
package struct MessageListView: Equatable, Sendable {
  /// The height of the list's visible part, in points: its frame, once its composer has risen, less its
  /// bottom content inset and bottom safe area.
  package var visibleHeight: CGFloat
  /// Whether the visible part reaches the end of the content, within ``AvoidanceSolver/endTolerance``.
  package var showsEnd: Bool

  /// A view of the list from its parts.
  package init(visibleHeight: CGFloat, showsEnd: Bool) {
    self.visibleHeight = visibleHeight
    self.showsEnd = showsEnd
  }
}
