#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// A chat screen as an app builds one: a message list filling the container behind a composer bar,
  /// whose bottom constraint pins it to the safe area, with a text view in it; the list's rest inset
  /// clears the composer, its content ends scrolled to the newest message, and its
  /// `keyboardDismissMode` is `.interactive`.
  @MainActor
  struct ChatScreen {
    let list: UIScrollView
    let composer: UIView
    let pin: NSLayoutConstraint
    let height: NSLayoutConstraint
    let message: UITextView
    static let composerHeight: CGFloat = 52
    static let contentHeight: CGFloat = 2000

    init(in view: UIView, containerFirst: Bool = false) {
      list = UIScrollView(frame: view.bounds)
      list.contentSize = CGSize(width: view.bounds.width, height: Self.contentHeight)
      list.contentInset.bottom = Self.composerHeight
      list.contentOffset.y = Self.contentHeight + Self.composerHeight - view.bounds.height
      list.keyboardDismissMode = .interactive
      view.addSubview(list)
      composer = UIView(frame: .zero)
      composer.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(composer)
      message = UITextView(frame: CGRect(x: 8, y: 8, width: 300, height: 36))
      message.accessibilityIdentifier = "message"
      composer.addSubview(message)
      pin =
        containerFirst
        ? view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: composer.bottomAnchor)
        : composer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
      height = composer.heightAnchor.constraint(equalToConstant: Self.composerHeight)
      NSLayoutConstraint.activate([
        pin, height, composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        composer.widthAnchor.constraint(equalToConstant: view.bounds.width),
      ])
      view.layoutIfNeeded()
    }

    /// The bottom edge of the newest message, on screen.
    var lastMessageBottom: CGFloat {
      list.convert(CGRect(x: 0, y: Self.contentHeight, width: 1, height: 0), to: nil).minY
    }
  }

  /// A container whose layout sets the message list's rest inset to clear the composer, as an app does in
  /// `viewDidLayoutSubviews`: a composer that grows sets it again.
  final class ChatContainer: UIView {
    var chat: ChatScreen?
    override func layoutSubviews() {
      super.layoutSubviews()
      if let chat { chat.list.contentInset.bottom = chat.composer.bounds.height }
    }
  }

  /// A chat's view controller as the adapter's article has one: it sets the message list's rest inset to
  /// clear the composer in `viewDidLayoutSubviews`, at every layout pass of its view.
  final class ChatController: UIViewController {
    var chat: ChatScreen?
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      if let chat { chat.list.contentInset.bottom = chat.composer.bounds.height }
    }
  }

  extension KeyboardAvoidanceScreenTests {
    /// A chat screen on the controller, in `orientation`, with an adapter shown and editing its message.
    func chat(
      _ orientation: DeviceOrientation = .portrait, containerFirst: Bool = false,
      options: KeyboardAvoidance.Options? = nil
    ) throws -> (ChatScreen, KeyboardAvoidance, KeyboardSimulator) {
      if orientation == .landscape {
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        controller.view.frame = window.bounds
      }
      let screen = ChatScreen(in: controller.view, containerFirst: containerFirst)
      let keyboard = try KeyboardAvoidance(
        for: controller, strategy: .chat(composer: screen.pin, messageList: screen.list), options: options,
        notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      controller.beginAppearanceTransition(true, animated: false)
      var simulator = KeyboardSimulator(device: .iPhone15, orientation: orientation)
      _ = screen.message.becomeFirstResponder()
      simulator.post(simulator.tapTextView("message"), to: center, objects: ["message": screen.message])
      return (screen, keyboard, simulator)
    }

    /// The composer's bottom edge on screen.
    func composerBottom(_ screen: ChatScreen) -> CGFloat {
      onScreen(screen.composer.bounds, of: screen.composer).maxY
    }

    @Test(
      "chat: the composer rides the keyboard's top at every position of a drag, the newest message in view",
      arguments: [DeviceOrientation.portrait, .landscape], [false, true])
    func chatDrag(orientation: DeviceOrientation, containerFirst: Bool) throws {
      let (screen, keyboard, _) = try chat(orientation, containerFirst: containerFirst)
      let top = try #require(keyboard.avoider.state.value.phase.keyboardFrame?.minY)
      let bottom = window.bounds.height
      #expect(composerBottom(screen) == top)
      #expect(screen.lastMessageBottom <= top - ChatScreen.composerHeight)
      #expect(screen.lastMessageBottom > 0)

      let finger = StandInFinger(touching: screen.list, at: CGPoint(x: 100, y: top - 100))
      var expected = top
      // From above the keyboard to below the screen.
      for y in stride(from: top - 60, through: bottom + 30, by: 30) {
        finger.move(to: CGPoint(x: 100, y: y))
        expected = min(max(y, top), bottom)
        #expect(composerBottom(screen) == expected, "finger at \(y)")
        #expect(keyboard.avoider.state.value.draggedKeyboardTop == (y > top ? expected : nil))
        #expect(screen.lastMessageBottom <= expected - ChatScreen.composerHeight)
        #expect(screen.lastMessageBottom > 0)
      }
      #expect(expected == bottom)
      // Lifted, the keyboard stays where the finger left it until UIKit's notification.
      finger.lift()
      #expect(keyboard.avoider.state.value.draggedKeyboardTop == bottom)
      #expect(composerBottom(screen) == bottom)
    }

    @Test("chat: released, the keyboard's hide animates from where the drag left the composer")
    func chatDragReleased() throws {
      let (screen, keyboard, simulator) = try chat()
      var simulator2 = simulator
      var animations: [(duration: TimeInterval, from: CGFloat, to: CGFloat)] = []
      keyboard.animate = { [self] animation, changes in
        let from = composerBottom(screen)
        changes()
        animations.append((animation.duration, from, composerBottom(screen)))
      }
      let finger = StandInFinger(touching: screen.list, at: CGPoint(x: 100, y: 400))
      finger.move(to: CGPoint(x: 100, y: 600))
      finger.move(to: CGPoint(x: 100, y: 700))
      finger.lift()
      #expect(animations.map(\.duration) == [0, 0])
      #expect(animations.map(\.to) == [600, 700])

      // UIKit dismisses the keyboard: editing ends, the keyboard hides.
      _ = screen.message.resignFirstResponder()
      simulator2.post(simulator2.dismiss(), to: center, objects: ["message": screen.message])
      let hide = try #require(animations.dropFirst(2).first { $0.duration > 0 })
      #expect(hide.from == 700)
      #expect(hide.to == 852)
      #expect(screen.pin.constant == 0)
      #expect(screen.list.contentInset.bottom == ChatScreen.composerHeight)
    }

    @Test("chat: pulled back up, the keyboard's show animates from where the drag left the composer")
    func chatDragCancelled() throws {
      let view = controller.view!
      let screen = ChatScreen(in: view)
      let keyboard = try KeyboardAvoidance(
        for: controller, strategy: .chat(composer: screen.pin, messageList: screen.list), notificationCenter: center)
      var animations: [(duration: TimeInterval, from: CGFloat, to: CGFloat)] = []
      keyboard.animate = { [self] animation, changes in
        let from = composerBottom(screen)
        changes()
        animations.append((animation.duration, from, composerBottom(screen)))
      }
      controller.beginAppearanceTransition(true, animated: false)
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = screen.message.becomeFirstResponder()
      let shown = simulator.tapTextView("message")
      simulator.post(shown, to: center, objects: ["message": screen.message])
      animations = []

      let finger = StandInFinger(touching: screen.list, at: CGPoint(x: 100, y: 700))
      finger.move(to: CGPoint(x: 100, y: 720))
      finger.move(to: CGPoint(x: 100, y: 560))
      finger.lift()
      #expect(animations.map(\.to) == [720, 560])

      // UIKit shows the keyboard again, as it was.
      let show = shown.filter { if case .keyboard = $0.input { true } else { false } }
      simulator.post(show, to: center, objects: [:])
      let animated = try #require(animations.dropFirst(2).first { $0.duration > 0 })
      #expect(animated.from == 560)
      #expect(animated.to == keyboardTop)
      #expect(keyboard.avoider.state.value.draggedKeyboardTop == nil)
      #expect(composerBottom(screen) == keyboardTop)
    }

    @Test("chat: a drag that starts above the keyboard moves nothing until the finger reaches it")
    func chatDragFromAbove() throws {
      let (screen, keyboard, _) = try chat()
      var drags: [CGFloat] = []
      let binding = keyboard.avoider.handledInput.bindChanges { handled in
        if case .keyboardDragged(let top) = handled?.input { drags.append(top) }
      }
      defer { binding.unbind() }
      let constant = screen.pin.constant
      let finger = StandInFinger(touching: screen.list, at: CGPoint(x: 100, y: 100))
      for y: CGFloat in [200, 300, 400, 500, keyboardTop] { finger.move(to: CGPoint(x: 100, y: y)) }
      #expect(drags.isEmpty)
      #expect(screen.pin.constant == constant)
      finger.move(to: CGPoint(x: 100, y: keyboardTop + 10))
      #expect(drags == [keyboardTop + 10])
      #expect(composerBottom(screen) == keyboardTop + 10)
      // Back above the keyboard: it is where UIKit reported it.
      finger.move(to: CGPoint(x: 100, y: 300))
      #expect(drags == [keyboardTop + 10, keyboardTop])
      #expect(composerBottom(screen) == keyboardTop)
      finger.cancel()
    }

    @Test("chat: a finger on a list whose keyboard dismiss mode is not interactive moves nothing")
    func chatDragNotInteractive() throws {
      let (screen, keyboard, _) = try chat()
      screen.list.keyboardDismissMode = .onDrag
      let finger = StandInFinger(touching: screen.list, at: CGPoint(x: 100, y: 600))
      finger.move(to: CGPoint(x: 100, y: 700))
      finger.lift()
      #expect(keyboard.avoider.state.value.draggedKeyboardTop == nil)
      #expect(composerBottom(screen) == keyboardTop)
    }

    @Test("chat: rotated while typing, the composer sits on the landscape keyboard and the newest message shows")
    func chatRotation() throws {
      let (screen, keyboard, simulator) = try chat()
      var simulator2 = simulator
      window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
      controller.view.frame = window.bounds
      screen.list.frame = controller.view.bounds
      controller.view.layoutIfNeeded()
      simulator2.post(simulator2.rotate(to: .landscape), to: center, objects: ["message": screen.message])
      let top = try #require(keyboard.avoider.state.value.phase.keyboardFrame?.minY)
      #expect(top < 393)
      #expect(composerBottom(screen) == top)
      #expect(screen.list.contentInset.bottom == ChatScreen.composerHeight + 393 - top)
      // The list showed its newest message before the turn, and shows it after, though the turn shortened it.
      #expect(screen.lastMessageBottom <= top - ChatScreen.composerHeight)
    }

    @Test("chat: with a hardware keyboard the composer sits on the shortcut bar, and returns as it detaches")
    func chatHardwareKeyboard() throws {
      let (screen, keyboard, simulator) = try chat()
      var simulator2 = simulator
      simulator2.post(simulator2.attachHardwareKeyboard(), to: center, objects: ["message": screen.message])
      let bar = keyboard.avoider.state.value.phase.keyboardFrame?.minY ?? window.bounds.height
      #expect(bar > keyboardTop)
      #expect(composerBottom(screen) == bar)
      simulator2.post(simulator2.detachHardwareKeyboard(), to: center, objects: ["message": screen.message])
      #expect(composerBottom(screen) == keyboardTop)
      #expect(screen.lastMessageBottom <= keyboardTop - ChatScreen.composerHeight)
    }

    @Test("chat: a composer that grows keeps its bottom on the keyboard, and the list's new rest inset is raised")
    func chatGrowingComposer() throws {
      let container = ChatContainer(frame: window.bounds)
      controller.view = container
      window.addSubview(container)
      let (screen, _, _) = try chat()
      container.chat = screen
      #expect(screen.list.contentInset.bottom == ChatScreen.composerHeight + 336)

      // A second line: the app grows the composer, UIKit posts the change.
      screen.message.text = "Hello\nworld"
      screen.height.constant = ChatScreen.composerHeight + 20
      center.post(name: UITextView.textDidChangeNotification, object: screen.message)
      #expect(screen.composer.bounds.height == ChatScreen.composerHeight + 20)
      #expect(composerBottom(screen) == keyboardTop)
      #expect(screen.list.contentInset.bottom == ChatScreen.composerHeight + 20 + 336)
    }

    @Test(
      "chat: the rest inset the app sets in viewDidLayoutSubviews while typing is raised again by the next keystroke, and a new message scrolled to shows above the composer"
    )
    func chatRestInsetSetInLayout() throws {
      let chatController = ChatController()
      chatController.view.frame = window.bounds
      window.addSubview(chatController.view)
      let screen = ChatScreen(in: chatController.view)
      chatController.chat = screen
      let keyboard = try KeyboardAvoidance(
        for: chatController, strategy: .chat(composer: screen.pin, messageList: screen.list),
        notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      chatController.beginAppearanceTransition(true, animated: false)
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = screen.message.becomeFirstResponder()
      simulator.post(simulator.tapTextView("message"), to: center, objects: ["message": screen.message])
      let raised = ChatScreen.composerHeight + 336
      #expect(screen.list.contentInset.bottom == raised)

      // Something asks for layout while the user types: the app's viewDidLayoutSubviews sets its rest inset.
      chatController.view.layoutIfNeeded()
      #expect(screen.list.contentInset.bottom == ChatScreen.composerHeight)
      // The next keystroke.
      screen.message.text = "H"
      screen.message.selectedRange = NSRange(location: 1, length: 0)
      center.post(name: UITextView.textDidChangeNotification, object: screen.message)
      #expect(screen.list.contentInset.bottom == raised)
      #expect(composerBottom(screen) == keyboardTop)

      // A message arrives, and the app scrolls to it: it ends above the composer, on the keyboard.
      let list = screen.list
      list.contentSize.height += 60
      list.contentOffset.y = list.contentSize.height + list.adjustedContentInset.bottom - list.bounds.height
      let newest = list.convert(CGRect(x: 0, y: list.contentSize.height, width: 1, height: 0), to: nil).minY
      #expect(newest == keyboardTop - ChatScreen.composerHeight)
    }

    @Test("chat: no accessory bar, the return key left to the app, and a tap on the list keeps editing")
    func chatDefaults() throws {
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
      let (screen, keyboard, _) = try chat()
      controller.view.addSubview(header)
      let send = UITextField(frame: CGRect(x: 310, y: 8, width: 40, height: 36))
      screen.composer.addSubview(send)
      keyboard.refreshFields()
      #expect(keyboard.options == .chat)
      #expect(screen.message.inputAccessoryView == nil)
      #expect(screen.message.standInShownAccessoryView == nil)
      #expect(send.returnKeyType == .default)

      let messageRow = UIView(frame: CGRect(x: 0, y: 1500, width: 393, height: 60))
      screen.list.addSubview(messageRow)
      StandInFinger(touching: messageRow, at: CGPoint(x: 100, y: 300)).lift()
      #expect(screen.message.isFirstResponder)
      StandInFinger(touching: header, at: CGPoint(x: 100, y: 50)).lift()
      #expect(!screen.message.isFirstResponder)
    }

    @Test("chat: each default can be switched back on through the options")
    func chatOptionsSwitchable() throws {
      var options = KeyboardAvoidance.Options.chat
      options.showsAccessoryBar = true
      options.endsEditingOnMessageListTap = true
      let (screen, _, _) = try chat(options: options)
      #expect(screen.message.standInShownAccessoryView is UIToolbar)
      StandInFinger(touching: screen.list, at: CGPoint(x: 100, y: 300)).lift()
      #expect(!screen.message.isFirstResponder)
    }

    @Test("chat: the drag tracker holds the adapter weakly and goes with it")
    func chatLifetimes() throws {
      let screen = ChatScreen(in: controller.view)
      weak var weakKeyboard: KeyboardAvoidance?
      weak var weakTracker: UIGestureRecognizer?
      do {
        let keyboard = try KeyboardAvoidance(
          view: controller.view, strategy: .chat(composer: screen.pin, messageList: screen.list),
          notificationCenter: center)
        weakKeyboard = keyboard
        weakTracker = screen.list.gestureRecognizers?.first { $0 is KeyboardDragTracker }
        #expect(weakTracker != nil)
      }
      #expect(weakKeyboard == nil)
      #expect(weakTracker == nil)
      #expect(screen.list.gestureRecognizers?.contains { $0 is KeyboardDragTracker } != true)
      #expect(screen.list.gestureRecognizers?.contains { $0 === screen.list.panGestureRecognizer } == true)
    }
  }
#endif
