import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Decides, from the text inputs found in a view hierarchy at the moment they are needed, which fields
/// are navigated, in which order, and under which identity.
///
/// The UIKit adapter reads its view hierarchy when a field begins editing and before each navigation,
/// never once for all: table and collection cells are made during layout and reused, rows come and go,
/// and a field can be hidden or disabled at any time. What it reads is a list of `Candidate` values;
/// everything decided from them is here, in UIKit's terms (hit-testing, scroll views, search bars) but
/// with no UIKit in it, so `swift test` checks the rules on every platform.
///
/// Identities are stable: a field keeps the identity it was first given for as long as it is found, so
/// a row inserted above the focused field does not rename it.
struct FieldDiscovery: Equatable, Sendable {
  /// How the candidates are ordered.
  enum Order: Hashable, Sendable {
    /// Reading order: rows top to bottom, each row leading to trailing, then the order found (for fields
    /// not laid out yet, which all sit at the origin).
    ///
    /// Fields share a row when they overlap vertically by more than half the height of the shorter: a
    /// 34 pt field beside a 44 pt one is on its row, whatever their top edges. Taken by top edge, a field
    /// joins the row being built when it overlaps the row's vertical extent (that of its fields together)
    /// that much, and starts the next row otherwise; so a tall text view and the fields beside it are one
    /// row, read leading to trailing. A field with no height (not laid out) overlaps nothing.
    case reading
    /// The order listed, as the app gave it.
    case listed
  }

