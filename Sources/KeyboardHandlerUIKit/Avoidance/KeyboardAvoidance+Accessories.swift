#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// Gives each field the accessory bar, unless it has an input accessory view of its own, and each text
    /// field whose return key the app left at `.default` a Next or Done return key that does it.
    ///
    /// Called where fields are registered or found (``equipFields()``), never inside a reading of the
    /// screen. A field may be found as it begins editing, after it became first responder, when the
    /// keyboard has taken its accessory view and return key
    /// (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview): the editing
    /// field is reloaded after either changes, or it would show neither until it begins editing again
    /// (https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()).
    @available(iOS 14.0, macCatalyst 14.0, *)
    func installAccessories(on fields: [(object: UIView, field: InputField)]) {
      let bar = (accessoryBar as? AccessoryBar)?.toolbar
      var changed: [UIView] = []
      for field in fields.map(\.object) {
        switch field {
        case let textField as UITextField:
          if let bar, textField.inputAccessoryView == nil {
            textField.inputAccessoryView = bar
            recordRemoval(of: bar, from: textField)
            changed.append(textField)
          }
          guard options.managesReturnKeys, textField.returnKeyType == .default,
            !managedReturnKeys.contains(where: { $0.view === textField })
          else { continue }
          managedReturnKeys.append(WeakView(textField))
          let action = UIAction { [weak self, weak textField] _ in self?.returnKeyTapped(on: textField) }
          textField.addAction(action, for: .editingDidEndOnExit)
          installation.record { [weak textField] in
            textField?.removeAction(action, for: .editingDidEndOnExit)
            textField?.returnKeyType = .default
            if textField?.isFirstResponder == true { textField?.reloadInputViews() }
          }
        case let textView as UITextView:
          if let bar, textView.inputAccessoryView == nil {
            textView.inputAccessoryView = bar
            recordRemoval(of: bar, from: textView)
            changed.append(textView)
          }
        default:
          break
        }
      }
      // The last field says Done; a field found later turns the one before it to Next.
      managedReturnKeys.removeAll { $0.view == nil }
      // The fields as found and arranged, which the avoider takes after this reading.
      for (object, field) in fields {
        guard let textField = object as? UITextField, managedReturnKeys.contains(where: { $0.view === textField })
        else { continue }
        // The last field found, in a row of a table with rows after it, goes on: Next.
        let hasNextRow = !arrangement.skipped.contains(field.id) && Self.nextRow(after: textField) != nil
        let key = RowContinuation.returnKey(arrangement.returnKey(for: field.id), hasNextRow: hasNextRow)
        let returnKey: UIReturnKeyType = key == .done ? .done : .next
        if textField.returnKeyType != returnKey {
          textField.returnKeyType = returnKey
          changed.append(textField)
        }
      }
      for field in changed where field.isFirstResponder { field.reloadInputViews() }
    }

    /// Remembers to take the bar off `field`, unless the app has given it an accessory view of its own
    /// since; an editing field shows the change at once
    /// (https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()).
    private func recordRemoval(of bar: UIToolbar, from field: UIView) {
      installation.record { [weak field, weak bar] in
        switch field {
        case let textField as UITextField where textField.inputAccessoryView === bar:
          textField.inputAccessoryView = nil
        case let textView as UITextView where textView.inputAccessoryView === bar:
          textView.inputAccessoryView = nil
        default:
          return
        }
        if field?.isFirstResponder == true { field?.reloadInputViews() }
      }
    }
  }
#endif
