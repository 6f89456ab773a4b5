import KeyboardHandler

/// What the previous / next / done bar shows, and in which order: a plain value, with no UIKit in it,
/// tested on every platform. The UIKit bar makes an item for each slot and shows the content it is given.
///
/// Slots run leading to trailing: UIKit lays a toolbar's items out from the trailing edge in a
/// right-to-left layout, so the adapter orders them once, and gives the bar the focused field's layout
/// direction (``Content/isRightToLeft``).
///
/// `AccessoryBarLayout` is a `Sendable` value.
struct AccessoryBarLayout: Equatable, Sendable {
  /// One place in the bar.
  enum Slot: Hashable, Sendable {
    /// The previous chevron.
    case previous
    /// The next chevron.
    case next
    /// The app's own item at this index.
    case appItem(Int)
    /// A flexible space, which pushes what follows toward the trailing edge.
    case flexibleSpace
    /// The focused field's title.
    case title
    /// Done.
    case done
  }

  /// What the bar shows for the field being edited.
  struct Content: Equatable, Sendable {
    /// Which buttons are enabled.
    var state: AccessoryState
    /// The title, or `nil` for none.
    var title: String?
    /// Whether the focused field is laid out right to left.
    var isRightToLeft: Bool
  }

  /// The slots, leading to trailing.
  let slots: [Slot]

  /// The slots of a bar with the chevrons or not, `appItemCount` items of the app's after them (or in
  /// their place), a title between two flexible spaces when shown, and Done last.
  ///
  /// - Parameters:
  ///   - showsPreviousNext: Whether the previous and next chevrons are shown.
  ///   - appItemCount: How many items of the app's own the bar shows.
  ///   - showsTitle: Whether the bar has a title.
  init(showsPreviousNext: Bool, appItemCount: Int, showsTitle: Bool) {
    let navigation: [Slot] = showsPreviousNext ? [.previous, .next] : []
    let middle: [Slot] = showsTitle ? [.flexibleSpace, .title, .flexibleSpace] : [.flexibleSpace]
    slots = navigation + (0..<max(0, appItemCount)).map(Slot.appItem) + middle + [.done]
  }

  /// The title shown for a field: its placeholder (what the empty field says it is for), else its
  /// accessibility label; `nil` when it has neither, or only blank ones.
  ///
  /// - Parameters:
  ///   - placeholder: The text field's placeholder (a text view has none).
  ///   - accessibilityLabel: The field's accessibility label.
  static func title(placeholder: String?, accessibilityLabel: String?) -> String? {
    [placeholder, accessibilityLabel].lazy.compactMap { $0 }
      .first { !$0.allSatisfy(\.isWhitespace) }
  }
}
