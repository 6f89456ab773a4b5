import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Everything the engine decided at one moment, with why.
///
/// Each input the engine accepts and that changes something yields one new state: the targets that
/// move content, the keyboard the decision used, the focus, and why the targets are what they are,
/// with what the decision was made from (the configuration, the fields in navigation order, where the
/// keyboard was last reported). The engine publishes it as an ``AvoidanceUpdate``, which adds how to
/// animate to it and what changed it; the state itself holds neither, so two routes to the same
/// decision give equal states. Whatever reads the avoider reads that update and never the engine.
/// The values below that are derived from the stored ones (`coveredFrame`, `coveredHeight`,
/// `focusedField`) are computed, not stored. After a user's
/// scroll the update's cause is ``AvoidanceCause/userScroll`` and `reason` still describes the last
/// decision.
///
/// ```swift
/// avoider.state.bind { state in
///   print(state.targets.offset, state.reason, state.cause)
/// }
/// ```
public struct AvoidanceState: Equatable, Sendable {
  /// The container at rest: its frame in screen coordinates, the screen and the safe area. It
  /// changes with rotation, split view or a resized form sheet, never with avoidance.
  public var container: ContainerGeometry
  /// Where the engine stands: observing or not, the focus, the last reported keyboard frame.
  public var phase: AvoidancePhase
  /// The keyboard the decision used: reported, or estimated while a field waits for its frame;
  /// `nil` when there is none.
  public var keyboard: KeyboardCoverage?
  /// The end frame of the last keyboard event, in screen coordinates, a hide's included: where the
  /// keyboard is, or went. `nil` before any event, once stopped, and after a hide whose end frame is
  /// null or missing.
  ///
  /// It differs from `keyboard` once a keyboard covers nothing the decision needs: after a hide (an
  /// undocked keyboard's hide leaves it on screen, floating), or while focus is elsewhere.
  package var reportedKeyboardFrame: CGRect?
  /// While the user drags the keyboard down (interactive dismissal), its top edge in screen
  /// coordinates; `nil` otherwise, and once the drag is back where the keyboard was reported.
  ///
  /// `keyboard` is then the reported keyboard moved down to this top, and content follows it at once
  /// (``AvoidanceCause/keyboardDrag``), all but a scroll view's offset, which the finger moves: it
  /// holds through the drag. UIKit's hide (dismissed) or show (cancelled) ends the drag, decided from
  /// where the finger left the offset.
  public var draggedKeyboardTop: CGFloat?
  /// The previous / next / done bar's state.
  public var accessory: AccessoryState
  /// The values that move content.
  public var targets: AvoidanceTargets
  /// Why the targets are what they are.
  public var reason: AvoidanceReason
  // The two below come last, so that `==` meets a change in what moves content before it compares them.
  /// The choices the decision followed, with the scroll view's geometry at rest as last updated
  /// (``AvoidanceEngine/updateScrollView(_:)``).
  public var configuration: AvoidanceConfiguration
  /// The fields, in navigation order, and how focus moves through them: their return keys and the
  /// field each navigation action goes to.
  package var navigator: InputNavigator

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - container: The container at rest.
  ///   - phase: Where the engine stands.
  ///   - keyboard: The keyboard the decision used.
  ///   - reportedKeyboardFrame: The end frame of the last keyboard event.
  ///   - accessory: The accessory bar's state.
  ///   - targets: The values that move content.
  ///   - reason: Why the targets are what they are.
  ///   - configuration: The choices the decision followed.
  ///   - navigator: The fields, in navigation order.
  package init(
    container: ContainerGeometry, phase: AvoidancePhase, keyboard: KeyboardCoverage?, reportedKeyboardFrame: CGRect?,
    accessory: AccessoryState, targets: AvoidanceTargets, reason: AvoidanceReason,
    configuration: AvoidanceConfiguration, navigator: InputNavigator
  ) {
    self.container = container
    self.phase = phase
    self.keyboard = keyboard
    self.reportedKeyboardFrame = reportedKeyboardFrame
    self.accessory = accessory
    self.targets = targets
    self.reason = reason
    self.configuration = configuration
    self.navigator = navigator
  }

  /// The focused field.
  public var focusedField: FieldID? { phase.focusedField }

  /// Where a keyboard reported at `frame` is while the user drags it: moved down to
  /// `draggedKeyboardTop`, or `frame` when no drag is under way.
  ///
  /// A keyboard clipped to a window that ends above the screen's bottom (Stage Manager) keeps its
  /// bottom at the window's, docked there, and loses its top to the finger: moved whole, it would end
  /// below the window and above the screen's bottom, and cover nothing.
  package func dragged(_ frame: CGRect) -> CGRect {
    guard let draggedKeyboardTop else { return frame }
    var dragged = frame
    dragged.origin.y = draggedKeyboardTop
    if frame.maxY < container.screenBounds.maxY { dragged.size.height = max(0, frame.maxY - draggedKeyboardTop) }
    return dragged
  }

  /// Whether the state waits for the keyboard to confirm it: an estimate that covers part of the
  /// container, or a keyboard frame from the old layout (``AvoidancePhase/awaitingKeyboard(lastCoverage:focus:)``).
  ///
  /// `KeyboardAvoider` waits ``AvoidanceConfiguration/keyboardWaitTimeout`` for a keyboard
  /// notification, then hands the engine ``AvoidanceInput/keyboardWaitDidExpire``.
  public var isWaitingForKeyboard: Bool {
    switch phase {
    case .estimating: keyboard?.overlap != nil
    case .awaitingKeyboard: true
    case .stopped, .resting, .shown, .hidden, .keyboardAbsent, .focusedElsewhere: false
    }
  }

  /// The part of the container the reported keyboard covers, in container coordinates; `nil` for
  /// none, and while the keyboard is only estimated.
  public var coveredFrame: CGRect? {
    keyboard?.source == .reported ? keyboard?.overlap?.frame : nil
  }

  /// The height of the container that the reported keyboard covers; 0 for none (RxKeyboard's
  /// `visibleHeight`: the keyboard's visible height).
  public var coveredHeight: CGFloat { coveredFrame?.height ?? 0 }

  /// The height of the scroll view (scroll and bottom-constraint strategies) that the keyboard the
  /// decision used covers, reported or estimated; 0 for none, and for the shift and manual strategies.
  ///
  /// The scroll strategy's bottom insets follow from it: this height less the scroll view's own bottom
  /// safe area, never below the insets at rest. So it cannot be read back from the insets.
  package var scrollViewCoveredHeight: CGFloat {
    guard let scrollView = configuration.strategy.scrollView else { return 0 }
    return AvoidanceSolver.coveredHeight(of: scrollView, by: keyboard?.overlap)
  }
}
