#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// Ends editing, as a tap outside the fields does.
    public func dismiss() {
      perform(avoider.navigate(.tapOutside), for: .tapOutside)
    }

    /// Moves focus as the bar's buttons ask, through the fields as they are now and as the app arranged
    /// them (``FieldArrangement``: its order, the fields left out); past the last field found, on to the
    /// next row of its table (``RowContinuation``).
    func navigate(_ action: NavigationAction) {
      refreshFields()
      // The avoider takes the action (a recording keeps it); where focus goes, the arrangement says, as it
      // knows the fields left out of navigation.
      let unarranged = avoider.navigate(action)
      let focusedID = avoider.state.value.focusedField
      let request = focusedID.map { arrangement.request(for: action, from: $0) } ?? unarranged
      let focused = focusedView
      if RowContinuation.continues(action, request: request), let focused, let focusedID,
        !arrangement.skipped.contains(focusedID), goOnToNextRow(from: focused)
      {
        return
      }
      perform(request, for: action)
    }

    /// Carries out a navigation request: focus a field, and VoiceOver with it, or end editing.
    ///
    /// A field may refuse to become first responder (its delegate's `textFieldShouldBeginEditing(_:)`
    /// returns false, https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()):
    /// focus then goes on to the navigable field after it in the same direction, and where none takes it,
    /// stays where it was, as the avoider still has it (UIKit posted nothing).
    func perform(_ request: NavigationRequest?, for action: NavigationAction) {
      switch request {
      case .focus(let id):
        var candidate: FieldID? = id
        var tried: Set<FieldID> = []
        while let current = candidate, tried.insert(current).inserted {
          if let field = listener.field(current) as? UIResponder, field.becomeFirstResponder() {
            moveAccessibilityFocus(to: field)
            return
          }
          candidate = arrangement.field(after: current, goingOn: action)
        }
      // Asked, not forced: a delegate that refuses (`textFieldShouldEndEditing(_:)`, the app's validation)
      // keeps its field editing; `endEditing(true)` resigns "regardless of whether it wants to do so"
      // (https://developer.apple.com/documentation/uikit/uiview/endediting(_:)).
      case .endEditing: _ = view.endEditing(false)
      case nil: break
      }
    }

    /// Does what the return key of `textField` says, from the fields as they are now.
    func returnKeyTapped(on textField: UITextField?) {
      refreshFields()
      // The field's own identity, not the focus: UIKit may end editing before the action runs.
      let fields = avoider.context.navigator.fields
      guard let textField, let id = fields.first(where: { listener.field($0.id) === textField })?.id else { return }
      // The avoider takes the action; the arrangement says where focus goes, as for the bar.
      _ = avoider.navigate(.returnKey, from: id)
      let request = arrangement.request(for: .returnKey, from: id)
      if RowContinuation.continues(.returnKey, request: request), !arrangement.skipped.contains(id),
        goOnToNextRow(from: textField)
      {
        return
      }
      perform(request, for: .returnKey)
    }

    /// The bar's state: the arranged fields' (a field left out of navigation offers Done only), with Next
    /// enabled where the focused field's table has a row after it.
    func accessoryState() -> AccessoryState {
      let focusedID = avoider.state.value.focusedField
      let continues = focusedID.map { !arrangement.skipped.contains($0) } ?? false
      let hasNextRow = continues && focusedView.flatMap(Self.nextRow(after:)) != nil
      return RowContinuation.accessory(arrangement.accessory(for: focusedID), hasNextRow: hasNextRow)
    }

    /// The table row `field` is in, and the next row of that table, if there is one.
    static func nextRow(after field: UIView) -> (table: UITableView, row: IndexPath)? {
      let ancestors = sequence(first: field, next: \.superview)
      guard let cell = ancestors.lazy.compactMap({ $0 as? UITableViewCell }).first,
        let table = sequence(first: cell as UIView, next: \.superview).lazy.compactMap({ $0 as? UITableView }).first,
        let indexPath = table.indexPath(for: cell)
      else { return nil }
      return nextRow(after: indexPath, in: table)
    }

    private static func nextRow(after indexPath: IndexPath, in table: UITableView) -> (
      table: UITableView, row: IndexPath
    )? {
      let counts = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
      guard let next = RowContinuation.after(section: indexPath.section, row: indexPath.row, rowCounts: counts)
      else { return nil }
      return (table, IndexPath(row: next.row, section: next.section))
    }

    /// Scrolls the rows after `field`'s into its table one by one, until one holds a field that takes
    /// focus; whether one did. The table makes a row's cell only once it shows
    /// (https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)): scrolled in and laid
    /// out, the row has its cell, and the fields are found again.
    private func goOnToNextRow(from field: UIView) -> Bool {
      var next = Self.nextRow(after: field)
      while let (table, row) = next.map({ ($0.table, $0.row) }) {
        table.scrollToRow(at: row, at: .none, animated: false)
        table.layoutIfNeeded()
        guard let cell = table.cellForRow(at: row) else { return false }
        refreshFields()
        let inCell = foundFields.compactMap(\.view.view).filter { found in
          sequence(first: found, next: \.superview).contains { $0 === cell }
        }
        if let field = inCell.first(where: { $0.becomeFirstResponder() }) {
          moveAccessibilityFocus(to: field)
          return true
        }
        next = Self.nextRow(after: row, in: table)
      }
      return false
    }
  }
#endif
