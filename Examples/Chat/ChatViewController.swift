#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import KeyboardHandlerUIKit
  import UIKit

  /// A chat screen as chat apps build one, its keyboard avoidance in one line: a message list that fills
  /// the screen behind a composer bar, the composer's bottom constraint pinned to the safe area, a text
  /// view in it that grows as lines are typed, and a list the user drags the keyboard down over.
  ///
  /// The composer rides the keyboard, through a drag too, and the list keeps what the user reads above it:
  /// the newest message, or an older one the user scrolled back to, across a rotation as well. Tapping the
  /// composer with a hardware keyboard whose shortcut bar is hidden moves nothing. The other ways chat apps
  /// build the screen take one change each: an inverted list (flip `tableView` upside down and give its top
  /// insets, not its bottom ones; the adapter finds it flipped), a collection view for the list, a composer
  /// pinned to `view.keyboardLayoutGuide` or carried as an input accessory view
  /// (`.messageList(tableView, composer:)`), and a list that lifts only at its end
  /// (`AvoidanceConfiguration.messageListLift`).
  ///
  /// iOS 14 for `UIAction`; the avoidance itself runs from iOS 13.
  @available(iOS 14.0, macCatalyst 14.0, *)
  final class ChatViewController: UIViewController, UITableViewDataSource {
    private var messages = (1...40).map { "Message \($0)" }
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let composer = UIView()
    private let messageView = UITextView()
    private let sendButton = UIButton()
    private var keyboard: KeyboardAvoidance?
    /// The composer's height the list's rest inset clears, set again only when it changes.
    private var clearedComposerHeight: CGFloat = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.dataSource = self
      // The user drags the keyboard down over the list; the composer follows the finger.
      tableView.keyboardDismissMode = .interactive
      messageView.accessibilityIdentifier = "message"
      // A composer that grows with its text: a text view that does not scroll takes its text's height.
      messageView.isScrollEnabled = false
      sendButton.setTitle("Send", for: .normal)
      sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)

      for subview in [tableView, composer, messageView, sendButton] {
        subview.translatesAutoresizingMaskIntoConstraints = false
      }
      view.addSubview(tableView)
      view.addSubview(composer)
      composer.addSubview(messageView)
      composer.addSubview(sendButton)
      // The constraint the adapter raises: the composer's bottom on the safe area's, at rest.
      let composerBottom = composer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
      NSLayoutConstraint.activate([
        // The list fills the screen behind the composer, as in Messages.
        tableView.topAnchor.constraint(equalTo: view.topAnchor),
        tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        composerBottom,
        composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        messageView.topAnchor.constraint(equalTo: composer.topAnchor, constant: 8),
        messageView.bottomAnchor.constraint(equalTo: composer.bottomAnchor, constant: -8),
        messageView.leadingAnchor.constraint(equalTo: composer.leadingAnchor, constant: 8),
        sendButton.leadingAnchor.constraint(equalTo: messageView.trailingAnchor, constant: 8),
        sendButton.trailingAnchor.constraint(equalTo: composer.trailingAnchor, constant: -8),
        sendButton.bottomAnchor.constraint(equalTo: messageView.bottomAnchor),
        sendButton.widthAnchor.constraint(equalToConstant: 56),
      ])

      // The one line: the composer rides the keyboard, the list follows it, a drag moves both with the
      // finger. Its options default to a chat's: no previous / next / done bar, the return key left to the
      // app, and a tap on the list keeps editing.
      do {
        keyboard = try KeyboardAvoidance(
          for: self, strategy: .chat(composer: composerBottom, messageList: tableView))
      } catch {
        assertionFailure("keyboard avoidance: \(error)")
      }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      // At rest the list clears the composer: its bottom insets, which the adapter raises for the keyboard.
      // Set again only as the composer's height changes: a layout pass while typing would otherwise put the
      // rest inset over the raised one until the adapter's next reading.
      let height = composer.bounds.height
      guard height != clearedComposerHeight else { return }
      clearedComposerHeight = height
      tableView.contentInset.bottom = height
      tableView.verticalScrollIndicatorInsets.bottom = height
    }

    /// Sends the message typed: the list shows it, above the composer, on the keyboard if it is up.
    private func send() {
      guard let text = messageView.text, !text.isEmpty else { return }
      messages.append(text)
      messageView.text = ""
      tableView.reloadData()
      tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: true)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier) as? MessageCell
        ?? MessageCell(style: .default, reuseIdentifier: MessageCell.identifier)
      cell.label.text = messages[indexPath.row]
      return cell
    }
  }

  /// A row of the conversation: one message.
  @available(iOS 14.0, macCatalyst 14.0, *)
  private final class MessageCell: UITableViewCell {
    static let identifier = "message"
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
