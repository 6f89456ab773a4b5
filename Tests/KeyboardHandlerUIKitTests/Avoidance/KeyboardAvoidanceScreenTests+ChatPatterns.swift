#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// A chat container whose layout pins the message list's bottom to the composer's top, as a constraint
  /// `list.bottomAnchor.constraint(equalTo: composer.topAnchor)` would: a composer that grows shortens it.
  final class PinnedChatContainer: UIView {
    var chat: ChatScreen?
    override func layoutSubviews() {
      super.layoutSubviews()
      if let chat { chat.list.frame.size.height = chat.composer.frame.minY }
    }
  }

  /// A chat's view controller whose composer is its input accessory view, as InputBarAccessoryView's
  /// first releases had MessageKit do: it becomes first responder, and the keyboard carries the bar.
  final class AccessoryChatController: UIViewController {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 50))
    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { bar }
  }

  extension KeyboardAvoidanceScreenTests {
    /// Posts the notification of a keyboard event.
    func post(_ event: KeyboardEvent) {
      center.post(event.notification)
    }

    /// A docked keyboard's frame of `height` on the 852 pt screen.
    func docked(_ height: CGFloat) -> CGRect {
      CGRect(x: 0, y: 852 - height, width: 393, height: height)
    }

    @Test(
      "chat: with keyboardDismissMode .interactiveWithAccessory the composer follows the finger as with .interactive")
    func chatDragWithAccessoryMode() throws {
      let (screen, keyboard, _) = try chat()
      screen.list.keyboardDismissMode = .interactiveWithAccessory
      let finger = StandInFinger(touching: screen.list, at: CGPoint(x: 100, y: 400))
      finger.move(to: CGPoint(x: 100, y: 700))
      #expect(keyboard.avoider.state.value.draggedKeyboardTop == 700)
      #expect(composerBottom(screen) == 700)
      finger.lift()
    }

    // The user swipes right after tapping the composer: the show's did-notifications arrive while the finger
    // holds the keyboard at 600. The composer snapped back up to 516, then jumped to the finger again.
    @Test("chat: the show's did-notifications, late for a drag, leave the composer on the finger")
    func chatLateDidNotificationsDuringADrag() throws {
      let screen = ChatScreen(in: controller.view)
      let keyboard = try KeyboardAvoidance(
        for: controller, strategy: .chat(composer: screen.pin, messageList: screen.list), notificationCenter: center)
      var bottoms: [CGFloat] = []
      keyboard.animate = { [self] _, changes in
        changes()
        bottoms.append(composerBottom(screen))
      }
      controller.beginAppearanceTransition(true, animated: false)
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = screen.message.becomeFirstResponder()
      let tap = simulator.tapTextView("message")
      let dids = tap.filter { if case .keyboard(let event) = $0.input { event.phase.isDid } else { false } }
      simulator.post(tap.filter { !dids.contains($0) }, to: center, objects: ["message": screen.message])
      #expect(composerBottom(screen) == keyboardTop)
      let finger = StandInFinger(touching: screen.list, at: CGPoint(x: 100, y: 400))
      finger.move(to: CGPoint(x: 100, y: 600))
      bottoms = []
      simulator.post(dids, to: center, objects: ["message": screen.message])
      finger.move(to: CGPoint(x: 100, y: 620))
      #expect(!bottoms.contains(keyboardTop), "\(bottoms)")
      #expect(composerBottom(screen) == 620)
      finger.lift()
    }

    // With three lines the composer's top is at 516 - 92 = 424; the list pinned to it was read as if it still
    // ended 52 pt above the anchor, so the newest message ended at 464, 40 pt behind the composer.
    @Test("chat: a composer that grows over a list pinned to its top keeps the newest message at its top")
    func chatGrowingComposerOverAPinnedList() throws {
      let container = PinnedChatContainer(frame: window.bounds)
      controller.view = container
      window.addSubview(container)
      let screen = ChatScreen(in: container)
      screen.list.contentInset.bottom = 0
      container.chat = screen
      container.layoutIfNeeded()
      screen.list.contentOffset.y = ChatScreen.contentHeight - screen.list.bounds.height
      let keyboard = try KeyboardAvoidance(
        for: controller, strategy: .chat(composer: screen.pin, messageList: screen.list), notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      controller.beginAppearanceTransition(true, animated: false)
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = screen.message.becomeFirstResponder()
      simulator.post(simulator.tapTextView("message"), to: center, objects: ["message": screen.message])
      #expect(screen.lastMessageBottom == keyboardTop - ChatScreen.composerHeight)

      // Two more lines: the app grows the composer, UIKit posts the change.
      screen.message.text = "One\nTwo\nThree"
      screen.height.constant = ChatScreen.composerHeight + 40
      center.post(name: UITextView.textDidChangeNotification, object: screen.message)
      #expect(composerBottom(screen) == keyboardTop)
      #expect(screen.lastMessageBottom == keyboardTop - ChatScreen.composerHeight - 40)
    }

    // Portrait shows the conversation from 836 to 1300 (the message read at the composer's top); Signal keeps
    // it there through the turn. Moved by the inset's change alone, landscape showed none of it there.
    @Test("chat: rotated while reading older messages, what was read at the composer's top stays there")
    func chatRotationKeepsWhatIsRead() throws {
      let (screen, keyboard, simulator) = try chat()
      var simulator2 = simulator
      // The user scrolls up to older messages.
      screen.list.contentOffset.y = 836
      keyboard.refreshFields()
      let visibleBottom = { screen.list.contentOffset.y + screen.list.bounds.height - screen.list.contentInset.bottom }
      #expect(visibleBottom() == 1300)
      window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
      controller.view.frame = window.bounds
      screen.list.frame = controller.view.bounds
      controller.view.layoutIfNeeded()
      simulator2.post(simulator2.rotate(to: .landscape), to: center, objects: ["message": screen.message])
      #expect(abs(visibleBottom() - 1300) < 1e-9)
      #expect(composerBottom(screen) == CGFloat(393 - 209))
    }

    @Test(
      "chat: a hardware keyboard whose shortcut bar is hidden sends nothing, and a tap on the composer moves nothing")
    func chatHiddenShortcutBar() throws {
      let screen = ChatScreen(in: controller.view)
      let keyboard = try KeyboardAvoidance(
        for: controller, strategy: .chat(composer: screen.pin, messageList: screen.list), notificationCenter: center)
      var animations = 0
      keyboard.animate = { _, changes in
        animations += 1
        changes()
      }
      controller.beginAppearanceTransition(true, animated: false)
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = simulator.attachHardwareKeyboard() + simulator.toggleShortcutBar()
      _ = screen.message.becomeFirstResponder()
      simulator.post(simulator.tapTextView("message"), to: center, objects: ["message": screen.message])
      #expect(animations == 0)
      #expect(screen.pin.constant == 0)
      #expect(keyboard.avoider.state.value.reason == .keyboardAbsent)
      #expect(!keyboard.avoider.state.value.isWaitingForKeyboard)
    }

    @Test(
      "chat: an inverted list (flipped upside down) gets its top insets raised, and its newest message stays above the composer"
    )
    func chatInvertedList() throws {
      let screen = ChatScreen(in: controller.view)
      let list = screen.list
      // Flipped: the newest message is the content's first, drawn at the bottom; the top inset clears the composer.
      list.transform = CGAffineTransform(scaleX: 1, y: -1)
      list.contentInset = UIEdgeInsets(top: ChatScreen.composerHeight, left: 0, bottom: 0, right: 0)
      list.verticalScrollIndicatorInsets = list.contentInset
      list.contentOffset.y = -ChatScreen.composerHeight
      let newestBottom = { list.convert(CGRect(x: 0, y: 0, width: 1, height: 0), to: nil).minY }
      #expect(newestBottom() == 852 - ChatScreen.composerHeight)
      let keyboard = try KeyboardAvoidance(
        for: controller, strategy: .chat(composer: screen.pin, messageList: list), notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      controller.beginAppearanceTransition(true, animated: false)
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = screen.message.becomeFirstResponder()
      simulator.post(simulator.tapTextView("message"), to: center, objects: ["message": screen.message])
      #expect(list.contentInset.top == ChatScreen.composerHeight + 336)
      #expect(list.verticalScrollIndicatorInsets.top == ChatScreen.composerHeight + 336)
      #expect(list.contentInset.bottom == 0)
      #expect(newestBottom() == keyboardTop - ChatScreen.composerHeight)
      // A drag, and its cancel: the list is where it was, the insets too.
      let finger = StandInFinger(touching: list, at: CGPoint(x: 100, y: 400))
      finger.move(to: CGPoint(x: 100, y: 700))
      #expect(list.contentInset.top == ChatScreen.composerHeight + 152)
      finger.lift()
      simulator.post(simulator.dismiss(), to: center, objects: ["message": screen.message])
      #expect(list.contentInset.top == ChatScreen.composerHeight)
      #expect(newestBottom() == 852 - ChatScreen.composerHeight)
    }

    @Test("chat: a collection view list is scrolled with setContentOffset, its newest message above the composer")
    func chatCollectionView() throws {
      let view = controller.view!
      let list = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
      list.contentSize = CGSize(width: 393, height: 2000)
      list.contentInset.bottom = 52
      list.contentOffset.y = 2000 + 52 - 852
      view.addSubview(list)
      let screen = ChatScreen(in: view)
      screen.list.removeFromSuperview()
      let keyboard = try KeyboardAvoidance(
        for: controller, strategy: .chat(composer: screen.pin, messageList: list), notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      controller.beginAppearanceTransition(true, animated: false)
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = screen.message.becomeFirstResponder()
      simulator.post(simulator.tapTextView("message"), to: center, objects: ["message": screen.message])
      #expect(list.contentInset.bottom == CGFloat(52 + 336))
      #expect(list.standInSetContentOffsetCalls.last?.offset.y == CGFloat(2000 + 52 + 336 - 852))
      #expect(list.convert(CGRect(x: 0, y: 2000, width: 1, height: 0), to: nil).minY == keyboardTop - 52)
    }

    /// A composer pinned to the keyboard layout guide's top, and a message list behind it that clears it,
    /// scrolled to its newest message.
    func guideChat() -> (list: UIScrollView, composer: UIView, pin: NSLayoutConstraint) {
      let view = controller.view!
      let list = UIScrollView(frame: view.bounds)
      list.contentSize = CGSize(width: 393, height: 2000)
      list.contentInset.bottom = 52
      list.contentOffset.y = 2000 + 52 - 852
      list.keyboardDismissMode = .interactive
      view.addSubview(list)
      let composer = UIView(frame: .zero)
      composer.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(composer)
      let pin = composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
      NSLayoutConstraint.activate([
        pin, composer.heightAnchor.constraint(equalToConstant: 52),
        composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        composer.widthAnchor.constraint(equalToConstant: 393),
      ])
      view.layoutIfNeeded()
      return (list, composer, pin)
    }

    @Test("a composer pinned to the keyboard layout guide is never raised a second time: .chat refuses its constraint")
    func chatRefusesTheKeyboardLayoutGuide() {
      let (list, _, pin) = guideChat()
      #expect {
        try KeyboardAvoidance(
          for: controller, strategy: .chat(composer: pin, messageList: list), notificationCenter: center)
      } throws: { error in
        guard case AvoidanceError.invalidConfiguration(let value) = error else { return false }
        return value.name == "strategy.constraint" && value.expected.contains(".messageList")
      }
    }

    @Test(
      "message list: UIKit raises the composer on the keyboard layout guide, the adapter only the list behind it, through a drag too"
    )
    func messageListWithTheKeyboardLayoutGuide() throws {
      let (list, composer, pin) = guideChat()
      let view = controller.view!
      let keyboard = try KeyboardAvoidance(
        for: controller, strategy: .messageList(list, composer: .keyboardLayoutGuide), notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      controller.beginAppearanceTransition(true, animated: false)
      #expect(keyboard.options == .chat)
      // UIKit shows the keyboard and moves the guide with it.
      post(KeyboardEvent(phase: .willShow, beginFrame: docked(336).offsetBy(dx: 0, dy: 336), endFrame: docked(336)))
      view.keyboardLayoutGuide.standInKeyboardHeight = 336
      view.layoutIfNeeded()
      #expect(onScreen(composer.bounds, of: composer).maxY == keyboardTop)
      #expect(pin.constant == 0, "the composer is UIKit's to move")
      #expect(list.contentInset.bottom == CGFloat(52 + 336))
      let newest = { list.convert(CGRect(x: 0, y: 2000, width: 1, height: 0), to: nil).minY }
      #expect(newest() == keyboardTop - 52)
      // The finger drags the keyboard, and UIKit the guide with it.
      let finger = StandInFinger(touching: list, at: CGPoint(x: 100, y: 400))
      finger.move(to: CGPoint(x: 100, y: 700))
      view.keyboardLayoutGuide.standInKeyboardHeight = 152
      view.layoutIfNeeded()
      #expect(list.contentInset.bottom == CGFloat(52 + 152))
      #expect(pin.constant == 0)
      finger.lift()
    }

    @Test(
      "message list: a composer the keyboard carries as its input accessory view, which its frame includes: the list clears that frame and no more, whatever is focused"
    )
    func messageListWithAnInputAccessoryView() throws {
      let chatController = AccessoryChatController()
      chatController.view.frame = window.bounds
      window.addSubview(chatController.view)
      let list = UIScrollView(frame: chatController.view.bounds)
      list.contentSize = CGSize(width: 393, height: 2000)
      // The rest inset clears the bar docked at the bottom with the keyboard down.
      list.contentInset.bottom = 50
      list.contentOffset.y = 2000 + 50 - 852
      list.keyboardDismissMode = .interactive
      chatController.view.addSubview(list)
      let keyboard = try KeyboardAvoidance(
        for: chatController, strategy: .messageList(list, composer: .inputAccessoryView), notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      chatController.beginAppearanceTransition(true, animated: false)
      // The view controller becomes first responder: the keyboard shows its accessory, docked.
      #expect(chatController.becomeFirstResponder())
      #expect(chatController.standInShownAccessoryView === chatController.bar)
      post(KeyboardEvent(phase: .willShow, beginFrame: docked(50).offsetBy(dx: 0, dy: 50), endFrame: docked(50)))
      #expect(list.contentInset.bottom == 50)
      // The user taps the bar's text view, which is not in the view: the keys come up under the bar.
      let message = UITextView(frame: CGRect(x: 8, y: 7, width: 300, height: 36))
      chatController.bar.addSubview(message)
      center.post(name: UITextView.textDidBeginEditingNotification, object: message)
      post(KeyboardEvent(phase: .willChangeFrame, beginFrame: docked(50), endFrame: docked(336 + 50)))
      #expect(list.contentInset.bottom == CGFloat(336 + 50))
      #expect(list.convert(CGRect(x: 0, y: 2000, width: 1, height: 0), to: nil).minY == CGFloat(852 - 336 - 50))
      // Dragged: the bar rides the keyboard's top, and the list never clears less than the docked bar.
      let finger = StandInFinger(touching: list, at: CGPoint(x: 100, y: 300))
      finger.move(to: CGPoint(x: 100, y: 700))
      #expect(list.contentInset.bottom == 152)
      finger.move(to: CGPoint(x: 100, y: 830))
      #expect(list.contentInset.bottom == 50)
      finger.lift()
    }

    @Test("chat: lifted only at its end, a list scrolled up to older messages stays where it is as the keyboard rises")
    func chatLiftWhenAtEnd() throws {
      let screen = ChatScreen(in: controller.view)
      screen.list.contentOffset.y = 500
      var configuration = AvoidanceConfiguration()
      configuration.messageListLift = .whenAtEnd
      let keyboard = try KeyboardAvoidance(
        for: controller, strategy: .chat(composer: screen.pin, messageList: screen.list), configuration: configuration,
        notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      controller.beginAppearanceTransition(true, animated: false)
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = screen.message.becomeFirstResponder()
      simulator.post(simulator.tapTextView("message"), to: center, objects: ["message": screen.message])
      #expect(composerBottom(screen) == keyboardTop)
      #expect(screen.list.contentInset.bottom == ChatScreen.composerHeight + 336)
      #expect(screen.list.contentOffset.y == 500)
    }
  }
#endif
