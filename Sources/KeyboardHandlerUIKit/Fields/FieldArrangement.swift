import KeyboardHandler

/// The fields an adapter found, arranged as the app's ``FieldSettings`` say: in their navigation order,
/// with their own spacing and avoidance, and Previous, Next and the return keys going through the
/// navigable ones only.
///
/// A plain value, with no UIKit in it, tested on every platform. The fields go to the avoider in this
/// order, so its decisions and recordings follow it; the avoider knows nothing of fields left out of
/// navigation, so the adapter asks this value where Previous, Next and return go, what the bar enables and
/// which return key each text field shows.
///
/// `FieldArrangement` is a `Sendable` value.
struct FieldArrangement: Equatable, Sendable {
  /// The fields, in navigation order, each with its settings applied.
  private(set) var fields: [InputField]
  /// The fields Previous, Next and return pass over.
  private(set) var skipped: Set<FieldID>
  /// The navigable fields alone.
  private var navigator: InputNavigator

  /// No fields.
  init() {
    self.init([])
  }

  /// Arranges `found`, in the order found (reading order, or the order listed), each with the settings
  /// the app gave it.
  ///
  /// - Parameters:
  ///   - found: Each field, and its settings.
  ///   - isLooping: Whether Next on the last navigable field goes to the first, and Previous the other
  ///     way (the configuration's `isNavigationLooping`).
  init(_ found: [(field: InputField, settings: FieldSettings)], isLooping: Bool = false) {
    let ordered = found.enumerated().sorted {
      ($0.element.settings.navigationOrder, $0.offset) < ($1.element.settings.navigationOrder, $1.offset)
    }
    fields = ordered.map { _, entry in
      var field = entry.field
      field.spacing = entry.settings.spacing ?? field.spacing
      field.isAvoidanceEnabled = field.isAvoidanceEnabled && entry.settings.isAvoidanceEnabled
      return field
    }
    skipped = Set(ordered.filter { !$0.element.settings.isNavigable }.map(\.element.field.id))
    let skipped = self.skipped
    navigator = InputNavigator(fields: fields.filter { !skipped.contains($0.id) }, isLooping: isLooping)
  }

  /// What an action from `id` asks for: a navigable field's neighbour among the navigable fields; from a
  /// field left out, no neighbour (Next and Previous do nothing, return ends editing).
  ///
  /// - Parameters:
  ///   - action: The user's action.
  ///   - id: The field it comes from.
  func request(for action: NavigationAction, from id: FieldID) -> NavigationRequest? {
    guard skipped.contains(id) else { return navigator.request(for: action, from: id) }
    switch action {
    case .next, .previous: return nil
    case .done, .tapOutside: return .endEditing
    case .returnKey: return returnKey(for: id) == .done ? .endEditing : nil
    }
  }

  /// The field after (`.next`) or before (`.previous`) `id` among the navigable fields, for focus to go
  /// on to when one refuses it.
  ///
  /// - Parameters:
  ///   - id: The field focus was meant for.
  ///   - action: Which way focus goes.
  func field(after id: FieldID, goingOn action: NavigationAction) -> FieldID? {
    (action == .previous ? navigator.field(before: id) : navigator.field(after: id))?.id
  }

  /// The bar's buttons while `id` is focused: a field left out offers Done only.
  ///
  /// - Parameter id: The focused field, if any.
  func accessory(for id: FieldID?) -> AccessoryState {
    guard let id, skipped.contains(id) else { return navigator.accessoryState(for: id) }
    return fields.contains { $0.id == id } ? .doneOnly : .inactive
  }

  /// The return key of `id`: Next, or Done on the last navigable text field and on a text field left
  /// out; a new line for a text view; `nil` for an unknown field.
  ///
  /// - Parameter id: A field.
  func returnKey(for id: FieldID) -> ReturnKey? {
    guard skipped.contains(id) else { return navigator.returnKey(for: id) }
    return fields.first { $0.id == id }.map { $0.kind == .textField ? .done : .newline }
  }
}

extension AccessoryState {
  /// Done alone: a field left out of Previous and Next.
  fileprivate static let doneOnly = AccessoryState(canGoPrevious: false, canGoNext: false, canFinish: true)
}
