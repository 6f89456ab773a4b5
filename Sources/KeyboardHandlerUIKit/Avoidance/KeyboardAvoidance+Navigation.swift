#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// Ends editing, as a tap outside the fields does.
    public func dismiss() {
      perform(avoider.navigate(.tapOutside))
    }

    /// Moves focus as the bar's buttons ask, through the fields as they are now.
    func navigate(_ action: NavigationAction) {
      refreshFields()
      perform(avoider.navigate(action))
    }

    /// Carries out a navigation request: focus a field, or end editing.
    func perform(_ request: NavigationRequest?) {
      switch request {
      case .focus(let id): _ = (listener.field(id) as? UIResponder)?.becomeFirstResponder()
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
      let fields = avoider.state.value.navigator.fields
      guard let id = fields.first(where: { listener.field($0.id) === textField })?.id else { return }
      perform(avoider.navigate(.returnKey, from: id))
    }
  }
#endif
