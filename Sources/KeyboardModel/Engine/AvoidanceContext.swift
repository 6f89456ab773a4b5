public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// What the engine was told, and all it remembers of it: everything a decision is made from, but
/// where content is now.
///
/// The engine keeps two values: this one, which each input changes as UIKit's facts say (a keyboard
/// shown, a field focused, a screen laid out anew), and the ``AvoidanceDecision`` it takes from it.
/// Memory lives here too, where it belongs: what the keyboard taught the next estimate, where content
/// was before an estimate moved it (in ``AvoidancePhase/estimating(_:from:)``), where the finger holds
/// a dragged keyboard. A change of context that changes no decision publishes nothing.
///
/// `AvoidanceContext` is a `Sendable` value.
public struct AvoidanceContext: Equatable, Sendable {
  /// The container at rest: its frame in screen coordinates, the screen and the safe area. It
  /// changes with rotation, split view or a resized form sheet, never with avoidance.
  public var container: ContainerGeometry
  /// The choices that shape avoidance, with the scroll view's geometry at rest as last read.
  public var configuration: AvoidanceConfiguration
  /// The fields, in navigation order, and how focus moves through them.
  package var navigator: InputNavigator
  /// Where the engine stands: observing or not, the focus, the last reported keyboard frame.
  public var phase: AvoidancePhase
  /// The keyboard a field that begins editing expects, learnt from what the keyboard did last: the
  /// next estimate.
  package var expectedKeyboard: ExpectedKeyboard
  /// The end frame of the last keyboard event, in screen coordinates, a hide's included: where the
  /// keyboard is, or went. `nil` before any event, once stopped, and after a hide whose end frame is
  /// null or missing.
  package var reportedKeyboardFrame: CGRect?
  /// While the user drags the keyboard down (interactive dismissal), its top edge in screen
  /// coordinates, below where it was reported and no further than the screen's bottom; `nil` when no
  /// drag is under way, and once the finger brings it back where it was reported. Only a shown keyboard
  /// is dragged: UIKit's hide or show, and any phase but a shown keyboard, end the drag.
  public var draggedKeyboardTop: CGFloat?

  /// A context at rest, observing or stopped.
  init(
    container: ContainerGeometry, configuration: AvoidanceConfiguration, fields: [InputField], isObserving: Bool
  ) {
    self.container = container
    self.configuration = configuration
    self.navigator = InputNavigator(fields: fields, isLooping: configuration.isNavigationLooping)
    self.phase = isObserving ? .resting : .stopped
    self.expectedKeyboard = .unknown
    self.reportedKeyboardFrame = nil
    self.draggedKeyboardTop = nil
  }

  /// Whether editing and keyboard inputs are taken.
  package var isObserving: Bool { phase.isObserving }

  /// Where a keyboard reported at `frame` is while the user drags it: moved down to the finger, or
  /// `frame` when no drag is under way.
  ///
  /// A keyboard clipped to a window that ends above the screen's bottom (Stage Manager) keeps its
  /// bottom at the window's, docked there, and loses its top to the finger: moved whole, it would end
  /// below the window and above the screen's bottom, and cover nothing.
  package func dragged(_ frame: CGRect) -> CGRect {
    guard let top = draggedKeyboardTop else { return frame }
    var dragged = frame
    dragged.origin.y = top
    if frame.maxY < container.screenBounds.maxY { dragged.size.height = max(0, frame.maxY - top) }
    return dragged
  }

  /// The keyboard frame assumed, in screen coordinates, while a field waits for the keyboard: docked
  /// at the bottom of the screen as tall as it last reported (else the configured estimate), or
  /// floating where it last was.
  package var estimatedKeyboardFrame: CGRect {
    let height: CGFloat
    switch expectedKeyboard {
    case .floating(let frame): return frame
    case .docked(let reported): height = reported
    case .unknown, .absent: height = configuration.estimatedKeyboardHeight
    }
    let screen = container.screenBounds
    return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
  }

  /// The keyboard a decision in this context uses: the reported one (where the finger holds it while
  /// dragged), an estimate while a field waits, the last one measured while the keyboard is awaited in
  /// a new layout; `nil` when there is none, and when the one reported is nowhere on screen (a frame
  /// change that takes it below the screen as it hides, before or after the hide itself).
  package var keyboardCoverage: KeyboardCoverage? {
    switch phase {
    case .shown(let frame, _), .focusedElsewhere(let frame):
      let coverage = KeyboardCoverage(frame: dragged(frame), source: .reported, in: container)
      return coverage.onScreenFrame == nil ? nil : coverage
    case .estimating:
      return KeyboardCoverage(frame: estimatedKeyboardFrame, source: .estimated, in: container)
    case .awaitingKeyboard(let last, _): return last.onScreenFrame == nil ? nil : last
    case .stopped, .resting, .hidden, .keyboardAbsent: return nil
    }
  }
}