  /// Which way a row is read: where leading is, as UIKit's `effectiveUserInterfaceLayoutDirection`
  /// says (https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection).
  enum LayoutDirection: Hashable, Sendable {
    /// Leading is the left edge (English).
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew).
    case rightToLeft
  }

  /// A text field or text view as found, with what the decisions need to know of it.
  struct Candidate: Equatable, Sendable {
    /// The object, for matching a notification's object and the field's view.
    var object: ObjectIdentifier
    /// The name the app gave it (an explicit identity, or its accessibility identifier), if any.
    var name: FieldID?
    /// Its frame in the container, for the reading order.
    var frame: CGRect
    /// Whether it is a text field or a text view.
    var kind: InputField.Kind
    /// Whether a user can edit it now: shown (it and every superview not hidden, not transparent),
    /// enabled and editable.
    var isEditable: Bool
    /// Whether it is the first responder.
    var isEditing: Bool
    /// Whether it is scrolled out of sight where the adapter cannot scroll it back
    /// (``isScrolledOut(_:)``): a pager's other pages.
    var isScrolledOut: Bool

    /// Creates a candidate.
    init(
      object: ObjectIdentifier, name: FieldID?, frame: CGRect, kind: InputField.Kind = .textField,
      isEditable: Bool = true, isEditing: Bool = false, isScrolledOut: Bool = false
    ) {
      self.object = object
      self.name = name
      self.frame = frame
      self.kind = kind
      self.isEditable = isEditable
      self.isEditing = isEditing
      self.isScrolledOut = isScrolledOut
    }
  }

  /// A field to navigate: its object and its identity.
  struct Found: Equatable, Sendable {
    /// The object.
    var object: ObjectIdentifier
    /// The field, its frame left at zero: the listener reads frames itself.
    var field: InputField
  }

  /// The identities given so far, by object, kept while the object is found.
  private var identities: [ObjectIdentifier: FieldID] = [:]

  /// Creates a discovery that has given no identity yet.
  init() {}

  /// The fields to navigate now, in order, each with its identity.
  ///
  /// A candidate a user cannot edit (hidden, transparent, disabled, read-only) or cannot see where it
  /// is (scrolled out, on another page of a pager) is left out, unless it is being edited: focus is UIKit's, and the avoider must keep knowing the field it is on. A named
  /// candidate takes its name unless one before it in the order took it (reused cells can share one);
  /// another keeps the identity it had, or becomes "field N", N its position, the next free one if taken.
  ///
  /// - Parameters:
  ///   - candidates: What was found, in the order found (or listed).
  ///   - order: How to order them.
  ///   - layoutDirection: Where leading is, for the reading order.
  mutating func fields(
    from candidates: [Candidate], order: Order, layoutDirection: LayoutDirection = .leftToRight
  ) -> [Found] {
    var seen: Set<ObjectIdentifier> = []
    var ordered = candidates.enumerated().filter { index, candidate in
      // An object found twice (listed and also registered) counts once, where it came first.
      ((candidate.isEditable && !candidate.isScrolledOut) || candidate.isEditing)
        && seen.insert(candidate.object).inserted
    }
    if order == .reading {
      ordered = Self.readingOrder(ordered, layoutDirection: layoutDirection)
    }
    // An empty name is no name (an accessibility identifier left blank): the field is numbered, so every
    // id can be written and read back in a scenario file.
    ordered = ordered.map { index, candidate in
      var candidate = candidate
      if candidate.name?.rawValue.isEmpty == true { candidate.name = nil }
      return (index, candidate)
    }
    // Names and identities already given are not handed out as new "field N" ones.
    let reserved = Set(ordered.flatMap { [$0.element.name, identities[$0.element.object]].compactMap { $0 } })
    var used: Set<FieldID> = []
    var found: [Found] = []
    for (position, candidate) in ordered.map(\.element).enumerated() {
      let known = identities[candidate.object]
      let id: FieldID
      if let name = candidate.name, !used.contains(name) {
        id = name
      } else if let known, known != candidate.name, !used.contains(known) {
        id = known
      } else {
        var number = position + 1
        while used.contains(FieldID("field \(number)")) || reserved.contains(FieldID("field \(number)")) {
          number += 1
        }
        id = FieldID("field \(number)")
      }
      used.insert(id)
      found.append(Found(object: candidate.object, field: InputField(id: id, frame: .zero, kind: candidate.kind)))
    }
    identities = Dictionary(uniqueKeysWithValues: found.map { ($0.object, $0.field.id) })
    return found
  }

  /// `candidates` in reading order: grouped into rows (see `Order.reading`), rows top to bottom, each
  /// row leading to trailing, ties in the order found.
  private static func readingOrder(
    _ candidates: [(offset: Int, element: Candidate)], layoutDirection: LayoutDirection
  ) -> [(offset: Int, element: Candidate)] {
    let byTop = candidates.sorted { ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset) }
    var rows: [(extent: ClosedRange<CGFloat>, members: [(offset: Int, element: Candidate)])] = []
    for candidate in byTop {
      let frame = candidate.element.frame
      if let last = rows.indices.last {
        let extent = rows[last].extent
        let overlap = min(extent.upperBound, frame.maxY) - max(extent.lowerBound, frame.minY)
        if overlap > min(extent.upperBound - extent.lowerBound, frame.height) / 2 {
          rows[last].extent = min(extent.lowerBound, frame.minY)...max(extent.upperBound, frame.maxY)
          rows[last].members.append(candidate)
          continue
        }
      }
      rows.append((frame.minY...max(frame.minY, frame.maxY), [candidate]))
    }
    // Leading is the smaller x from the left, the larger trailing edge from the right.
    func leading(_ frame: CGRect) -> CGFloat { layoutDirection == .leftToRight ? frame.minX : -frame.maxX }
    return rows.flatMap { row in
      row.members.sorted { a, b in
        (leading(a.element.frame), a.element.frame.minY, a.offset)
          < (leading(b.element.frame), b.element.frame.minY, b.offset)
      }
    }
  }

  /// What a view met while looking for fields is to the search.
  enum Visit: Hashable, Sendable {
    /// A text field or text view: found; what is inside it is its own.
    case input
    /// The container of another adapter (a child view controller's view with an adapter of its own):
    /// its fields are that adapter's to move, and moved by both they would move twice.
    case otherContainer
    /// A search bar (`UISearchBar`): its text field is left out, as IQKeyboardManager leaves search
    /// fields out. It gets no previous / next bar and is not navigated to: its return key searches,
    /// and Next from a form's last field does not jump to a search at the top.
    case searchBar
    /// Anything else: the search goes on through its subviews.
    case other
  }

  /// The text inputs inside `root` (not `root` itself), depth first in subview order, leaving out
  /// another adapter's container and a search bar, and everything in them.
  ///
  /// - Parameters:
  ///   - root: The adapter's own container.
  ///   - children: A view's subviews.
  ///   - visit: What a view is to the search.
  static func inputs<View>(
    in root: View, children: (View) -> [View], visit: (View) -> Visit
  ) -> [View] {
    func collect(_ view: View) -> [View] {
      switch visit(view) {
      case .input: [view]
      case .otherContainer, .searchBar: []
      case .other: children(view).flatMap(collect)
      }
    }
    return children(root).flatMap(collect)
  }
}

