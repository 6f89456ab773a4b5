import Foundation

@testable import KeyboardHandler

/// A screen a listener reads, as the UIKit adapter's is read: what it returns is set by the test, and it
/// logs each reading, the one thing a listener may ask of it.
@MainActor
final class ScriptedScreen: ScreenReader {
  var container: ContainerGeometry?
  var fields: [(object: AnyObject, field: InputField)]?
  var scrollView: ScrollViewGeometry?
  /// The offset the user scrolled to, reported at the next reading only.
  var scrolledContentOffset: CGFloat?
  /// The fields found as an object begins editing, which replace ``fields`` then.
  var foundWhenEditing: [ObjectIdentifier: [(object: AnyObject, field: InputField)]] = [:]
  /// Every reading, in order.
  private(set) var moments: [ScreenReadingMoment] = []

  func readScreen(for moment: ScreenReadingMoment) -> ScreenReading {
    moments.append(moment)
    if case .beginEditing(let object) = moment, let found = foundWhenEditing[object] { fields = found }
    defer { scrolledContentOffset = nil }
    return ScreenReading(
      container: container, fields: fields, scrollView: scrollView, scrolledContentOffset: scrolledContentOffset)
  }

  func acceptsKeyboard(on screen: ObjectIdentifier) -> Bool { true }
}
