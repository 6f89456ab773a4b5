internal import Foundation

extension ScrollInsets: Interpolatable {
  /// The insets `progress` of the way to `end`, content and indicator interpolated separately.
  public func interpolated(to end: ScrollInsets, progress: Double) -> ScrollInsets {
    ScrollInsets(
      content: content.interpolated(to: end.content, progress: progress),
      indicator: indicator.interpolated(to: end.indicator, progress: progress)
    )
  }
}