extension FieldDiscovery {
  /// What the editability rule needs of one view on the way from a text input up to the window.
  struct Ancestor: Equatable, Sendable {
    /// Whether it is hidden.
    var isHidden: Bool
    /// Its alpha.
    var alpha: CGFloat
    /// Whether it takes touches.
    var isUserInteractionEnabled: Bool

    /// Creates the facts of one view.
    init(isHidden: Bool = false, alpha: CGFloat = 1, isUserInteractionEnabled: Bool = true) {
      (self.isHidden, self.alpha, self.isUserInteractionEnabled) = (isHidden, alpha, isUserInteractionEnabled)
    }
  }

  /// Whether a user can edit a text input: it is enabled and editable, and it and every view above it
  /// would be hit by a touch. UIKit's hit-testing skips a view that is hidden, has an alpha below 0.01 or
  /// ignores user interaction (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)),
  /// so such a field cannot be tapped, and Next skips it as IQKeyboardManager does.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether the text field is enabled, or the text view editable.
  ///   - chain: The input itself, then each superview up to the window.
  static func isEditable(isEnabled: Bool, chain: [Ancestor]) -> Bool {
    isEnabled && chain.allSatisfy { !$0.isHidden && $0.alpha >= 0.01 && $0.isUserInteractionEnabled }
  }

  /// An enclosing scroll view as a field sees it: what of its content shows, where the field is in
  /// that content, and whether it pages.
  struct ScrollClip: Equatable, Sendable {
    /// The scroll view's bounds: the part of its content that shows.
    var visibleBounds: CGRect
    /// The field's frame in the scroll view's coordinates (its content's).
    var field: CGRect
    /// Whether it pages (`isPagingEnabled`): it stops on multiples of its bounds, one page showing.
    var isPaging: Bool

    /// Creates a clip.
    init(visibleBounds: CGRect, field: CGRect, isPaging: Bool = false) {
      (self.visibleBounds, self.field, self.isPaging) = (visibleBounds, field, isPaging)
    }
  }

  /// Whether a field is scrolled out of sight where the adapter would not bring it back: wholly beside
  /// an enclosing scroll view's bounds (a horizontal pager's other pages, a carousel: the adapter
  /// scrolls only vertically), or wholly above or below a paging one's (a vertical pager's other
  /// pages, which a user reaches page by page). A field below the bounds of a scroll view that does
  /// not page stays navigable: Next scrolls a form's rows in. Part of a field showing is enough.
  ///
  /// - Parameter clips: The scroll views that enclose the field.
  static func isScrolledOut(_ clips: [ScrollClip]) -> Bool {
    clips.contains { clip in
      let bounds = clip.visibleBounds
      let beside = clip.field.maxX <= bounds.minX || clip.field.minX >= bounds.maxX
      let aboveOrBelow = clip.field.maxY <= bounds.minY || clip.field.minY >= bounds.maxY
      return beside || (aboveOrBelow && clip.isPaging)
    }
  }

  /// The caret a field is given (`InputField.caret`): an editing text view's, the line being typed,
  /// which a tall or growing text view would otherwise leave under the keyboard. A caret that is null or
  /// infinite (a text view not laid out yet) stands for nothing: the whole field is revealed.
  ///
  /// - Parameter caret: The caret's rectangle in the field's coordinates, for an editing text view; else
  ///   `nil`.
  static func usableCaret(_ caret: CGRect?) -> CGRect? {
    guard let caret, !caret.isNull, !caret.isInfinite else { return nil }
    return caret
  }
}
