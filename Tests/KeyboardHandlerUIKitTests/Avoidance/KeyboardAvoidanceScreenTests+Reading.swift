#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  extension KeyboardAvoidanceScreenTests {
    /// The adapter's strategies, each on a screen of its own.
    enum StrategyKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case shift, scroll, bottomConstraint, chat
      var testDescription: String { rawValue }
    }

    /// A screen under `kind` whose adapter shows the bar and manages return keys, with a field editing
    /// and the keyboard up: the view a late field goes in, the scroll view if the strategy has one, and
    /// the simulator, whose editing field is "note" (or a chat's "message").
    func editingScreen(
      _ kind: StrategyKind
    ) throws -> (KeyboardAvoidance, fields: UIView, scrollView: UIScrollView?, KeyboardSimulator) {
      let view = controller.view!
      var simulator = KeyboardSimulator(device: .iPhone15)
      let strategy: KeyboardAvoidance.Strategy
      let fields: UIView
      switch kind {
      case .chat:
        let screen = ChatScreen(in: view)
        let keyboard = try attach(.chat(composer: screen.pin, messageList: screen.list))
        _ = screen.message.becomeFirstResponder()
        simulator.post(simulator.tapTextView("message"), to: center, objects: ["message": screen.message])
        return (keyboard, view, screen.list, simulator)
      case .shift:
        (strategy, fields) = (.shift, view)
      case .scroll:
        let scrollView = UIScrollView(frame: view.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 1200)
        view.addSubview(scrollView)
        (strategy, fields) = (.scroll(scrollView), scrollView)
      case .bottomConstraint:
        let (scrollView, bottom) = pinnedScrollView { view.bottomAnchor.constraint(equalTo: $0.bottomAnchor) }
        (strategy, fields) = (.bottomConstraint(bottom, scrollView: scrollView, anchor: .containerBottom), scrollView)
      }
      let note = field(at: 700, in: fields, named: "note")
      let keyboard = try attach(strategy)
      _ = note.becomeFirstResponder()
      simulator.post(simulator.tapTextField("note"), to: center, objects: ["note": note])
      return (keyboard, fields, fields as? UIScrollView, simulator)
    }

    @Test(
      "reading the screen writes nothing to any view; the field it finds is equipped once UIKit's notification arrives",
      arguments: StrategyKind.allCases)
    func readingWritesNothing(kind: StrategyKind) throws {
      let (keyboard, fields, scrollView, _) = try editingScreen(kind)
      #expect(keyboard.avoider.state.value.keyboard != nil)
      // The app sets an inset of its own; a field appears, and the user taps it: UIKit makes it first
      // responder, then posts.
      scrollView?.contentInset.bottom = 10
      let late = field(at: 760, in: fields)
      _ = late.becomeFirstResponder()

      let before = WritableProperties(of: window, constraint: keyboard.strategy.constraint)
      let moments: [ScreenReadingMoment] = [.beginEditing(ObjectIdentifier(late)), .keyboardNotification, .request]
      for moment in moments {
        _ = keyboard.readScreen(for: moment)
        #expect(WritableProperties(of: window, constraint: keyboard.strategy.constraint) == before, "\(moment)")
      }
      #expect(late.inputAccessoryView == nil)
      #expect(late.returnKeyType == .default)

      center.post(name: UITextField.textDidBeginEditingNotification, object: late)
      #expect(late.standInShownAccessoryView is UIToolbar)
      #expect(late.standInShownReturnKeyType == late.returnKeyType)
      #expect(late.returnKeyType != .default)
    }

    @Test("a field the adapter hears begin editing before the listener reads the screen is equipped all the same")
    func fieldEquippedBeforeTheListenerReads() throws {
      var (keyboard, fields, _, simulator) = try editingScreen(.shift)
      let note = try #require(fields.subviews.first { $0.accessibilityIdentifier == "note" })
      let late = field(at: 760, in: fields, named: "late")
      _ = late.becomeFirstResponder()
      // The adapter's observer first: it finds the field itself.
      keyboard.fieldDidBeginEditing()
      #expect(late.standInShownAccessoryView is UIToolbar)
      #expect(late.standInShownReturnKeyType == .done)

      simulator.post(simulator.tapTextField("late"), to: center, objects: ["note": note, "late": late])
      #expect(keyboard.avoider.state.value.focusedField == "late")
      #expect(onScreen(late.bounds, of: late).maxY <= keyboardTop)
    }
  }
#endif
