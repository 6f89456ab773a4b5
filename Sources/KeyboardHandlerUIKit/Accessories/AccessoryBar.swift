#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  /// The previous / next / done bar above the keyboard: it shows what the adapter gives it (the enabled
  /// buttons, the focused field's title, its layout direction) and reports taps as navigation actions.
  /// One bar serves every field of a screen.
  ///
  /// Previous and next show chevrons, with the app's accessibility labels (VoiceOver reads them);
  /// Done is UIKit's system item, which UIKit localizes. iOS 14: the buttons carry `UIAction`s rather
  /// than target-action selectors.
  ///
  /// Dynamic Type: a toolbar keeps its height at every text size, and UIKit's toolbars show the Large
  /// Content Viewer for their items on a long press ("Large Content Viewer", WWDC19,
  /// https://developer.apple.com/videos/play/wwdc2019/261/: shown by default in standard UIKit bars, toolbars
  /// included), which is what Apple asks of items that "must remain small due to unavoidable design
  /// constraints" (https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction). The
  /// title is a label of the adapter's own: it takes the footnote text style at the user's size
  /// (`preferredFont(forTextStyle:)`, `adjustsFontForContentSizeCategory`), shrinks to fit the bar, and
  /// shows in the Large Content Viewer through an interaction on the toolbar. VoiceOver skips it: it
  /// repeats the label of the field VoiceOver is on.
  @available(iOS 14.0, macCatalyst 14.0, *)
  @MainActor
  final class AccessoryBar {
    /// Made with a width and UIKit's standard bar height, not a zero frame: a zero-width toolbar cannot
    /// satisfy its items' constraints, and UIKit logs the conflict before it sizes the input accessory
    /// view to the keyboard's width.
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    private let previous: UIBarButtonItem
    private let next: UIBarButtonItem
    private let done: UIBarButtonItem
    private let title = UILabel()
    private let titleItem: UIBarButtonItem
    /// The look and the hooks; setting it lays the bar out again.
    var style = AccessoryBarStyle() {
      didSet { arrange() }
    }
    /// What the bar shows now.
    private(set) var content = AccessoryBarLayout.Content(state: .inactive, title: nil, isRightToLeft: false)

    init(options: KeyboardAvoidance.Options, navigate: @escaping @MainActor (NavigationAction) -> Void) {
      previous = UIBarButtonItem(
        primaryAction: UIAction(title: options.previousLabel, image: UIImage(systemName: "chevron.up")) { _ in
          navigate(.previous)
        })
      previous.accessibilityLabel = options.previousLabel
      next = UIBarButtonItem(
        primaryAction: UIAction(title: options.nextLabel, image: UIImage(systemName: "chevron.down")) { _ in
          navigate(.next)
        })
      next.accessibilityLabel = options.nextLabel
      done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in navigate(.done) })
      title.font = UIFont.preferredFont(forTextStyle: .footnote)
      title.adjustsFontForContentSizeCategory = true
      title.adjustsFontSizeToFitWidth = true
      title.minimumScaleFactor = 0.5
      title.isAccessibilityElement = false
      title.showsLargeContentViewer = true
      titleItem = UIBarButtonItem(customView: title)
      toolbar.addInteraction(UILargeContentViewerInteraction())
      arrange()
      show(content)
    }

    /// Lays the items out as the style says.
    private func arrange() {
      toolbar.tintColor = style.tintColor
      toolbar.items = style.layout.slots.map { slot in
        switch slot {
        case .previous: previous
        case .next: next
        case .appItem(let index): style.items[index]
        case .flexibleSpace: .flexibleSpace()
        case .title: titleItem
        case .done: done
        }
      }
      toolbar.sizeToFit()
    }

    /// Shows `content`: the buttons it enables, its title and its layout direction.
    func show(_ content: AccessoryBarLayout.Content) {
      self.content = content
      previous.isEnabled = content.state.canGoPrevious
      next.isEnabled = content.state.canGoNext
      done.isEnabled = content.state.canFinish
      title.text = content.title
      title.largeContentTitle = content.title
      toolbar.semanticContentAttribute = content.isRightToLeft ? .forceRightToLeft : .forceLeftToRight
    }
  }
#endif
