#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// Each field under the app's control, through the adapter: its own spacing, out of avoidance, out of
  /// Previous / Next, and a custom order, given at registration or for a field the adapter finds itself.
  @MainActor
  @Suite("UIKit adapter's per-field settings")
  struct KeyboardAvoidanceFieldSettingsTests {
    let screen = PhoneScreen()
    var controller: UIViewController { screen.controller }
    var center: NotificationCenter { screen.center }
    var keyboardTop: CGFloat { screen.keyboardTop }

    func attach() throws -> KeyboardAvoidance { try screen.attach() }
    func field(at y: CGFloat, named name: String) -> UITextField { screen.field(at: y, named: name) }
    func onScreen(_ view: UIView) -> CGRect { screen.onScreen(view) }

    @Test("a field registered with a spacing of its own is revealed that far above the keyboard")
    func registeredSpacing() throws {
      let keyboard = try attach()
      let notes = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 44))
      controller.view.addSubview(notes)
      try keyboard.register(notes, as: "notes", settings: FieldSettings(spacing: 60))
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = notes.becomeFirstResponder()
      simulator.post(simulator.tapTextField("notes"), to: center, objects: ["notes": notes])
      #expect(onScreen(notes).maxY == keyboardTop - 60)
      #expect(KeyboardAvoidance.settings(for: notes).spacing == 60)
    }

    @Test("a field found by the adapter takes the settings given for it: its spacing, or no avoidance at all")
    func foundFieldSettings() throws {
      let spaced = field(at: 700, named: "spaced")
      let still = field(at: 760, named: "still")
      try KeyboardAvoidance.setSettings(FieldSettings(spacing: 40), for: spaced)
      try KeyboardAvoidance.setSettings(FieldSettings(isAvoidanceEnabled: false), for: still)
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = spaced.becomeFirstResponder()
      simulator.post(simulator.tapTextField("spaced"), to: center, objects: ["spaced": spaced])
      #expect(onScreen(spaced).maxY == keyboardTop - 40)

      keyboard.navigate(.next)
      simulator.post(simulator.tapTextField("still"), to: center, objects: ["spaced": spaced, "still": still])
      #expect(still.isFirstResponder)
      #expect(controller.view.transform == .identity)
    }

    @Test("a field left out of Previous / Next is passed over, offers Done alone, and its return key ends editing")
    func leftOutOfNavigation() throws {
      let name = field(at: 100, named: "name")
      let promo = field(at: 200, named: "promo")
      let email = field(at: 300, named: "email")
      try KeyboardAvoidance.setSettings(FieldSettings(isNavigable: false), for: promo)
      let keyboard = try attach()
      #expect([name, promo, email].map(\.returnKeyType) == [.next, .done, .done])

      var simulator = KeyboardSimulator(device: .iPhone15)
      let objects: [FieldID: AnyObject] = ["name": name, "promo": promo, "email": email]
      _ = name.becomeFirstResponder()
      simulator.post(simulator.tapTextField("name"), to: center, objects: objects)
      keyboard.navigate(.next)
      #expect(email.isFirstResponder)
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
      keyboard.navigate(.previous)
      #expect(name.isFirstResponder)

      // Tapped, the field left out is avoided and edits, with Done alone.
      _ = promo.becomeFirstResponder()
      simulator.post(simulator.tapTextField("promo"), to: center, objects: objects)
      let bar = try #require(promo.inputAccessoryView as? UIToolbar)
      let items = try #require(bar.items)
      #expect([items[0], items[1], items[5]].map(\.isEnabled) == [false, false, true])
      promo.sendActions(for: .editingDidEndOnExit)
      #expect(!promo.isFirstResponder)
    }

    @Test("fields are navigated in the order the app gives, lowest first, reading order among equals")
    func customOrder() throws {
      let summary = field(at: 100, named: "summary")
      let first = field(at: 200, named: "first")
      let second = field(at: 300, named: "second")
      try KeyboardAvoidance.setSettings(FieldSettings(navigationOrder: 1), for: summary)
      let keyboard = try attach()
      #expect(keyboard.avoider.context.navigator.fields.map(\.id) == ["first", "second", "summary"])
      #expect([first, second, summary].map(\.returnKeyType) == [.next, .next, .done])

      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = second.becomeFirstResponder()
      simulator.post(
        simulator.tapTextField("second"), to: center,
        objects: ["summary": summary, "first": first, "second": second])
      keyboard.navigate(.next)
      #expect(summary.isFirstResponder)
    }

    @Test("registered fields take the same settings: out of Previous / Next, an order of their own, no avoidance")
    func registeredFieldSettings() throws {
      let name = field(at: 100, named: "name")
      let email = field(at: 400, named: "email")
      let keyboard = try attach()
      func registered(at y: CGFloat, as id: FieldID, _ settings: FieldSettings) throws -> UITextField {
        let field = UITextField(frame: CGRect(x: 16, y: y, width: 300, height: 44))
        controller.view.addSubview(field)
        try keyboard.register(field, as: id, settings: settings)
        return field
      }
      let promo = try registered(at: 200, as: "promo", FieldSettings(isNavigable: false))
      let summary = try registered(at: 300, as: "summary", FieldSettings(navigationOrder: 1))
      let low = try registered(at: 760, as: "low", FieldSettings(isAvoidanceEnabled: false, isNavigable: false))
      #expect(keyboard.avoider.context.navigator.fields.map(\.id) == ["name", "promo", "email", "low", "summary"])
      #expect([name, promo, email, summary, low].map(\.returnKeyType) == [.next, .done, .next, .done, .done])

      var simulator = KeyboardSimulator(device: .iPhone15)
      let objects: [FieldID: AnyObject] = [
        "name": name, "promo": promo, "summary": summary, "email": email, "low": low,
      ]
      _ = name.becomeFirstResponder()
      simulator.post(simulator.tapTextField("name"), to: center, objects: objects)
      keyboard.navigate(.next)
      #expect(email.isFirstResponder)
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
      keyboard.navigate(.next)
      #expect(summary.isFirstResponder)

      // Tapped, the low field out of avoidance edits under the keyboard, content at rest.
      _ = low.becomeFirstResponder()
      simulator.post(simulator.tapTextField("low"), to: center, objects: objects)
      #expect(low.isFirstResponder)
      #expect(controller.view.transform == .identity)
    }

    @Test("a spacing that is negative or not finite is refused, and changes nothing")
    func invalidSpacing() throws {
      let keyboard = try attach()
      let notes = field(at: 700, named: "notes")
      try KeyboardAvoidance.setSettings(FieldSettings(spacing: 30), for: notes)
      #expect(throws: AvoidanceError.self) {
        try keyboard.register(notes, as: "notes", settings: FieldSettings(spacing: -8))
      }
      #expect(throws: AvoidanceError.self) {
        try KeyboardAvoidance.setSettings(FieldSettings(spacing: .infinity), for: notes)
      }
      #expect(KeyboardAvoidance.settings(for: notes) == FieldSettings(spacing: 30))
      #expect(!keyboard.named.contains { $0.view.view === notes })
    }
  }
#endif
