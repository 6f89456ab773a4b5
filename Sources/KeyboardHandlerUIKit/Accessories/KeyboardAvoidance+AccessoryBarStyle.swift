#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// How the previous / next / done bar looks, and the app's hook on its buttons.
    ///
    /// Setting it dresses the bar at once, the field being edited included. Without a bar (iOS 13, or
    /// ``Options/showsAccessoryBar`` off) there is nothing to dress: reading it gives the default style.
    ///
    /// ```swift
    /// keyboard.accessoryBarStyle = AccessoryBarStyle(title: .none, tintColor: .systemOrange)
    /// ```
    public var accessoryBarStyle: AccessoryBarStyle {
      get {
        guard #available(iOS 14.0, macCatalyst 14.0, *), let bar = accessoryBar as? AccessoryBar else {
          return AccessoryBarStyle()
        }
        return bar.style
      }
      set {
        guard #available(iOS 14.0, macCatalyst 14.0, *), let bar = accessoryBar as? AccessoryBar else { return }
        bar.style = newValue
        showAccessoryBar()
      }
    }

    /// Shows the bar's content for the field being edited now: the buttons the arranged fields allow, the
    /// field's title, its layout direction.
    func showAccessoryBar() {
      guard #available(iOS 14.0, macCatalyst 14.0, *), let bar = accessoryBar as? AccessoryBar else { return }
      let focused = focusedView
      let title =
        bar.style.title == .placeholder
        ? AccessoryBarLayout.title(
          placeholder: (focused as? UITextField)?.placeholder, accessibilityLabel: focused?.accessibilityLabel)
        : nil
      // The keyboard shows the bar outside the field's view hierarchy, where a direction forced on the
      // field's views (`semanticContentAttribute`) would not reach it.
      let direction = (focused ?? view).effectiveUserInterfaceLayoutDirection
      let content = AccessoryBarLayout.Content(
        state: accessoryState(), title: title, isRightToLeft: direction == .rightToLeft)
      if content != bar.content { bar.show(content) }
    }

    /// The field being edited, if the avoider knows one and it is still there.
    var focusedView: UIView? {
      avoider.state.value.focusedField.flatMap { listener.field($0) as? UIView }
    }

    /// A tap on the bar's previous, next or done button: the app's hook decides whether the adapter does it.
    func barButtonTapped(_ action: NavigationAction) {
      if #available(iOS 14.0, macCatalyst 14.0, *), let bar = accessoryBar as? AccessoryBar,
        let shouldPerform = bar.style.shouldPerform, !shouldPerform(action, focusedView)
      {
        return
      }
      navigate(action)
    }
  }
#endif
