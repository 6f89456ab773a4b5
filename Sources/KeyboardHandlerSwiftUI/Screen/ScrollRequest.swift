import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One scroll of a SwiftUI screen's scroll view, decided by the model: what to align, and where.
///
/// SwiftUI scrolls to a view, not to an offset, until iOS 18: `ScrollViewProxy.scrollTo(_:anchor:)` aligns
/// the point `anchor` of the identified view with the same point of the scroll view's visible region. The
/// model decides the offset that keeps the focused field `spacing` above the keyboard (or a chat's newest
/// message above its composer); the request is the anchor of the field that lands the content there, so
/// SwiftUI's "minimum amount" (an anchor of `nil`) is never used. A request is made once for each change of
/// that offset, never for a did-notification (which changes nothing) nor for a scroll the user made.
public struct ScrollRequest: Equatable, Sendable {
  /// What a request aligns.
  public enum Target: Hashable, Sendable {
    /// The field with this identity.
    case field(FieldID)
    /// The end of the scroll view's content: a chat's newest message.
    case contentEnd
  }

  /// What to align.
  public var target: Target
  /// The vertical unit point (`UnitPoint.y`) of the target to align with the same point of the visible
  /// region: 0 its top with the region's top, 1 its bottom with the region's bottom.
  public var anchor: CGFloat
  /// How to animate: the keyboard's duration and curve, or none.
  public var animation: KeyboardAnimation
  /// Counts the requests, so that two alike are still two scrolls.
  public var number: Int

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - target: What to align.
  ///   - anchor: The vertical unit point to align.
  ///   - animation: How to animate.
  ///   - number: The request's number.
  public init(target: Target, anchor: CGFloat, animation: KeyboardAnimation, number: Int) {
    self.target = target
    self.anchor = anchor
    self.animation = animation
    self.number = number
  }

  /// What to scroll to for `update`, from the offset the scroll view has now; `nil` for no scroll.
  ///
  /// No scroll for the user's own scroll or a drag (the finger moves the content), nor when the offset
  /// the model decided is where the content already is (within half a point). A form aligns its focused
  /// field; a chat scrolls only to keep its newest message in view, when it showed it.
  ///
  /// - Parameters:
  ///   - update: What the avoider published.
  ///   - currentOffset: The scroll view's offset now (`contentOffset.y`), or `nil` when not measured.
  static func decision(for update: AvoidanceUpdate<AvoidanceState>, from currentOffset: CGFloat?)
    -> (target: Target, anchor: CGFloat)?
  {
    let state = update.value
    switch update.cause {
    case .userScroll, .keyboardDrag, .initial, .started, .stopped: return nil
    case .estimate, .keyboard, .focusChange, .editingEnded, .layoutChange, .keyboardWaitExpired: break
    }
    let strategy = state.configuration.strategy
    guard let scrollView = strategy.scrollView, let currentOffset,
      abs(state.targets.contentOffset - currentOffset) > 0.5
    else { return nil }
    switch strategy {
    case .chat, .messageList:
      return state.decision.messageListShowsEnd ? (.contentEnd, 1) : nil
    case .bottomConstraint:
      guard let id = state.focusedField, let field = state.navigator.field(id) else { return nil }
      // The visible region once the padding shortened the scroll view by the constraint's constant.
      let cut = state.targets.constraintConstant
      let visibleHeight =
        scrollView.frame.height - cut - scrollView.adjustedTopInset - max(0, scrollView.bottomSafeAreaInset - cut)
      let visibleTop = state.targets.contentOffset + scrollView.adjustedTopInset
      let room = visibleHeight - field.frame.height
      // The field's top lands `field.minY - visibleTop` below the region's top where its point `anchor`
      // meets the region's: a field as tall as the region has one place, its top.
      let anchor = abs(room) < 0.5 ? 0 : (field.frame.minY - visibleTop) / room
      return (.field(id), min(max(anchor, 0), 1))
    case .shift, .scroll, .manual:
      return nil
    }
  }
}
