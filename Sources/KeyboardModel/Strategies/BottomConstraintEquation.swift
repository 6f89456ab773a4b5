package import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The constraint that pins content's bottom under the bottom-constraint strategy, as its items read:
/// which of them is the anchor and which the content, so the constant is written with the right sign.
///
/// A constraint says `item1.attribute1 = multiplier × item2.attribute2 + constant`
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint). Both directions are common:
/// `view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)` raises the scroll view as its
/// constant grows, `scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)` (and a chat
/// composer's `composer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)`) as it
/// falls. The engine publishes the distance from the anchor up to the content's bottom; this turns it
/// into the constant, and refuses a constraint whose direction cannot be read.
package struct BottomConstraintEquation: Equatable, Sendable {
  /// What one item of the constraint is to the adapter's container.
  package enum Item: Hashable, Sendable {
    /// The container itself.
    case container
    /// The container's safe-area layout guide.
    case safeAreaGuide
    /// Another layout guide of the container (its layout margins, say).
    case otherGuide
    /// A view inside the container: the scroll view, or a view whose bottom it follows.
    case content
    /// Anything else, or no item (a constant width or height).
    case unrelated
  }

  /// What an attribute of the constraint measures.
  package enum Attribute: Hashable, Sendable {
    /// A vertical position: top, bottom, a center, a baseline, or one of them within the margins.
    case vertical
    /// The bottom edge itself.
    case bottom
    /// A horizontal position or a size: nothing that moves content up.
    case other
  }

  /// One side of the constraint: an item and its attribute.
  package struct Side: Hashable, Sendable {
    /// What the item is to the container.
    package var item: Item
    /// What its attribute measures.
    package var attribute: Attribute

    /// Creates a side.
    package init(_ item: Item, _ attribute: Attribute) {
      (self.item, self.attribute) = (item, attribute)
    }
  }

  /// The first item and its attribute.
  package var first: Side
  /// The second item and its attribute.
  package var second: Side
  /// The multiplier.
  package var multiplier: CGFloat
  /// The constant the app set, which holds the content where it rests.
  package var restConstant: CGFloat

  /// Reads a constraint.
  ///
  /// - Parameters:
  ///   - first: The first item and its attribute.
  ///   - second: The second item and its attribute.
  ///   - multiplier: The multiplier.
  ///   - restConstant: The constant as the app set it.
  package init(first: Side, second: Side, multiplier: CGFloat = 1, restConstant: CGFloat = 0) {
    self.first = first
    self.second = second
    self.multiplier = multiplier
    self.restConstant = restConstant
  }

  /// Which way the constant moves the content: +1 when the anchor is the first item
  /// (`anchor = content + c`: the content rises as `c` grows), −1 when the content is
  /// (`content = anchor + c`).
  ///
  /// - Parameter anchor: What the strategy says the constraint is pinned to; a constraint pinned to the
  ///   container's bottom edge or its safe-area guide's bottom must say the same.
  /// - Throws: ``AvoidanceError/invalidConfiguration(_:)`` when neither or both items are the anchor,
  ///   the other is not a view in the container, an attribute is not a vertical position, the
  ///   multiplier is not 1 (it would scale every move), or the anchor differs from the strategy's.
  package func sign(anchor: ConstraintAnchor) throws(AvoidanceError) -> CGFloat {
    let anchorSide: Side
    switch (Self.isAnchor(first.item), Self.isAnchor(second.item)) {
    case (true, false) where second.item == .content: anchorSide = first
    case (false, true) where first.item == .content: anchorSide = second
    default:
      throw Self.refusal(
        "a view in the container on one side and the container or one of its layout guides on the other",
        found: "\(first.item) and \(second.item)")
    }
    guard first.attribute != .other, second.attribute != .other else {
      throw Self.refusal(
        "vertical positions (top, bottom, a center or a baseline)",
        found: "\(first.attribute) and \(second.attribute)")
    }
    guard multiplier == 1 else {
      throw Self.refusal("a multiplier of 1, as a layout anchor's constraint has", found: "multiplier \(multiplier)")
    }
    if anchorSide.attribute == .bottom {
      let pinned: ConstraintAnchor? =
        switch anchorSide.item {
        case .container: .containerBottom
        case .safeAreaGuide: .safeAreaBottom
        case .otherGuide, .content, .unrelated: nil
        }
      if let pinned, pinned != anchor {
        throw .invalidConfiguration(
          AvoidanceError.InvalidValue(
            name: "strategy.anchor", found: ".\(anchor)", expected: ".\(pinned), as the constraint says"))
      }
    }
    return anchorSide == first ? 1 : -1
  }

  /// The constant that puts the content's bottom `distance` above the anchor, or where the app's own
  /// constant holds it if that is higher: the engine publishes 0 at rest, which gives the app's
  /// constant back.
  ///
  /// - Parameters:
  ///   - distance: The distance the engine published.
  ///   - sign: Which way the constant moves the content, from ``sign(anchor:)``.
  package func constant(raisingBy distance: CGFloat, sign: CGFloat) -> CGFloat {
    max(distance, restConstant * sign) * sign
  }

  private static func isAnchor(_ item: Item) -> Bool {
    switch item {
    case .container, .safeAreaGuide, .otherGuide: true
    case .content, .unrelated: false
    }
  }

  private static func refusal(_ expected: String, found: String) -> AvoidanceError {
    .invalidConfiguration(AvoidanceError.InvalidValue(name: "strategy.constraint", found: found, expected: expected))
  }
}
