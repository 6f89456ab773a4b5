import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The `ScreenReader` of a SwiftUI screen: what its geometry readers last measured, at rest.
///
/// SwiftUI's fields are no objects the listener could know: each field's identity stands for it, as a
/// token that UIKit's editing notifications never carry (those come from views SwiftUI made inside; focus
/// comes from `FocusState` instead). The user's scroll is reported only when the model decides something
/// (a notification, a focus change), never as the content moves; and never while a scroll the model asked
/// for is on its way, so the model is not told its own scroll, half done, as the user's.
@MainActor
final class MeasuredScreen: ScreenReader {
  /// The screen's layout, which says in which coordinates the model takes the fields.
  let layout: KeyboardScreen.Layout
  /// The last measurement; `nil` before the first.
  var geometry: ScreenGeometry?
  /// Whether the next reading reports the user's scroll though it was asked for, not heard.
  var readsScroll = false
  /// The offset a requested scroll is on its way to; `nil` once it arrived, or when none was asked for.
  var scrollTarget: CGFloat?
  /// One token for each field's identity.
  private var tokens: [FieldID: FieldToken] = [:]

  /// An object that stands for a SwiftUI field.
  private final class FieldToken {}

  init(layout: KeyboardScreen.Layout) {
    self.layout = layout
  }

  /// The scroll view's offset as the model should take it: where a requested scroll goes while it is on
  /// its way, else where the scroll view is.
  var contentOffset: CGFloat? { scrollTarget ?? geometry?.scrollView?.contentOffset }

  /// Takes a new measurement; a requested scroll that reached its offset has arrived.
  func take(_ geometry: ScreenGeometry) {
    self.geometry = geometry
    if let target = scrollTarget, let offset = geometry.scrollView?.contentOffset, abs(offset - target) <= 0.5 {
      scrollTarget = nil
    }
  }

  func readScreen(for moment: ScreenReadingMoment) -> ScreenReading {
    guard let geometry else { return ScreenReading() }
    let fields = geometry.fields(for: layout).map { field -> (object: AnyObject, field: InputField) in
      (token(for: field.id), field)
    }
    let reportsScroll = (readsScroll || moment != .request) && scrollTarget == nil
    return ScreenReading(
      container: geometry.container, fields: fields, scrollView: geometry.restScrollView,
      scrolledContentOffset: reportsScroll ? geometry.scrollView?.contentOffset : nil)
  }

  /// Another screen's keyboard says nothing about this one; before the window's screen is known, every
  /// keyboard counts.
  func acceptsKeyboard(on screen: ObjectIdentifier) -> Bool {
    guard let own = geometry?.screenIdentity else { return true }
    return own == screen
  }

  private func token(for id: FieldID) -> FieldToken {
    if let token = tokens[id] { return token }
    let token = FieldToken()
    tokens[id] = token
    return token
  }
}
