#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// A bar apps can dress: the field's placeholder as its title (or none), a tint, items of the app's own
  /// beside or instead of the chevrons, hooks on Done, Next and Previous, right-to-left layouts, Dynamic
  /// Type; and an input accessory view the app set itself is never replaced.
  @MainActor
  @Suite("UIKit adapter's accessory bar, dressed")
  struct AccessoryBarStyleTests {
    let screen = PhoneScreen()
    let email: UITextField
    let password: UITextField
    var controller: UIViewController { screen.controller }
    var center: NotificationCenter { screen.center }

    init() {
      email = screen.field(at: 600, named: "email")
      email.placeholder = "Email"
      password = screen.field(at: 700, named: "password")
      password.accessibilityLabel = "Password"
    }

    var objects: [FieldID: AnyObject] { ["email": email, "password": password] }

    func attach(_ style: AccessoryBarStyle? = nil) throws -> KeyboardAvoidance {
      let keyboard = try screen.attach()
      if let style { keyboard.accessoryBarStyle = style }
      return keyboard
    }

    /// The user taps `field` with the keyboard down or up.
    func tap(_ field: UITextField, _ simulator: inout KeyboardSimulator) {
      _ = field.becomeFirstResponder()
      simulator.post(simulator.tapTextField(FieldID(field.accessibilityIdentifier!)), to: center, objects: objects)
    }

    func bar() throws -> UIToolbar { try #require(email.inputAccessoryView as? UIToolbar) }

    func title(of bar: UIToolbar) -> UILabel? {
      bar.items?.lazy.compactMap { $0.customView as? UILabel }.first
    }

    @Test("the title is the focused field's placeholder, else its accessibility label, and follows the focus")
    func placeholderTitle() throws {
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(email, &simulator)
      let bar = try bar()
      #expect(title(of: bar)?.text == "Email")
      keyboard.navigate(.next)
      simulator.post(simulator.tapTextField("password"), to: center, objects: objects)
      #expect(title(of: bar)?.text == "Password")
    }

    @Test("with no title, the bar is the chevrons, a flexible space and Done")
    func noTitle() throws {
      _ = try attach(AccessoryBarStyle(title: .none))
      let items = try #require(try bar().items)
      #expect(items.map(\.standInSystemItem) == [nil, nil, .flexibleSpace, .done])
      #expect(items.allSatisfy { $0.customView == nil })
    }

    @Test("the bar takes the app's tint, and its items sit beside the chevrons or in their place")
    func tintAndItems() throws {
      let paste = UIBarButtonItem(primaryAction: UIAction(title: "Paste code") { _ in })
      let keyboard = try attach(
        AccessoryBarStyle(tintColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), items: [paste]))
      let bar = try bar()
      #expect(bar.tintColor?.standInComponents == [1, 0.5, 0, 1])
      #expect(bar.items?.count == 7)
      #expect(bar.items?[2] === paste)

      keyboard.accessoryBarStyle.showsPreviousNext = false
      #expect(bar.items?.first === paste)
      #expect(bar.items?.count == 5)
    }

    @Test("a hook on Done, Next or Previous is asked with the field, and cancels the action by answering false")
    func hooks() throws {
      let hook = Hook()
      _ = try attach(AccessoryBarStyle(shouldPerform: hook.shouldPerform))
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(email, &simulator)
      let items = try #require(try bar().items)
      let (next, done) = (items[1], items[5])

      next.standInTap()
      done.standInTap()
      #expect(email.isFirstResponder)
      #expect(hook.asked.map(\.action) == [.next, .done])
      #expect(hook.asked.allSatisfy { $0.field === email })

      hook.allows = true
      next.standInTap()
      #expect(password.isFirstResponder)
      simulator.post(simulator.tapTextField("password"), to: center, objects: objects)
      items[0].standInTap()
      #expect(email.isFirstResponder)
      #expect(hook.asked.map(\.action) == [.next, .done, .next, .previous])
    }

    @Test("in a right-to-left layout the bar is laid out from the right, as the focused field is")
    func rightToLeft() throws {
      let arabic = UIView(frame: controller.view.bounds)
      arabic.semanticContentAttribute = .forceRightToLeft
      controller.view.addSubview(arabic)
      let name = screen.field(at: 100, named: "name", in: arabic)
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = name.becomeFirstResponder()
      simulator.post(simulator.tapTextField("name"), to: center, objects: ["name": name])
      let bar = try bar()
      #expect(bar.semanticContentAttribute == .forceRightToLeft)

      keyboard.navigate(.next)
      simulator.post(simulator.tapTextField("email"), to: center, objects: ["name": name, "email": email])
      #expect(bar.semanticContentAttribute == .forceLeftToRight)
    }

    @Test("an input accessory view the app set itself is never replaced, before the adapter or after")
    func ownAccessoryView() throws {
      let own = UIView()
      email.inputAccessoryView = own
      let keyboard = try attach()
      #expect(email.inputAccessoryView === own)
      let later = UIView()
      password.inputAccessoryView = later
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(password, &simulator)
      keyboard.navigate(.previous)
      #expect(password.inputAccessoryView === later)
      keyboard.detach()
      #expect(email.inputAccessoryView === own)
      #expect(password.inputAccessoryView === later)
    }

    @Test(
      "Dynamic Type: the title follows the user's text size and shows in the Large Content Viewer; VoiceOver skips it")
    func dynamicType() throws {
      _ = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      tap(email, &simulator)
      let bar = try bar()
      let label = try #require(title(of: bar))
      #expect(label.font.standInTextStyle == .footnote)
      #expect(label.adjustsFontForContentSizeCategory)
      #expect(label.adjustsFontSizeToFitWidth)
      #expect(label.showsLargeContentViewer)
      #expect(label.largeContentTitle == "Email")
      #expect(!label.isAccessibilityElement)
      #expect(bar.interactions.contains { $0 is UILargeContentViewerInteraction })
    }
  }

  /// The app's hook on the bar's buttons: it records what it is asked, and answers as told.
  @MainActor
  final class Hook {
    var allows = false
    private(set) var asked: [(action: NavigationAction, field: UIView?)] = []

    func shouldPerform(_ action: NavigationAction, _ field: UIView?) -> Bool {
      asked.append((action, field))
      return allows
    }
  }
#endif
