/// Moves focus through an ordered list of fields.
///
/// Text views take part in previous / next, but not in return-key navigation: their return
/// key types a new line.
///
/// ```swift
/// let navigator = InputNavigator(fields: fields)
/// navigator.returnKey(for: "password")  // .done, if it is the last text field
/// ```
package struct InputNavigator: Equatable, Sendable {
  /// The fields, in navigation order.
  package var fields: [InputField] {
    didSet { index = Index(fields) }
  }
  /// Whether next on the last field goes to the first, and previous on the first to the last.
  package var isLooping: Bool
  /// Where each field is, so that every lookup by id is constant-time on forms of any length.
  private var index: Index

  /// Creates a navigator.
  ///
  /// - Parameters:
  ///   - fields: The fields, in navigation order.
  ///   - isLooping: Whether navigation wraps around at the ends.
  package init(fields: [InputField], isLooping: Bool = false) {
    self.fields = fields
    self.isLooping = isLooping
    self.index = Index(fields)
  }

  /// The field with `id`, or `nil` for an unknown id.
  ///
  /// - Parameter id: The field's identity.
  package func field(_ id: FieldID) -> InputField? {
    index.positions[id].map { fields[$0] }
  }

  /// The field after `id`, or `nil` at the end (unless looping) or for an unknown id.
  ///
  /// - Parameter id: The current field.
  package func field(after id: FieldID) -> InputField? {
    neighbour(of: id, step: 1)
  }

  /// The field before `id`, or `nil` at the start (unless looping) or for an unknown id.
  ///
  /// - Parameter id: The current field.
  package func field(before id: FieldID) -> InputField? {
    neighbour(of: id, step: -1)
  }

  /// The return key for a field: `next` on all but the last text field, `done` on the last,
  /// `newline` for text views; `nil` for an unknown id.
  ///
  /// - Parameter id: The field.
  package func returnKey(for id: FieldID) -> ReturnKey? {
    guard let field = field(id) else { return nil }
    guard field.kind == .textField else { return .newline }
    return index.lastTextField == id ? .done : .next
  }

  /// The accessory bar's state while `id` is focused, or ``AccessoryState/inactive`` for `nil`.
  ///
  /// - Parameter id: The focused field.
  package func accessoryState(for id: FieldID?) -> AccessoryState {
    guard let id, index.positions[id] != nil else { return .inactive }
    return AccessoryState(
      canGoPrevious: field(before: id) != nil, canGoNext: field(after: id) != nil, canFinish: true)
  }

  /// What the app must do for an action while `id` is focused.
  ///
  /// Return on a text field moves to the next field in order, or ends editing on the last
  /// text field; return on a text view types a new line, so it requests nothing.
  ///
  /// - Parameters:
  ///   - action: The user's action.
  ///   - id: The focused field, if any.
  /// - Returns: The request, or `nil` when the action does nothing.
  package func request(for action: NavigationAction, from id: FieldID?) -> NavigationRequest? {
    guard let id else { return nil }
    switch action {
    case .next: return field(after: id).map { .focus($0.id) }
    case .previous: return field(before: id).map { .focus($0.id) }
    case .done, .tapOutside: return .endEditing
    case .returnKey:
      switch returnKey(for: id) {
      case .next: return field(after: id).map { .focus($0.id) } ?? .endEditing
      case .done: return .endEditing
      case .newline, nil: return nil
      }
    }
  }

  /// Whether two navigators have the same fields, in the same order, and loop alike.
  ///
  /// The index is derived from the fields, so comparing it too would only repeat the work; fields
  /// that share their storage, as a published state's and the next one's do, compare at once.
  package static func == (lhs: InputNavigator, rhs: InputNavigator) -> Bool {
    lhs.isLooping == rhs.isLooping && lhs.fields == rhs.fields
  }

  private func neighbour(of id: FieldID, step: Int) -> InputField? {
    guard let position = index.positions[id] else { return nil }
    let target = position + step
    if fields.indices.contains(target) { return fields[target] }
    guard isLooping, fields.count > 1 else { return nil }
    return fields[(target + fields.count) % fields.count]
  }
}

extension InputNavigator {
  /// The positions of the fields by id (the first one, should an id repeat) and the last text field.
  private struct Index: Hashable, Sendable {
    let positions: [FieldID: Int]
    let lastTextField: FieldID?

    init(_ fields: [InputField]) {
      positions = Dictionary(fields.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
      lastTextField = fields.last { $0.kind == .textField }?.id
    }
  }
}
