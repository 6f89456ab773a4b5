#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// A screen with text fields, and no keyboard code of its own.
  final class FormScreen: UIViewController {
    /// A text field at `y`, 44 tall, named `name`, in the screen's view or in `superview`.
    @discardableResult
    func field(at y: CGFloat, named name: String, in superview: UIView? = nil) -> UITextField {
      let field = UITextField(frame: CGRect(x: 16, y: y, width: 300, height: 44))
      field.accessibilityIdentifier = name
      (superview ?? view).addSubview(field)
      return field
    }

    /// A scroll view filling an iPhone 15's screen, its content 1,200 pt tall.
    func scrollView() -> UIScrollView {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      scrollView.contentSize = CGSize(width: 393, height: 1200)
      view.addSubview(scrollView)
      return scrollView
    }
  }

  /// A screen the app excludes by its class.
  final class ExcludedScreen: UIViewController {}

  /// The whole app in one line: no screen has keyboard code, the app-wide mode finds each field's screen
  /// in navigation stacks, tabs, split views, child view controllers, sheets, popovers and two scenes'
  /// windows. The views are the UIKit stand-in's; the tests post what UIKit posts.
  @MainActor
  @Suite("App-wide keyboard avoidance")
  struct AutomaticKeyboardAvoidanceTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let center = NotificationCenter()
    let automatic: AutomaticKeyboardAvoidance
    /// The top of an iPhone 15's keyboard with the predictive bar, in portrait.
    let keyboardTop: CGFloat = 852 - 336

    init() {
      automatic = AutomaticKeyboardAvoidance(notificationCenter: center)
      automatic.start()
    }

    /// Shows `root` in `window`, as a scene's window shows its root view controller.
    func show(_ root: UIViewController, in window: UIWindow? = nil, frame: CGRect? = nil) {
      let window = window ?? self.window
      root.view.frame = frame ?? window.bounds
      window.addSubview(root.view)
      root.beginAppearanceTransition(true, animated: false)
      root.endAppearanceTransition()
    }

    /// The user taps `field`: it becomes first responder and UIKit posts what it posts, with `editing`,
    /// the field that was editing, as the object of its end of editing.
    func tap(_ field: UIView, _ simulator: inout KeyboardSimulator, after editing: UIView? = nil) {
      let name = Self.name(of: field)
      _ = field.becomeFirstResponder()
      let inputs = field is UITextView ? simulator.tapTextView(name) : simulator.tapTextField(name)
      var objects: [FieldID: AnyObject] = [name: field]
      if let editing { objects[Self.name(of: editing)] = editing }
      simulator.post(inputs, to: center, objects: objects)
    }

    static func name(of field: UIView) -> FieldID { FieldID(field.accessibilityIdentifier ?? "field") }

    func onScreen(_ view: UIView) -> CGRect {
      view.convert(view.bounds, to: view.window?.screen.coordinateSpace ?? window)
    }

    @Test(
      "a screen in a navigation stack avoids the keyboard with no code; the next screen pushed too, the first stopped")
    func navigationStack() throws {
      let first = FormScreen()
      let low = first.field(at: 700, named: "low")
      let navigation = UINavigationController(rootViewController: first)
      show(navigation)
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(low, &simulator)

      let firstAdapter = try #require(automatic.avoidance(for: first))
      #expect(onScreen(low).maxY == keyboardTop - 20)
      #expect(first.view.transform != .identity)
      #expect(navigation.view.transform == .identity)
      #expect(low.inputAccessoryView is UIToolbar)

      let second = FormScreen()
      let code = second.field(at: 760, named: "code")
      navigation.pushViewController(second, animated: true)
      #expect(!firstAdapter.listener.isListening)
      tap(code, &simulator)
      #expect(onScreen(code).maxY == keyboardTop - 20)
      #expect(automatic.avoidance(for: second) != nil)

      // Back: the second screen goes, the first listens again.
      _ = code.resignFirstResponder()
      simulator.post(simulator.dismiss(), to: center, objects: ["code": code])
      navigation.popViewController(animated: true)
      #expect(firstAdapter.listener.isListening)
      #expect(first.view.transform == .identity)
    }

    @Test("a tab's screen avoids the keyboard, and stops once another tab is selected")
    func tabs() throws {
      let (first, second) = (FormScreen(), FormScreen())
      let field = first.field(at: 700, named: "first")
      second.field(at: 700, named: "second")
      let tabs = UITabBarController()
      tabs.viewControllers = [UINavigationController(rootViewController: first), second]
      show(tabs)
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(field, &simulator)
      let adapter = try #require(automatic.avoidance(for: first))
      #expect(onScreen(field).maxY == keyboardTop - 20)
      #expect(tabs.view.transform == .identity)

      _ = field.resignFirstResponder()
      simulator.post(simulator.dismiss(), to: center, objects: ["first": field])
      tabs.selectedIndex = 1
      #expect(!adapter.listener.isListening)
    }

    @Test("in a split view, the column that holds the field moves, and the other stays")
    func splitView() throws {
      let (primary, secondary) = (FormScreen(), FormScreen())
      primary.field(at: 1000, named: "filter")
      let note = secondary.field(at: 1000, named: "note")
      let split = UISplitViewController()
      split.viewControllers = [primary, UINavigationController(rootViewController: secondary)]
      let iPad = UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))
      show(split, in: iPad)
      var simulator = KeyboardSimulator(device: .iPad)
      tap(note, &simulator)
      #expect(secondary.view.transform != .identity)
      #expect(primary.view.transform == .identity)
      let iPadKeyboardTop: CGFloat = 1180 - 313
      #expect(onScreen(note).maxY == iPadKeyboardTop - 20)
    }

    @Test("a screen made of child view controllers moves as one: the child's field moves its screen")
    func childViewControllers() throws {
      let screen = FormScreen()
      let child = FormScreen()
      screen.addChild(child)
      child.view.frame = CGRect(x: 0, y: 400, width: 393, height: 452)
      screen.view.addSubview(child.view)
      child.didMove(toParent: screen)
      let field = child.field(at: 300, named: "child field")
      show(UINavigationController(rootViewController: screen))
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(field, &simulator)
      #expect(automatic.avoidance(for: screen) != nil)
      #expect(automatic.avoidance(for: child) == nil)
      #expect(screen.view.transform != .identity)
      #expect(child.view.transform == .identity)
      #expect(onScreen(field).maxY == keyboardTop - 20)
    }

    @Test(
      "a form sheet, a popover and a navigation controller shown as a sheet are each a screen of their own",
      arguments: [UIModalPresentationStyle.formSheet, .popover, .pageSheet])
    func presentedScreens(style: UIModalPresentationStyle) throws {
      let iPad = UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))
      let presenter = FormScreen()
      show(presenter, in: iPad)
      let sheet = FormScreen()
      let field = sheet.field(at: 560, named: "sheet field")
      // UIKit puts a presented view controller's view in the window above its presenter's; a page sheet
      // here holds a navigation controller.
      let presented: UIViewController = style == .pageSheet ? UINavigationController(rootViewController: sheet) : sheet
      presented.modalPresentationStyle = style
      show(presented, in: iPad, frame: CGRect(x: 140, y: 280, width: 540, height: 620))
      var simulator = KeyboardSimulator(device: .iPad)
      tap(field, &simulator)
      #expect(automatic.avoidance(for: sheet) != nil)
      #expect(automatic.avoidance(for: presenter) == nil)
      #expect(sheet.view.transform != .identity)
      #expect(presenter.view.transform == .identity)
      #expect(onScreen(field).maxY <= 1180 - 313)
    }

    @Test("two scenes side by side on one iPad screen: each window's field is avoided where that window is")
    func twoScenes() throws {
      let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180))
      let windows = [0, 1].map { index -> UIWindow in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 405, height: 1180))
        window.screen = screen
        window.standInOriginOnScreen = CGPoint(x: CGFloat(index) * 415, y: 0)
        return window
      }
      let screens = [FormScreen(), FormScreen()]
      let fields = [screens[0].field(at: 1000, named: "left"), screens[1].field(at: 1000, named: "right")]
      for (screen, window) in zip(screens, windows) {
        show(UINavigationController(rootViewController: screen), in: window)
      }
      var simulator = KeyboardSimulator(device: .iPad)
      let iPadKeyboardTop: CGFloat = 1180 - 313
      tap(fields[1], &simulator)
      let rightWindowX: CGFloat = 415
      #expect(onScreen(fields[1]).minX == rightWindowX + 16)
      #expect(onScreen(fields[1]).maxY == iPadKeyboardTop - 20)
      #expect(screens[0].view.transform == .identity)

      // Focus goes to the other scene's field, the keyboard staying up.
      tap(fields[0], &simulator, after: fields[1])
      #expect(onScreen(fields[0]).maxY == iPadKeyboardTop - 20)
      #expect(screens[1].view.transform == .identity)
    }

    @Test("a scroll view around the field is scrolled; a table view controller adjusts its table itself")
    func strategies() throws {
      let form = FormScreen()
      let scrollView = form.scrollView()
      let inScroll = form.field(at: 700, named: "in scroll", in: scrollView)
      show(UINavigationController(rootViewController: form))
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(inScroll, &simulator)
      let adapter = try #require(automatic.avoidance(for: form))
      guard case .scroll(let scrolled) = adapter.strategy else {
        Issue.record("not the scroll strategy")
        return
      }
      #expect(scrolled === scrollView)
      #expect(scrollView.contentInset.bottom > 0)
      #expect(form.view.transform == .identity)
      #expect(onScreen(inScroll).maxY <= keyboardTop - 20)
      _ = inScroll.resignFirstResponder()
      simulator.post(simulator.dismiss(), to: center, objects: ["in scroll": inScroll])

      let table = UITableViewController(style: .plain)
      let cellField = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 44))
      cellField.accessibilityIdentifier = "cell field"
      show(table)
      table.tableView.addSubview(cellField)
      tap(cellField, &simulator)
      let tableAdapter = try #require(automatic.avoidance(for: table))
      guard case .manual = tableAdapter.strategy else {
        Issue.record("not the manual strategy")
        return
      }
      #expect(table.tableView.contentInset.bottom == 0)
      #expect(cellField.inputAccessoryView is UIToolbar)
    }

    @Test("screens and classes of screens can be left out, or be the only ones avoided")
    func optingInAndOut() throws {
      let excludedByClass = ExcludedScreen()
      let byClassField = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 44))
      excludedByClass.view.addSubview(byClassField)
      let excludedByInstance = FormScreen()
      let byInstanceField = excludedByInstance.field(at: 700, named: "instance")
      let included = FormScreen()
      let includedField = included.field(at: 700, named: "included")
      let other = FormScreen()
      let otherField = other.field(at: 700, named: "other")
      for screen in [excludedByClass, excludedByInstance, included, other] { show(screen) }
      automatic.exclude(ExcludedScreen.self)
      automatic.exclude(excludedByInstance)
      var simulator = KeyboardSimulator(device: .iPhone15)
      for field in [byClassField, byInstanceField] as [UIView] { tap(field, &simulator) }
      #expect(automatic.avoidance(for: excludedByClass) == nil)
      #expect(automatic.avoidance(for: excludedByInstance) == nil)
      #expect(byInstanceField.inputAccessoryView == nil)

      // Only the screens included: one included by itself is avoided, another is not.
      automatic.scope = .includedScreens
      automatic.include(included)
      tap(otherField, &simulator)
      tap(includedField, &simulator)
      #expect(automatic.avoidance(for: other) == nil)
      #expect(automatic.avoidance(for: included) != nil)
    }

    @Test("a screen that made its own KeyboardAvoidance keeps it")
    func screenWithItsOwnAdapter() throws {
      let screen = FormScreen()
      let scrollView = screen.scrollView()
      let field = screen.field(at: 700, named: "own", in: scrollView)
      let own = try KeyboardAvoidance(for: screen, strategy: .scroll(scrollView), notificationCenter: center)
      show(UINavigationController(rootViewController: screen))
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(field, &simulator)
      #expect(automatic.avoidance(for: screen) == nil)
      #expect(!own.isDetached)
      #expect(own.avoider.focusedField.value == "own")
      #expect(onScreen(field).maxY <= keyboardTop - 20)
    }

    @Test("an alert's text field and a field in a container's own views are left alone")
    func alertsAndContainerChrome() throws {
      let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
      let name = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 44))
      alert.view.addSubview(name)
      show(alert)
      let navigation = UINavigationController(rootViewController: FormScreen())
      show(navigation)
      let search = UITextField(frame: CGRect(x: 16, y: 50, width: 300, height: 36))
      navigation.view.addSubview(search)
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(name, &simulator)
      tap(search, &simulator)
      #expect(automatic.avoidance(for: alert) == nil)
      #expect(automatic.avoidance(for: navigation) == nil)
      #expect(alert.view.transform == .identity)
      #expect(search.inputAccessoryView == nil)
    }

    @Test(
      "a text view, which begins editing after the keyboard's notifications, is avoided from the keyboard already up")
    func textViewAfterTheKeyboard() throws {
      let screen = FormScreen()
      let notes = UITextView(frame: CGRect(x: 16, y: 640, width: 361, height: 120))
      notes.accessibilityIdentifier = "notes"
      screen.view.addSubview(notes)
      show(UINavigationController(rootViewController: screen))
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(notes, &simulator)
      let adapter = try #require(automatic.avoidance(for: screen))
      #expect(adapter.avoider.state.value.keyboard != nil)
      // A text view is revealed by its caret, on its first line.
      let caret = notes.convert(notes.caretRect(for: try #require(notes.selectedTextRange).end), to: window)
      #expect(caret.maxY == keyboardTop - 20)
    }

    @Test("a field's own settings reach the adapter the app-wide mode makes")
    func fieldSettings() throws {
      let screen = FormScreen()
      let field = screen.field(at: 700, named: "spaced")
      try KeyboardAvoidance.setSettings(FieldSettings(spacing: 60), for: field)
      show(UINavigationController(rootViewController: screen))
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(field, &simulator)
      #expect(onScreen(field).maxY == keyboardTop - 60)
    }

    @Test("the app's bar style dresses the adapters it makes, and those it made already as it changes")
    func barStyle() throws {
      let first = FormScreen()
      let name = first.field(at: 700, named: "name")
      let navigation = UINavigationController(rootViewController: first)
      show(navigation)
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(name, &simulator)
      let firstAdapter = try #require(automatic.avoidance(for: first))
      let bar = try #require(name.inputAccessoryView as? UIToolbar)

      automatic.accessoryBarStyle = AccessoryBarStyle(
        title: .none, tintColor: UIColor(red: 0.3, green: 0.2, blue: 0.9, alpha: 1))
      #expect(bar.tintColor?.standInComponents == [0.3, 0.2, 0.9, 1])
      #expect(firstAdapter.accessoryBarStyle.title == .none)

      _ = name.resignFirstResponder()
      simulator.post(simulator.dismiss(), to: center, objects: ["name": name])
      let second = FormScreen()
      let code = second.field(at: 700, named: "code")
      navigation.pushViewController(second, animated: true)
      tap(code, &simulator)
      let secondBar = try #require(code.inputAccessoryView as? UIToolbar)
      #expect(secondBar.tintColor?.standInComponents == [0.3, 0.2, 0.9, 1])
      #expect(automatic.avoidance(for: second)?.accessoryBarStyle.title == AccessoryBarStyle.Title.none)
    }

    @Test("stop detaches every adapter it made, the screens at rest, and no field is avoided after")
    func stop() throws {
      let screen = FormScreen()
      let field = screen.field(at: 700, named: "field")
      show(UINavigationController(rootViewController: screen))
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(field, &simulator)
      let adapter = try #require(automatic.avoidance(for: screen))
      automatic.stop()
      #expect(adapter.isDetached)
      #expect(screen.view.transform == .identity)
      #expect(field.inputAccessoryView == nil)
      #expect(!automatic.isStarted)
      tap(field, &simulator)
      #expect(automatic.avoidance(for: screen) == nil)
      #expect(screen.children.isEmpty)
    }
  }
#endif
