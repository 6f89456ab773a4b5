#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// Everyday screens through the adapter, as a user meets them: fields made after the adapter, table
  /// cells, hidden fields, rotation while editing, text views. The views are the UIKit stand-in's on
  /// Linux; the tests use only UIKit's API and post what UIKit posts.
  @MainActor
  @Suite("UIKit adapter on everyday screens")
  struct KeyboardAvoidanceScreenTests {
    let screen = PhoneScreen()
    var window: UIWindow { screen.window }
    var controller: UIViewController { screen.controller }
    var center: NotificationCenter { screen.center }
    var keyboardTop: CGFloat { screen.keyboardTop }

    /// An adapter on the controller, shown, whose animations apply at once.
    func attach(
      _ strategy: KeyboardAvoidance.Strategy = .shift, options: KeyboardAvoidance.Options = .init()
    ) throws -> KeyboardAvoidance {
      try screen.attach(strategy, options: options)
    }

    /// A text field at `y`, 44 tall, in `superview`.
    func field(at y: CGFloat, in superview: UIView, named name: String? = nil) -> UITextField {
      let field = UITextField(frame: CGRect(x: 16, y: y, width: 300, height: 44))
      field.accessibilityIdentifier = name
      superview.addSubview(field)
      return field
    }

    /// Where `view`'s rectangle is on screen now.
    func onScreen(_ rect: CGRect, of view: UIView) -> CGRect {
      view.convert(rect, to: window)
    }

    @Test("shift: a form laid out by constraints stays clear of the keyboard through a layout pass")
    func shiftSurvivesAutoLayout() throws {
      let view = controller.view!
      let email = field(at: 0, in: view, named: "email")
      let password = field(at: 0, in: view, named: "password")
      for (field, top) in [(email, 700), (password, 760)] as [(UITextField, CGFloat)] {
        field.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          field.topAnchor.constraint(equalTo: view.topAnchor, constant: top),
          field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
          field.widthAnchor.constraint(equalToConstant: 300), field.heightAnchor.constraint(equalToConstant: 44),
        ])
      }
      view.layoutIfNeeded()
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = password.becomeFirstResponder()
      simulator.post(simulator.tapTextField("password"), to: center, objects: ["password": password])
      let shifted = keyboard.avoider.keyboardOffset.value
      #expect(onScreen(password.bounds, of: password).maxY <= keyboardTop)

      // Something changes the layout (a validation label appears): Auto Layout places the fields again.
      view.layoutIfNeeded()
      #expect(onScreen(password.bounds, of: password).maxY <= keyboardTop)
      // And the next notification decides from the same rest frames: nothing compounds.
      simulator.post(simulator.togglePredictiveBar(), to: center, objects: ["password": password])
      simulator.post(simulator.togglePredictiveBar(), to: center, objects: ["password": password])
      #expect(keyboard.avoider.keyboardOffset.value == shifted)
      #expect(onScreen(password.bounds, of: password).maxY <= keyboardTop)
    }

    @Test("a field added after the adapter was made is avoided when it begins editing, and shows the bar and Done")
    func fieldAddedLater() throws {
      _ = field(at: 100, in: controller.view, named: "name")
      let keyboard = try attach()
      let late = field(at: 760, in: controller.view)

      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = late.becomeFirstResponder()
      simulator.post(simulator.tapTextField("late"), to: center, objects: ["late": late])

      #expect(keyboard.avoider.engine.navigator.fields.map(\.id) == ["name", "field 2"])
      #expect(keyboard.avoider.focusedField.value == "field 2")
      #expect(onScreen(late.bounds, of: late).maxY <= keyboardTop)
      // Found after it became first responder, it shows the bar and its return key all the same.
      #expect(late.standInShownAccessoryView is UIToolbar)
      #expect(late.standInShownReturnKeyType == .done)
    }

    @Test("in a right-to-left language a row of fields of different heights is navigated from its right edge")
    func rightToLeftRow() throws {
      controller.view.semanticContentAttribute = .forceRightToLeft
      let first = UITextField(frame: CGRect(x: 200, y: 105, width: 177, height: 34))
      first.accessibilityIdentifier = "first name"
      controller.view.addSubview(first)
      let last = UITextField(frame: CGRect(x: 16, y: 100, width: 177, height: 44))
      last.accessibilityIdentifier = "last name"
      controller.view.addSubview(last)
      let keyboard = try attach()
      #expect(keyboard.avoider.engine.navigator.fields.map(\.id) == ["first name", "last name"])
    }

    @Test("a view controller and its child, each with an adapter: each moves only its own fields, once")
    func parentAndChildAdapters() throws {
      _ = field(at: 100, in: controller.view, named: "search")
      let child = UIViewController(nibName: nil, bundle: nil)
      controller.addChild(child)
      child.view.frame = controller.view.bounds
      controller.view.addSubview(child.view)
      child.didMove(toParent: controller)
      let note = field(at: 760, in: child.view, named: "note")
      // A base view-controller class gives both theirs, the parent's first.
      let keyboard = try attach()
      let childKeyboard = try KeyboardAvoidance(for: child, notificationCenter: center)
      childKeyboard.animate = { _, changes in changes() }
      childKeyboard.start()

      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = note.becomeFirstResponder()
      simulator.post(simulator.tapTextField("note"), to: center, objects: ["note": note])

      #expect(keyboard.avoider.engine.navigator.fields.map(\.id) == ["search"])
      #expect(childKeyboard.avoider.engine.navigator.fields.map(\.id) == ["note"])
      #expect(controller.view.transform == .identity)
      // Revealed once: just above the keyboard, not raised twice as far.
      let revealed = onScreen(note.bounds, of: note)
      #expect(revealed.maxY <= keyboardTop)
      #expect(revealed.maxY >= keyboardTop - 44)
    }

    @Test("a table's cell fields, made after the adapter and reused, reveal inside the table")
    func tableWithReusedCells() throws {
      let table = UITableView(frame: controller.view.bounds, style: .plain)
      table.contentSize = CGSize(width: 393, height: 20 * 60)
      controller.view.addSubview(table)
      let keyboard = try attach(.scroll(table))
      // The first layout makes the cells; each field is in its cell's content view.
      let cells = (0..<15).map { row in
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.frame = CGRect(x: 0, y: CGFloat(row) * 60, width: 393, height: 60)
        table.addSubview(cell)
        _ = field(at: 8, in: cell.contentView, named: "row field")
        return cell
      }
      // Scrolled down, the first cell is reused for row 18, at the bottom of the content.
      table.contentOffset.y = 300
      cells[0].frame.origin.y = 18 * 60
      let reused = try #require(cells[0].contentView.subviews.first as? UITextField)
      var offsetsInBlocks: [(before: CGFloat, after: CGFloat)] = []
      keyboard.animate = { _, changes in
        let before = table.contentOffset.y
        changes()
        offsetsInBlocks.append((before, table.contentOffset.y))
      }

      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = reused.becomeFirstResponder()
      simulator.post(simulator.tapTextField("row"), to: center, objects: ["row": reused])

      // Scrolled with setContentOffset(_:animated:), after the animation block, not as a property in it.
      #expect(table.standInSetContentOffsetCalls.last?.offset.y == keyboard.avoider.state.value.targets.contentOffset)
      #expect(table.standInSetContentOffsetCalls.allSatisfy { $0.animated })
      #expect(!offsetsInBlocks.isEmpty)
      #expect(offsetsInBlocks.allSatisfy { $0.before == $0.after })
      let fields = keyboard.avoider.engine.navigator.fields.map(\.id)
      #expect(fields.count == 15)
      #expect(fields.last == keyboard.avoider.focusedField.value)
      #expect(table.contentInset.bottom > 0)
      #expect(onScreen(reused.bounds, of: reused).maxY <= keyboardTop)
      #expect(keyboard.avoider.accessory.value.canGoNext == false)
    }

    @Test(
      "a form in a stack view in a scroll view: a hidden row is skipped, the last field revealed in the scroll view")
    func stackViewForm() throws {
      let scrollView = UIScrollView(frame: controller.view.bounds)
      scrollView.contentSize = CGSize(width: 393, height: 1200)
      controller.view.addSubview(scrollView)
      let rows = (0..<6).map { index -> UIView in
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 120))
        _ = field(at: 60, in: row, named: "row \(index)")
        return row
      }
      let stack = UIStackView(arrangedSubviews: rows)
      stack.axis = .vertical
      stack.spacing = 20
      stack.frame = CGRect(x: 0, y: 40, width: 393, height: 1100)
      scrollView.addSubview(stack)
      rows[2].isHidden = true  // an optional row: the stack closes the gap
      stack.layoutIfNeeded()
      let keyboard = try attach(.scroll(scrollView))
      let fields = rows.compactMap { $0.subviews.first as? UITextField }
      // Rows 0, 1, 3, 4, 5 at 0, 140, 280, 420, 560 in the stack: the last field's bottom is at 704.
      let lastBottom: CGFloat = 40 + 560 + 60 + 44
      #expect(fields[5].convert(fields[5].bounds, to: scrollView).maxY == lastBottom)

      var simulator = KeyboardSimulator(device: .iPhone15)
      let objects = Dictionary(
        uniqueKeysWithValues: fields.enumerated().map { (FieldID("row \($0)"), $1 as AnyObject) })
      _ = fields[5].becomeFirstResponder()
      simulator.post(simulator.tapTextField("row 5"), to: center, objects: objects)
      #expect(onScreen(fields[5].bounds, of: fields[5]).maxY <= keyboardTop)
      #expect(scrollView.contentInset.bottom > 0)

      _ = fields[1].becomeFirstResponder()
      simulator.post(simulator.tapTextField("row 1"), to: center, objects: objects)
      keyboard.navigate(.next)
      #expect(fields[3].isFirstResponder, "the hidden row's field is skipped")
      #expect(onScreen(fields[3].bounds, of: fields[3]).maxY <= keyboardTop)
    }

    @Test("hidden, transparent and disabled fields are skipped by Next, and get no bar")
    func uneditableFieldsSkipped() throws {
      let first = field(at: 100, in: controller.view, named: "first")
      let hidden = field(at: 200, in: controller.view, named: "hidden")
      hidden.isHidden = true
      let transparent = field(at: 300, in: controller.view, named: "transparent")
      transparent.alpha = 0
      let disabled = field(at: 400, in: controller.view, named: "disabled")
      disabled.isEnabled = false
      let inHiddenRow = UIView(frame: CGRect(x: 0, y: 450, width: 393, height: 60))
      inHiddenRow.isHidden = true
      controller.view.addSubview(inHiddenRow)
      _ = field(at: 8, in: inHiddenRow, named: "in hidden row")
      let last = field(at: 600, in: controller.view, named: "last")
      let keyboard = try attach()

      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = first.becomeFirstResponder()
      simulator.post(simulator.tapTextField("first"), to: center, objects: ["first": first])
      keyboard.navigate(.next)

      #expect(last.isFirstResponder)
      #expect(keyboard.avoider.engine.navigator.fields.map(\.id) == ["first", "last"])
      #expect(hidden.inputAccessoryView == nil)
      #expect(first.returnKeyType == .next)
      #expect(last.returnKeyType == .done)

      // Shown again, the optional row is navigated to at the next use.
      hidden.isHidden = false
      _ = first.becomeFirstResponder()
      keyboard.navigate(.next)
      #expect(hidden.isFirstResponder)
    }

    @Test("the accessory bar, the return keys and the tap outside can each be turned off")
    func sideEffectsTurnedOff() throws {
      let email = field(at: 700, in: controller.view, named: "email")
      let password = field(at: 760, in: controller.view, named: "password")
      let options = KeyboardAvoidance.Options(
        showsAccessoryBar: false, managesReturnKeys: false, endsEditingOnTapOutside: false)
      let keyboard = try attach(options: options)

      #expect(email.inputAccessoryView == nil)
      #expect(password.inputAccessoryView == nil)
      #expect(email.returnKeyType == .default)
      #expect(keyboard.tapOutside == nil)
      #expect(controller.view.gestureRecognizers == nil)

      // Moving content is not a side effect: it still happens.
      var simulator = KeyboardSimulator(device: .iPhone15)
      simulator.post(simulator.tapTextField("email"), to: center, objects: ["email": email])
      #expect(onScreen(email.bounds, of: email).maxY <= keyboardTop)
    }

    @Test("the bar's previous and next buttons carry the labels given, for VoiceOver")
    func accessoryLabels() throws {
      let email = field(at: 700, in: controller.view, named: "email")
      _ = try attach(options: KeyboardAvoidance.Options(previousLabel: "Précédent", nextLabel: "Suivant"))
      let bar = try #require(email.inputAccessoryView as? UIToolbar)
      #expect(bar.items?.prefix(2).map(\.accessibilityLabel) == ["Précédent", "Suivant"])
      #expect(bar.frame.width > 0)
    }

    @Test("the bar's labels are the app's localized strings by default, and English where it has none")
    func accessoryLabelsLocalized() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Labels-\(UUID().uuidString).bundle")
      defer { try? FileManager.default.removeItem(at: folder) }
      for language in ["en", "Base"] {
        let strings = folder.appendingPathComponent("\(language).lproj")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        try Data(#""KeyboardAvoidance.previous" = "Précédent";"#.utf8)
          .write(to: strings.appendingPathComponent("Localizable.strings"))
      }
      let bundle = try #require(Bundle(path: folder.path))
      #expect(
        KeyboardAvoidance.Options.label("KeyboardAvoidance.previous", english: "Previous", in: bundle) == "Précédent")
      #expect(KeyboardAvoidance.Options.label("KeyboardAvoidance.next", english: "Next", in: bundle) == "Next")
      // The tests' main bundle has none: English.
      #expect(
        [KeyboardAvoidance.Options().previousLabel, KeyboardAvoidance.Options().nextLabel] == ["Previous", "Next"])
    }

    @Test("rotating while editing with .scroll: each notification reads the screen once and publishes at most twice")
    func rotationPublishesAtMostTwice() throws {
      let scrollView = UIScrollView(frame: controller.view.bounds)
      scrollView.contentSize = CGSize(width: 393, height: 1200)
      controller.view.addSubview(scrollView)
      let note = field(at: 700, in: scrollView, named: "note")
      let keyboard = try attach(.scroll(scrollView))
      // The listener is given the adapter to read, and no closure of it.
      #expect(keyboard.listener.containerGeometry == nil)
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = note.becomeFirstResponder()
      simulator.post(simulator.tapTextField("note"), to: center, objects: ["note": note])

      // UIKit lays the screen out in landscape (and the user scrolls a little), then the keyboard
      // reports its new frame, one notification after another.
      window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
      controller.view.frame = window.bounds
      scrollView.frame = controller.view.bounds
      scrollView.contentSize.width = 852
      scrollView.contentOffset.y += 10
      var publications = 0
      let binding = keyboard.avoider.state.bindChanges { _ in publications += 1 }
      defer { binding.unbind() }
      var counts: [Int] = []
      for notification in simulator.notifications(for: simulator.rotate(to: .landscape), objects: ["note": note]) {
        publications = 0
        center.post(notification)
        counts.append(publications)
      }
      #expect(!counts.isEmpty)
      #expect(counts.allSatisfy { $0 <= 2 }, "publications per notification: \(counts)")
      #expect(onScreen(note.bounds, of: note).maxY <= 393 - 209)
    }

    @Test(
      "scroll: an inset or offset the app sets while focused is its own; the inset is raised while the keyboard needs it",
      arguments: [false, true])
    func appChangesWhileFocusedAreKept(alsoScrolls: Bool) throws {
      let scrollView = UIScrollView(frame: controller.view.bounds)
      scrollView.contentSize = CGSize(width: 393, height: 1200)
      controller.view.addSubview(scrollView)
      let note = field(at: 700, in: scrollView, named: "note")
      let keyboard = try attach(.scroll(scrollView))
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = note.becomeFirstResponder()
      simulator.post(simulator.tapTextField("note"), to: center, objects: ["note": note])
      let avoided = scrollView.contentInset.bottom
      #expect(avoided > 80)

      // The app shows a banner under the content (an inset smaller than the keyboard needs), perhaps
      // scrolling to a place of its own where the field still shows; then the keyboard reports again.
      scrollView.contentInset.bottom = 80
      if alsoScrolls { scrollView.contentOffset.y = 300 }
      let shown = CGRect(x: 0, y: keyboardTop, width: 393, height: 336)
      center.post(KeyboardEvent(phase: .didChangeFrame, beginFrame: shown, endFrame: shown).notification)
      if alsoScrolls {
        #expect(scrollView.contentOffset.y == 300)
        #expect(keyboard.avoider.state.value.targets.contentOffset == 300)
      }
      #expect(scrollView.contentInset.bottom == avoided)
      guard case .scroll(let geometry) = keyboard.avoider.engine.configuration.strategy else {
        Issue.record("not the scroll strategy")
        return
      }
      #expect(geometry.restInsets.content == 80)

      simulator.post(simulator.dismiss(), to: center, objects: ["note": note])
      #expect(scrollView.contentInset.bottom == 80)
    }

    @Test("rotating while editing with .scroll ends with the field above the landscape keyboard")
    func rotationWhileEditingScroll() throws {
      let scrollView = UIScrollView(frame: controller.view.bounds)
      scrollView.contentSize = CGSize(width: 393, height: 1200)
      controller.view.addSubview(scrollView)
      let note = field(at: 700, in: scrollView, named: "note")
      let keyboard = try attach(.scroll(scrollView))
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = note.becomeFirstResponder()
      simulator.post(simulator.tapTextField("note"), to: center, objects: ["note": note])
      #expect(onScreen(note.bounds, of: note).maxY <= keyboardTop)

      // UIKit lays the screen out in landscape, then the keyboard reports its new frame.
      window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
      controller.view.frame = window.bounds
      scrollView.frame = controller.view.bounds
      scrollView.contentSize.width = 852
      simulator.post(simulator.rotate(to: .landscape), to: center, objects: ["note": note])

      let landscapeKeyboardTop: CGFloat = 393 - 209
      guard case .scroll(let geometry) = keyboard.avoider.engine.configuration.strategy else {
        Issue.record("not the scroll strategy")
        return
      }
      #expect(geometry.frame.height == 393)
      #expect(onScreen(note.bounds, of: note).maxY <= landscapeKeyboardTop)
      #expect(onScreen(note.bounds, of: note).minY >= 0)
    }

    @Test("a full-screen text view gets bottom insets, and its caret stays above the keyboard as it grows")
    func fullScreenTextView() throws {
      let notes = UITextView(frame: controller.view.bounds)
      controller.view.addSubview(notes)
      notes.text = Array(repeating: "line", count: 20).joined(separator: "\n")
      notes.contentSize = CGSize(width: 393, height: 20 * 20 + 16)
      notes.selectedRange = NSRange(location: notes.text.utf16.count, length: 0)
      let keyboard = try attach(.scroll(notes))

      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = notes.becomeFirstResponder()
      simulator.post(simulator.tapTextView("notes"), to: center, objects: ["notes": notes])
      #expect(notes.contentInset.bottom > 0)
      #expect(notes.contentInset.bottom == keyboard.avoider.state.value.targets.scrollInsets.content)
      func caretOnScreen() -> CGRect {
        onScreen(notes.caretRect(for: notes.selectedTextRange!.end), of: notes)
      }
      #expect(caretOnScreen().maxY <= keyboardTop)

      // The user types twenty more lines: UIKit grows the content, moves the caret and posts the change.
      notes.text += String(repeating: "\nmore", count: 20)
      notes.contentSize.height += 20 * 20
      notes.selectedRange = NSRange(location: notes.text.utf16.count, length: 0)
      center.post(name: UITextView.textDidChangeNotification, object: notes)
      #expect(caretOnScreen().maxY <= keyboardTop)
      #expect(caretOnScreen().minY >= 0)
    }

    @Test("a text view that grows in a form keeps its caret above the keyboard")
    func growingTextViewInForm() throws {
      let message = UITextView(frame: CGRect(x: 16, y: 400, width: 300, height: 36))
      controller.view.addSubview(message)
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = message.becomeFirstResponder()
      simulator.post(simulator.tapTextView("message"), to: center, objects: ["message": message])
      let before = keyboard.avoider.keyboardOffset.value

      // Ten lines typed: the text view grows with them (its height constraint follows the content).
      message.text = Array(repeating: "line", count: 11).joined(separator: "\n")
      message.frame.size.height = 11 * 20 + 16
      message.selectedRange = NSRange(location: message.text.utf16.count, length: 0)
      center.post(name: UITextView.textDidChangeNotification, object: message)

      let caret = onScreen(message.caretRect(for: message.selectedTextRange!.end), of: message)
      #expect(caret.maxY <= keyboardTop)
      #expect(keyboard.avoider.keyboardOffset.value < before)
    }

    /// A 600 pt text view at y 160 in a `.shift` form, of `lines` lines, editing with its caret at the end,
    /// the keyboard up.
    func tallTextView(lines: Int) throws -> (KeyboardAvoidance, UITextView, KeyboardSimulator) {
      let notes = UITextView(frame: CGRect(x: 16, y: 160, width: 361, height: 600))
      notes.text = Array(repeating: "line", count: lines).joined(separator: "\n")
      notes.contentSize = CGSize(width: 361, height: CGFloat(lines) * 20 + 16)
      notes.selectedRange = NSRange(location: notes.text.utf16.count, length: 0)
      controller.view.addSubview(notes)
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = notes.becomeFirstResponder()
      simulator.post(simulator.tapTextView("notes"), to: center, objects: ["notes": notes])
      return (keyboard, notes, simulator)
    }

    func caretOnScreen(_ textView: UITextView) -> CGRect {
      onScreen(textView.caretRect(for: textView.selectedTextRange!.end), of: textView)
    }

    @Test(
      "shift: a text view too tall to show with its caret keeps its top on screen, and is inset and scrolled for the caret, then put back"
    )
    func tallTextViewInShiftedForm() throws {
      let (_, notes, simulator) = try tallTextView(lines: 28)
      // Its caret (728 at rest) alone would shift the view 232, the text view's top to -72, above the screen.
      #expect(onScreen(notes.bounds, of: notes).minY == 0)
      #expect(caretOnScreen(notes).maxY == keyboardTop - 20)
      // Shifted 160, the text view shows down to 496: its last 104 pt are inset, its content scrolled 72.
      #expect(notes.contentInset.bottom == 104)
      #expect(notes.verticalScrollIndicatorInsets.bottom == 104)
      #expect(notes.contentOffset.y == 72)

      var dismissing = simulator
      dismissing.post(dismissing.dismiss(), to: center, objects: ["notes": notes])
      #expect(controller.view.transform == .identity)
      #expect(notes.contentInset.bottom == 0)
      #expect(notes.verticalScrollIndicatorInsets.bottom == 0)
      // No blank space stays below the text: 576 pt of it in 600 pt fit unscrolled.
      #expect(notes.contentOffset.y == 0)
    }

    @Test(
      "shift: typing on a visible line of a shifted text view, or the keyboard changing, leaves the line where it is")
    func typingInShiftedTextView() throws {
      var (_, notes, simulator) = try tallTextView(lines: 28)
      // The user taps line 7, on screen at 160 - 160 + 8 + 120 - 72 = 56, and types a letter in it.
      notes.selectedRange = NSRange(location: 6 * 5, length: 0)
      let tapped = caretOnScreen(notes)
      #expect(tapped.minY == 56)
      notes.text.insert("a", at: notes.text.index(notes.text.startIndex, offsetBy: 6 * 5))
      notes.selectedRange = NSRange(location: 6 * 5 + 1, length: 0)
      center.post(name: UITextView.textDidChangeNotification, object: notes)
      #expect(caretOnScreen(notes).minY == tapped.minY)
      #expect(notes.contentInset.bottom == 104)
      // The predictive bar hides: the keyboard's top sinks 45 pt; the line goes down with it, no further.
      simulator.post(simulator.togglePredictiveBar(), to: center, objects: ["notes": notes])
      #expect(caretOnScreen(notes).minY == tapped.minY + 45)
    }

    @Test("shift: a composer that grows upward as a line is typed keeps its caret spacing above the keyboard")
    func upwardGrowingComposer() throws {
      let view = controller.view!
      let composer = UITextView(frame: .zero)
      composer.isScrollEnabled = false
      composer.text = "hello"
      composer.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(composer)
      NSLayoutConstraint.activate([
        composer.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -34),
        composer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        composer.widthAnchor.constraint(equalToConstant: 361),
      ])
      view.layoutIfNeeded()
      #expect(composer.frame == CGRect(x: 16, y: 852 - 34 - 36, width: 361, height: 36))
      _ = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      composer.selectedRange = NSRange(location: composer.text.utf16.count, length: 0)
      _ = composer.becomeFirstResponder()
      simulator.post(simulator.tapTextView("composer"), to: center, objects: ["composer": composer])
      #expect(caretOnScreen(composer).maxY == keyboardTop - 20)

      // A new line: UIKit posts the change, then lays the composer out a line taller, its bottom pinned.
      composer.text += "\nworld"
      composer.selectedRange = NSRange(location: composer.text.utf16.count, length: 0)
      center.post(name: UITextView.textDidChangeNotification, object: composer)
      view.layoutIfNeeded()
      #expect(composer.bounds.height == 56)
      #expect(caretOnScreen(composer).maxY == keyboardTop - 20)
    }

    @Test(
      "rotating while editing with .shift, its container setting the frame, keeps the field above the keyboard and the view in place"
    )
    func rotationWhileEditingShift() throws {
      let view = controller.view!
      let note = field(at: 0, in: view, named: "note")
      note.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        note.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -120),
        note.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        note.widthAnchor.constraint(equalToConstant: 300), note.heightAnchor.constraint(equalToConstant: 44),
      ])
      view.layoutIfNeeded()
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = note.becomeFirstResponder()
      simulator.post(simulator.tapTextField("note"), to: center, objects: ["note": note])
      #expect(onScreen(note.bounds, of: note).maxY <= keyboardTop)

      // UIKit tells the view controller its size will change, then lays the screen out in landscape: the
      // container sets the root view's frame, Auto Layout places the field, the keyboard reports its
      // frame, and the transition ends.
      let rotation = StandInTransition(isInteractive: false)
      controller.viewWillTransition(to: CGSize(width: 852, height: 393), with: rotation)
      window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
      view.frame = window.bounds
      view.layoutIfNeeded()
      simulator.post(simulator.rotate(to: .landscape), to: center, objects: ["note": note])
      rotation.end(cancelled: false)

      #expect(keyboard.avoider.engine.container.frame == window.bounds)
      #expect(onScreen(note.bounds, of: note).maxY <= 393 - 209)
      #expect(onScreen(note.bounds, of: note).minY >= 0)

      // The keyboard hides: the view is back where the container put it.
      _ = note.resignFirstResponder()
      simulator.post(simulator.dismiss(), to: center, objects: ["note": note])
      #expect(view.transform == .identity)
      #expect(view.frame == window.bounds)
    }

    @Test("rotating while editing with .bottomConstraint ends with the field above the landscape keyboard")
    func rotationWhileEditingBottomConstraint() throws {
      // The distance from the scroll view's bottom up to the container's: 0 at rest.
      let (scrollView, bottom) = pinnedScrollView { [controller] in
        controller.view.bottomAnchor.constraint(equalTo: $0.bottomAnchor)
      }
      let note = field(at: 700, in: scrollView, named: "note")
      let keyboard = try attach(.bottomConstraint(bottom, scrollView: scrollView, anchor: .containerBottom))
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = note.becomeFirstResponder()
      simulator.post(simulator.tapTextField("note"), to: center, objects: ["note": note])
      #expect(bottom.constant == 336)
      #expect(onScreen(note.bounds, of: note).maxY <= keyboardTop)

      // UIKit lays the screen out in landscape, the constraint still raised; then the keyboard reports.
      window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
      controller.view.frame = window.bounds
      controller.view.layoutIfNeeded()
      scrollView.contentSize.width = 852
      simulator.post(simulator.rotate(to: .landscape), to: center, objects: ["note": note])

      #expect(bottom.constant == 209)
      guard case .bottomConstraint(let geometry, _) = keyboard.avoider.engine.configuration.strategy else {
        Issue.record("not the bottom-constraint strategy")
        return
      }
      #expect(geometry.frame.height == 393)
      #expect(onScreen(note.bounds, of: note).maxY <= 393 - 209)
      #expect(onScreen(note.bounds, of: note).minY >= 0)
    }

    @Test("two adapters on one screen, each for its own half, move only their own")
    func twoAdaptersOnOneScreen() throws {
      let halves = [UIViewController(nibName: nil, bundle: nil), UIViewController(nibName: nil, bundle: nil)]
      for (index, half) in halves.enumerated() {
        controller.addChild(half)
        half.view.frame = CGRect(x: CGFloat(index) * 196, y: 0, width: 196, height: 852)
        controller.view.addSubview(half.view)
        half.didMove(toParent: controller)
      }
      let left = field(at: 700, in: halves[0].view, named: "left")
      let right = field(at: 700, in: halves[1].view, named: "right")
      let keyboards = try halves.map { try KeyboardAvoidance(for: $0, notificationCenter: center) }
      for keyboard in keyboards { keyboard.animate = { _, changes in changes() } }
      controller.beginAppearanceTransition(true, animated: false)
      #expect(keyboards.map(\.listener.isListening) == [true, true])
      #expect(keyboards.map { $0.avoider.engine.navigator.fields.map(\.id) } == [["left"], ["right"]])

      var simulator = KeyboardSimulator(device: .iPhone15)
      let objects: [FieldID: AnyObject] = ["left": left, "right": right]
      _ = right.becomeFirstResponder()
      simulator.post(simulator.tapTextField("right"), to: center, objects: objects)
      #expect(halves[0].view.transform == .identity)
      #expect(onScreen(right.bounds, of: right).maxY <= keyboardTop)

      // Focus moves straight to the other half, the keyboard staying up: the right half rests.
      _ = left.becomeFirstResponder()
      simulator.post(simulator.tapTextField("left"), to: center, objects: objects)
      #expect(onScreen(left.bounds, of: left).maxY <= keyboardTop)
      #expect(halves[1].view.transform == .identity)

      _ = left.resignFirstResponder()
      simulator.post(simulator.dismiss(), to: center, objects: objects)
      #expect(halves.map(\.view.transform) == [.identity, .identity])
    }

    @Test("iPad form sheet: after Done UIKit keeps the keyboard up, and the content stays clear of it until it hides")
    func formSheet() throws {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))
      let sheet = UIViewController(nibName: nil, bundle: nil)
      sheet.modalPresentationStyle = .formSheet
      sheet.view.frame = CGRect(x: 140, y: 280, width: 540, height: 620)
      window.addSubview(sheet.view)
      let notes = field(at: 560, in: sheet.view, named: "notes")
      let keyboard = try KeyboardAvoidance(for: sheet, notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      sheet.beginAppearanceTransition(true, animated: false)

      var simulator = KeyboardSimulator(device: .iPad)
      _ = notes.becomeFirstResponder()
      simulator.post(simulator.tapTextField("notes"), to: center, objects: ["notes": notes])
      let iPadKeyboardTop: CGFloat = 1180 - 313
      #expect(notes.convert(notes.bounds, to: window).maxY <= iPadKeyboardTop)
      #expect(sheet.view.transform != .identity)

      // Done: the field resigns, but a form sheet disables automatic keyboard dismissal, so UIKit posts
      // no hide: the keyboard stays up with nothing editing, and the content is held above it.
      #expect(sheet.disablesAutomaticKeyboardDismissal)
      let raised = sheet.view.transform
      keyboard.navigate(.done)
      #expect(!notes.isFirstResponder)
      center.post(name: UITextField.textDidEndEditingNotification, object: notes)
      #expect(keyboard.avoider.focusedField.value == nil)
      #expect(keyboard.avoider.state.value.reason == .heldBetweenFields)
      #expect(sheet.view.transform == raised)

      // When the keyboard goes (the sheet is dismissed, or the app lets it go), the content follows.
      let hide = simulator.dismiss().filter { if case .keyboard = $0.input { true } else { false } }
      simulator.post(hide, to: center, objects: [:])
      #expect(sheet.view.transform == .identity)
    }

    @Test("a keyboard on another screen (Stage Manager, an external display) moves nothing here")
    func keyboardOnAnotherScreen() throws {
      let email = field(at: 700, in: controller.view, named: "email")
      let keyboard = try attach()
      let external = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
      let objects: [FieldID: AnyObject] = ["email": email]
      var simulator = KeyboardSimulator(device: .iPhone15)
      /// Posts the keyboard's notifications among `inputs` (those UIKit sends with no field) as sent
      /// from iOS 16.1, from `screen`.
      func postKeyboard(_ inputs: [TimedInput], from screen: UIScreen) {
        for notification in simulator.notifications(for: inputs, objects: objects) where notification.object == nil {
          center.post(Notification(name: notification.name, object: screen, userInfo: notification.userInfo))
        }
      }
      _ = email.becomeFirstResponder()
      let tap = simulator.tapTextField("email")
      simulator.post(tap.filter { if case .keyboard = $0.input { false } else { true } }, to: center, objects: objects)
      postKeyboard(tap, from: window.screen)
      let raised = controller.view.transform
      #expect(raised != .identity)

      // The external display's keyboard goes away: this screen's keyboard is still up.
      let hide = simulator.dismiss().filter { if case .keyboard = $0.input { true } else { false } }
      postKeyboard(hide, from: external)
      #expect(controller.view.transform == raised)
      #expect(keyboard.avoider.coveredHeight.value.value == 336)

      // This screen's keyboard goes away.
      postKeyboard(hide, from: window.screen)
      #expect(controller.view.transform == .identity)
    }
  }
#endif
