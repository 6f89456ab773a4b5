package import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// What a ``KeyboardListener`` is given to read the screen: once before each notification it hands the
/// avoider, and when asked to (``KeyboardListener/updateFieldFrames()``).
///
/// The listener turns each reading into one `AvoidanceInput.layoutDidChange(_:)` of what changed, so a
/// notification reaches the avoider as one layout input and one keyboard or editing input at most. By
/// default the listener reads its hand-registered fields and its `containerGeometry`; the UIKit adapter
/// reads its view, its scroll view and the fields it finds.
@MainActor
package protocol ScreenReader: AnyObject, Sendable {
  /// The screen now: what the reader knows of the container, the fields, the scroll view and a scroll
  /// the user made; `nil` parts are left as the avoider has them.
  func readScreen(for moment: ScreenReadingMoment) -> ScreenReading

  /// Whether the keyboard on `screen` is the listener's business: `screen` is the identity of the
  /// keyboard notification's object, the `UIScreen` it appears on from iOS 16.1.
  func acceptsKeyboard(on screen: ObjectIdentifier) -> Bool
}

/// Why a `ScreenReader` is read.
package enum ScreenReadingMoment: Equatable, Sendable {
  /// A keyboard notification is about to be handled.
  case keyboardNotification
  /// This object began editing: a reader that finds its fields finds them now, so a field made late (a
  /// table cell's, a row added later) is known by the time it is edited.
  case beginEditing(ObjectIdentifier)
  /// This registered field ended editing.
  case endEditing(ObjectIdentifier)
  /// The app or the adapter asked for the screen to be read again.
  case request
}

/// One reading of the screen by a `ScreenReader`.
@MainActor
package struct ScreenReading {
  /// The container's geometry, or `nil` to leave it to the app.
  package var container: ContainerGeometry?
  /// The fields with the objects that stand for them, their frames read now, in navigation order; `nil`
  /// to leave the fields to the app.
  package var fields: [(object: AnyObject, field: InputField)]?
  /// The scroll view's geometry at rest, or `nil` for none.
  package var scrollView: ScrollViewGeometry?
  /// The `contentOffset.y` the user scrolled to since the last reading, or `nil` for no scroll.
  package var scrolledContentOffset: CGFloat?

  /// Creates a reading.
  package init(
    container: ContainerGeometry? = nil, fields: [(object: AnyObject, field: InputField)]? = nil,
    scrollView: ScrollViewGeometry? = nil, scrolledContentOffset: CGFloat? = nil
  ) {
    self.container = container
    self.fields = fields
    self.scrollView = scrollView
    self.scrolledContentOffset = scrolledContentOffset
  }
}

/// The reader a listener has by default: the fields registered by hand, and the container the app's
/// `containerGeometry` reads. It hears the keyboard of every screen.
@MainActor
final class RegisteredScreen: ScreenReader {
  /// The fields registered by hand.
  var registry = FieldRegistry()
  /// Whether the fields are the listener's to tell: from the first registration on.
  var managesFields = false
  /// Reads the container's geometry; `nil` leaves it to the app.
  var containerGeometry: (@MainActor () -> ContainerGeometry)?

  func readScreen(for moment: ScreenReadingMoment) -> ScreenReading {
    ScreenReading(container: containerGeometry?(), fields: managesFields ? registry.entries() : nil)
  }

  func acceptsKeyboard(on screen: ObjectIdentifier) -> Bool { true }
}
