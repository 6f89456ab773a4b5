public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The values that move content, as one snapshot: one plain number per ``LayoutProperty``.
///
/// Each is read and set by its name (`targets.offset`, `targets.contentInset`, see
/// ``LayoutProperty/Names``) or by its property (`targets[.offset]`), which code handling every
/// property alike uses:
///
/// ```swift
/// let moved = LayoutProperty.allCases.filter { state.targets[$0] != previous.targets[$0] }
/// ```
@dynamicMemberLookup
public struct AvoidanceTargets: Hashable, Sendable {
  private var numbers = Numbers()

  /// Creates targets; a value not given is at rest.
  ///
  /// - Parameters:
  ///   - offset: The container's vertical offset.
  ///   - scrollInsets: The scroll view's bottom content and indicator insets.
  ///   - contentOffset: The scroll view's `contentOffset.y`.
  ///   - constraintConstant: The bottom constraint's constant.
  package init(
    offset: CGFloat = 0, scrollInsets: ScrollInsets = .zero, contentOffset: CGFloat = 0, constraintConstant: CGFloat = 0
  ) {
    self.offset = offset
    self.scrollInsets = scrollInsets
    self.contentOffset = contentOffset
    self.constraintConstant = constraintConstant
  }

  /// The value of `property`.
  public subscript(property: LayoutProperty) -> CGFloat {
    get { numbers[property] }
    set { numbers[property] = newValue }
  }

  /// The value of the property of that name: `targets.offset`, `targets.contentInset`,
  /// `targets.indicatorInset`, `targets.contentOffset`, `targets.constraintConstant`.
  public subscript(dynamicMember name: KeyPath<LayoutProperty.Names, LayoutProperty>) -> CGFloat {
    get { self[LayoutProperty.Names[name]] }
    set { self[LayoutProperty.Names[name]] = newValue }
  }

  /// The scroll view's bottom insets together: ``LayoutProperty/contentInset`` and
  /// ``LayoutProperty/indicatorInset``.
  public var scrollInsets: ScrollInsets {
    get { ScrollInsets(content: self[.contentInset], indicator: self[.indicatorInset]) }
    set {
      self[.contentInset] = newValue.content
      self[.indicatorInset] = newValue.indicator
    }
  }
}
