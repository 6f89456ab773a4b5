public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// What was read of the screen's layout at one moment, for the engine to take as one change
/// (``AvoidanceInput/layoutDidChange(_:)``): each part that is present replaces what the engine knew.
///
/// A `KeyboardListener` reads the screen once before it hands the engine a notification, and sends
/// what changed as one reading, so a rotation under the scroll strategy (a new container, a scroll view
/// laid out anew, its offset, the fields' frames) is one decision and one publication, not four.
///
/// ```swift
/// try avoider.handle(.layoutDidChange(LayoutReading(container: rotated, scrollView: laidOut)))
/// ```
///
/// `LayoutReading` is a `Sendable` value.
public struct LayoutReading: Equatable, Sendable {
  /// The container's geometry, or `nil` when it did not change (``AvoidanceInput/containerDidChange(_:)``).
  package var container: ContainerGeometry?
  /// The fields in navigation order, or `nil` when they did not change
  /// (``AvoidanceInput/fieldsDidChange(_:)``). A focused field that is no longer among them (its cell
  /// reused or removed) ends editing; this is not an error.
  package var fields: [InputField]?
  /// The scroll view's geometry at rest, or `nil` when it did not change
  /// (``AvoidanceInput/scrollViewDidChange(_:)``).
  package var scrollView: ScrollViewGeometry?
  /// The `contentOffset.y` the user scrolled the scroll view to, or `nil` for no scroll
  /// (``AvoidanceInput/didScroll(toContentOffset:)``).
  package var scrolledContentOffset: CGFloat?

  /// Creates a reading; a part left `nil` did not change.
  ///
  /// - Parameters:
  ///   - container: The container's geometry (as ``AvoidanceInput/containerDidChange(_:)``).
  ///   - fields: The fields, in navigation order (as ``AvoidanceInput/fieldsDidChange(_:)``). A focused
  ///     field that is no longer among them (its cell reused or removed) ends editing; this is not an error.
  ///   - scrollView: The scroll view's geometry at rest (as ``AvoidanceInput/scrollViewDidChange(_:)``).
  ///   - scrolledContentOffset: The `contentOffset.y` the user scrolled the scroll view to (as
  ///     ``AvoidanceInput/didScroll(toContentOffset:)``).
  public init(
    container: ContainerGeometry? = nil, fields: [InputField]? = nil, scrollView: ScrollViewGeometry? = nil,
    scrolledContentOffset: CGFloat? = nil
  ) {
    self.container = container
    self.fields = fields
    self.scrollView = scrollView
    self.scrolledContentOffset = scrolledContentOffset
  }

  /// One part of a reading.
  package enum Part: Equatable, Sendable {
    /// The container's geometry.
    case container(ContainerGeometry)
    /// The fields, in navigation order.
    case fields([InputField])
    /// The scroll view's geometry at rest.
    case scrollView(ScrollViewGeometry)
    /// The `contentOffset.y` the user scrolled to.
    case scroll(CGFloat)
  }

  /// The reading's one part, when it has exactly one; `nil` for none or several. Scenario files write a
  /// reading of one part as the step of that part, which every format reads.
  package var onlyPart: Part? {
    let parts: [Part] = [
      container.map(Part.container), fields.map(Part.fields), scrollView.map(Part.scrollView),
      scrolledContentOffset.map(Part.scroll),
    ].compactMap { $0 }
    return parts.count == 1 ? parts[0] : nil
  }

  /// Whether the reading says nothing changed.
  package var isEmpty: Bool {
    container == nil && fields == nil && scrollView == nil && scrolledContentOffset == nil
  }
}
