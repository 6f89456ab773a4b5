public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension AvoidanceInput {
  /// The container moved or resized, for example on rotation: a ``layoutDidChange(_:)`` reading of
  /// this container alone.
  ///
  /// - Parameter container: The container's geometry now.
  public static func containerDidChange(_ container: ContainerGeometry) -> AvoidanceInput {
    .layoutDidChange(LayoutReading(container: container))
  }

  /// The fields were replaced, for example after a layout pass: a ``layoutDidChange(_:)`` reading of
  /// these fields alone. Fields that no longer include the focused one end its editing.
  ///
  /// - Parameter fields: The fields, in navigation order.
  public static func fieldsDidChange(_ fields: [InputField]) -> AvoidanceInput {
    .layoutDidChange(LayoutReading(fields: fields))
  }

  /// The scroll view's geometry at rest changed, for example once layout has given it its size: a
  /// ``layoutDidChange(_:)`` reading of this scroll view alone. Does nothing for the shift and manual
  /// strategies.
  ///
  /// - Parameter geometry: The scroll view's geometry at rest.
  public static func scrollViewDidChange(_ geometry: ScrollViewGeometry) -> AvoidanceInput {
    .layoutDidChange(LayoutReading(scrollView: geometry))
  }

  /// The user scrolled the scroll view to this `contentOffset.y`: a ``layoutDidChange(_:)`` reading of
  /// this offset alone.
  ///
  /// - Parameter contentOffset: The scroll view's `contentOffset.y`.
  public static func didScroll(toContentOffset contentOffset: CGFloat) -> AvoidanceInput {
    .layoutDidChange(LayoutReading(scrolledContentOffset: contentOffset))
  }

  /// The container this input gives the engine: the container of a `layoutDidChange(_:)` reading that
  /// has one; `nil` for any other input. Readers of a played scenario (the demo's pictures and
  /// warnings) follow the container through it.
  package var changedContainer: ContainerGeometry? {
    guard case .layoutDidChange(let reading) = self else { return nil }
    return reading.container
  }
}
