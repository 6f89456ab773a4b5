#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// Every user reached: VoiceOver follows Next and Previous, a hardware keyboard's Tab (the system's)
  /// focuses fields the adapter then avoids, and Reduce Motion keeps only the keyboard's own motion.
  @MainActor
  @Suite("UIKit adapter's accessibility")
  struct KeyboardAvoidanceAccessibilityTests {
    let screen = PhoneScreen()
    let fields: [UITextField]
    var center: NotificationCenter { screen.center }

    init() {
      fields = ["name", "email", "password"].enumerated().map { [screen] index, name in
        screen.field(at: 600 + CGFloat(index) * 60, named: name)
      }
    }

    var objects: [FieldID: AnyObject] {
      Dictionary(uniqueKeysWithValues: fields.map { (FieldID($0.accessibilityIdentifier!), $0 as AnyObject) })
    }

    /// The fields VoiceOver was moved to since `start` posts had been made, in order. (Every test posts to
    /// the one UIAccessibility; a test's body runs on the main actor without suspending, so the posts after
    /// its start are its own.)
    func voiceOverMoves(since start: Int) -> [UIView?] {
      UIAccessibility.standInPosts.dropFirst(start).filter { $0.notification == .layoutChanged }
        .map { $0.argument as? UIView }
    }

    @Test("VoiceOver moves to the field Next, Previous or a return key focused, as a layout change")
    func voiceOverFollowsNavigation() throws {
      let posted = UIAccessibility.standInPosts.count
      let keyboard = try screen.attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = fields[0].becomeFirstResponder()
      simulator.post(simulator.tapTextField("name"), to: center, objects: objects)
      #expect(voiceOverMoves(since: posted).isEmpty, "a tap moves VoiceOver itself")

      keyboard.navigate(.next)
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
      fields[1].sendActions(for: .editingDidEndOnExit)
      simulator.post(simulator.tapTextField("password"), to: center, objects: objects)
      keyboard.navigate(.previous)
      #expect(
        voiceOverMoves(since: posted).map { $0.flatMap(\.accessibilityIdentifier) } == ["email", "password", "email"])
      #expect(!UIAccessibility.standInPosts.dropFirst(posted).contains { $0.notification == .screenChanged })
    }

    @Test("a field that refuses focus gets no VoiceOver move: the one that takes it does")
    func voiceOverSkipsRefusal() throws {
      let posted = UIAccessibility.standInPosts.count
      let keyboard = try screen.attach()
      let refusing = Refusal()
      fields[1].delegate = refusing
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = fields[0].becomeFirstResponder()
      simulator.post(simulator.tapTextField("name"), to: center, objects: objects)
      keyboard.navigate(.next)
      #expect(fields[2].isFirstResponder)
      #expect(voiceOverMoves(since: posted).map { $0 === fields[2] } == [true])
    }

    @Test("a field the system focuses (Tab on a hardware keyboard) is avoided as a tapped one, and the bar follows it")
    func hardwareKeyboardTab() throws {
      let posted = UIAccessibility.standInPosts.count
      let keyboard = try screen.attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      simulator.post(simulator.attachHardwareKeyboard(), to: center, objects: [:])
      _ = fields[0].becomeFirstResponder()
      simulator.post(simulator.tapTextField("name"), to: center, objects: objects)
      // Tab: the system moves focus to the next text field, which begins editing as if tapped.
      _ = fields[2].becomeFirstResponder()
      simulator.post(simulator.tapTextField("password"), to: center, objects: objects)
      #expect(keyboard.avoider.focusedField.value == "password")
      let bar = try #require(fields[2].inputAccessoryView as? UIToolbar)
      let items = try #require(bar.items)
      #expect([items[0], items[1]].map(\.isEnabled) == [true, false])
      let shortcutBarTop = try #require(keyboard.avoider.state.value.keyboard?.frame.minY)
      #expect(screen.onScreen(fields[2]).maxY <= shortcutBarTop)
      #expect(voiceOverMoves(since: posted).isEmpty, "the system moved focus, and VoiceOver with it")
    }

    @Test("with Reduce Motion on, content rides the keyboard's animation but moves at once between fields")
    func reduceMotion() throws {
      UIAccessibility.standInIsReduceMotionEnabled = true
      defer { UIAccessibility.standInIsReduceMotionEnabled = false }
      var animations: [KeyboardAnimation] = []
      let keyboard = try screen.attach { animations.append($0) }
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = fields[0].becomeFirstResponder()
      simulator.post(simulator.tapTextField("name"), to: center, objects: objects)
      #expect(animations == [.keyboard, KeyboardSimulator.animation])

      animations = []
      keyboard.navigate(.next)
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
      #expect(animations == [.immediate])
      #expect(screen.onScreen(fields[1]).maxY == screen.keyboardTop - 20)
    }
  }
#endif
