/// Where Next goes past the last field found, when that field is in a row of a table that makes cells
/// only for the rows it shows.
///
/// A table has a cell, and so a field, only for a visible row: `cellForRow(at:)` returns "nil if the
/// cell isn't visible" (https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)). A
/// table shortened to the keyboard makes fewer, so the last field found is mid-form. Where the next
/// index path exists, Next stays enabled, the return key says Next, and going on scrolls that row in
/// and focuses its field.
package struct RowContinuation: Hashable, Sendable {
  /// The section of the row to go on to.
  package var section: Int
  /// The row, in its section.
  package var row: Int

  /// Creates the row to go on to.
  package init(section: Int, row: Int) {
    (self.section, self.row) = (section, row)
  }

  /// The index path after `section` and `row` in a table whose sections hold `rowCounts` rows, empty
  /// sections skipped; `nil` at the end, or for a row the table does not have.
  ///
  /// - Parameters:
  ///   - section: The current row's section.
  ///   - row: The current row.
  ///   - rowCounts: The number of rows in each section.
  package static func after(section: Int, row: Int, rowCounts: [Int]) -> RowContinuation? {
    guard rowCounts.indices.contains(section), (0..<rowCounts[section]).contains(row) else { return nil }
    if row + 1 < rowCounts[section] { return RowContinuation(section: section, row: row + 1) }
    let next = rowCounts.indices.dropFirst(section + 1).first { rowCounts[$0] > 0 }
    return next.map { RowContinuation(section: $0, row: 0) }
  }

  /// Whether an action that the fields found answered with `request` goes on to the next row instead:
  /// Next with nowhere to go, or a return key that would end editing.
  ///
  /// - Parameters:
  ///   - action: The user's action.
  ///   - request: What the fields found ask for it.
  package static func continues(_ action: NavigationAction, request: NavigationRequest?) -> Bool {
    switch action {
    case .next: request == nil
    case .returnKey: request == .endEditing
    case .previous, .done, .tapOutside: false
    }
  }

  /// The accessory bar's state with Next enabled where a row follows.
  ///
  /// - Parameters:
  ///   - state: The state the fields found give.
  ///   - hasNextRow: Whether a row follows the focused field's.
  package static func accessory(_ state: AccessoryState, hasNextRow: Bool) -> AccessoryState {
    var state = state
    state.canGoNext = state.canGoNext || (hasNextRow && state.canFinish)
    return state
  }

  /// The return key with Next in place of Done where a row follows.
  ///
  /// - Parameters:
  ///   - key: The return key the fields found give.
  ///   - hasNextRow: Whether a row follows the field's.
  package static func returnKey(_ key: ReturnKey?, hasNextRow: Bool) -> ReturnKey? {
    key == .done && hasNextRow ? .next : key
  }
}
