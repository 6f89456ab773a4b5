#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// How content moves clear of the keyboard.
    public enum Strategy {
      /// Shift the whole view up.
      case shift
      /// Inset the scroll view and scroll the field into view.
      case scroll(UIScrollView)
      /// Raise the constraint that pins the scroll view's bottom (or the bottom of a view it follows, a
      /// chat's composer), and scroll the field into view.
      ///
      /// The constraint pins a view in the container to the container's bottom or a layout guide of it,
      /// written either way round: its constant becomes the distance from the `anchor` up to the
      /// keyboard's top, positive for `view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)`
      /// and negative for `scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)`, never lower
      /// than the constant you set, which it gives back at rest. The adapter's initializer throws
      /// ``AvoidanceError/invalidConfiguration(_:)`` for a constraint it cannot read that way, one
      /// pinned to the container's bottom (or its safe-area guide's) when `anchor` says the other, or one
      /// tied to a keyboard layout guide, which UIKit moves with the keyboard already.
      case bottomConstraint(NSLayoutConstraint, scrollView: UIScrollView, anchor: ConstraintAnchor = .safeAreaBottom)
      /// Move nothing: publish only.
      case manual
      /// A chat screen: raise the composer bar's bottom constraint to the keyboard's top, and keep the
      /// message list's last messages in view above it.
      ///
      /// ```swift
      /// keyboard = try? KeyboardAvoidance(
      ///   for: self, strategy: .chat(composer: composerBottom, messageList: tableView))
      /// ```
      ///
      /// `composer` pins the composer's bottom to the container's bottom or its safe-area guide (as
      /// `anchor` says), written either way round, as for ``bottomConstraint(_:scrollView:anchor:)``; the
      /// initializer throws ``AvoidanceError/invalidConfiguration(_:)`` for one it cannot read. The
      /// composer's fields (its growing text view) are read where they are on screen, whatever the list
      /// scrolls. A list that reaches down behind the composer gets its bottom `contentInset` and
      /// `verticalScrollIndicatorInsets` raised with it, above the rest insets you set to clear the
      /// composer (set them again as the composer grows: they are read after each layout); a list pinned
      /// to the composer's top follows it by its constraints. Either way its `contentOffset` moves with
      /// the composer, so what the user reads stays where it is.
      ///
      /// With the list's `keyboardDismissMode` set to `.interactive`, the composer follows the finger
      /// that drags the keyboard down, frame by frame. Under this strategy the adapter's options default
      /// to ``Options/chat``: no previous / next / done bar, the return key left to the app (Send), and a
      /// tap on the message list does not end editing.
      case chat(composer: NSLayoutConstraint, messageList: UIScrollView, anchor: ConstraintAnchor = .safeAreaBottom)
      /// A chat screen whose composer UIKit moves: keep the message list's last messages in view above it,
      /// and never move the composer.
      ///
      /// ```swift
      /// // The composer pinned to the keyboard's layout guide (iOS 15):
      /// composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
      /// keyboard = try? KeyboardAvoidance(for: self, strategy: .messageList(collectionView, composer: .keyboardLayoutGuide))
      /// ```
      ///
      /// With ``ComposerMount/keyboardLayoutGuide``, UIKit raises the composer with the keyboard; with
      /// ``ComposerMount/inputAccessoryView``, the keyboard carries it (a responder's `inputAccessoryView`),
      /// through a drag too, and the keyboard's frame includes it. The message list behind the composer gets
      /// its bottom `contentInset` and `verticalScrollIndicatorInsets` raised, above the rest insets you set
      /// to clear the composer (for an input accessory view, to clear it docked at the bottom with the keyboard
      /// down), and its `contentOffset` moves with the composer, as under
      /// ``chat(composer:messageList:anchor:)``; a list pinned to a layout guide composer's top is resized
      /// by UIKit, and only its offset moves. The list follows whatever keyboard is up, a field focused or not
      /// (a view controller whose input accessory view shows with nothing editing), and only a keyboard that
      /// has reported: UIKit moves such a composer with no estimate. The options default to ``Options/chat``.
      case messageList(UIScrollView, composer: ComposerMount)

      // The adapter's views of each strategy are named here; what each moves, the engine's
      // `AvoidanceStrategy` says, and the adapter writes those properties into these views.

      /// The scroll view the strategy insets or scrolls, in which fields' frames are read; `nil` when it
      /// moves the container or nothing.
      var scrollView: UIScrollView? {
        switch self {
        case .shift, .manual: nil
        case .scroll(let scrollView), .bottomConstraint(_, let scrollView, _), .chat(_, let scrollView, _),
          .messageList(let scrollView, _):
          scrollView
        }
      }

      /// The bottom constraint the strategy raises; `nil` when it raises none.
      var constraint: NSLayoutConstraint? {
        switch self {
        case .shift, .scroll, .manual, .messageList: nil
        case .bottomConstraint(let constraint, _, _), .chat(let constraint, _, _): constraint
        }
      }

      /// What the raised bottom constraint is anchored to, or a composer UIKit moves rests on (the safe
      /// area's bottom); `nil` when the strategy has neither.
      var anchor: ConstraintAnchor? {
        switch self {
        case .shift, .scroll, .manual: nil
        case .bottomConstraint(_, _, let anchor), .chat(_, _, let anchor): anchor
        case .messageList: .safeAreaBottom
        }
      }

      /// The message list of a chat, whose taps keep the composer editing unless
      /// ``Options/endsEditingOnMessageListTap`` says otherwise; `nil` for the other strategies.
      var messageList: UIScrollView? {
        switch self {
        case .shift, .scroll, .bottomConstraint, .manual: nil
        case .chat(_, let messageList, _), .messageList(let messageList, _): messageList
        }
      }

      /// The view in whose coordinates fields are read: the scroll view's content, where they scroll
      /// with it; the container for a chat, whose composer is outside the list, and for the strategies
      /// without a scroll view.
      func fieldSpace(in view: UIView) -> UIView {
        messageList == nil ? scrollView ?? view : view
      }
    }

    /// The engine's strategy for `strategy`, its scroll view read from the views as they are now.
    static func engineStrategy(_ strategy: Strategy, in view: UIView) -> AvoidanceStrategy {
      switch strategy {
      case .shift: .shift
      case .manual: .manual
      case .scroll(let scrollView): .scroll(scrollGeometry(scrollView, in: view))
      case .bottomConstraint(_, let scrollView, let anchor):
        .bottomConstraint(scrollGeometry(scrollView, in: view), anchor: anchor)
      case .chat(_, let messageList, let anchor):
        .chat(messageList: listGeometry(messageList, in: view), anchor: anchor)
      case .messageList(let messageList, let composer):
        .messageList(listGeometry(messageList, in: view), composer: composer)
      }
    }
  }
#endif
