public import Foundation
public import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// Produces the editing and keyboard events UIKit sends for a user's actions.
///
/// Each action returns the inputs it causes, stamped with times, and advances the clock
/// past its animation; `history` keeps everything produced so far. The sequences follow
/// UIKit's habits:
///
/// - a text field begins editing before the keyboard's will-show; a text view gets the
///   keyboard's notifications first;
/// - a show is `willChangeFrame`, `willShow`, `didChangeFrame`, `didShow` (a hide alike), the
///   `did` phases one animation later;
/// - switching fields with the keyboard up sends no keyboard event at all;
/// - a hardware keyboard keeps its full-height frame, pushed down until only the shortcut bar
///   shows; with the shortcut bar hidden too, nothing of the keyboard shows and a focus sends no
///   keyboard notification at all; undocking (iPad) sends a hide whose end frame floats mid-screen.
///
/// Durations are 0.25 s on curve 7, and heights come from the ``DevicePreset``: both approximate.
///
/// The simulator plays the user, not the engine: it knows no fields, and sends what UIKit would for the
/// action whatever the engine makes of it. A tap on an id the engine does not know (a typo) still
/// shows the keyboard while the engine refuses the begin editing (`AvoidanceError.unknownField(_:)`),
/// and the two then disagree about the focus: stop at the first error, as `try` in a loop does.
///
/// ```swift
/// var simulator = KeyboardSimulator(device: .iPhone15)
/// let inputs = simulator.tapTextField("email") + simulator.dismiss()
/// for timed in inputs { try engine.handle(timed.input) }
/// ```
public struct KeyboardSimulator: Equatable, Sendable {
  /// The simulated device.
  package let device: DevicePreset
  /// How the device is held now.
  package private(set) var orientation: DeviceOrientation
  /// Whether the predictive bar shows.
  package private(set) var isPredictiveBarVisible: Bool
  /// Whether a hardware keyboard is attached.
  package private(set) var isHardwareKeyboardAttached = false
  /// Whether a hardware keyboard's shortcut bar shows (the user can hide it); only the bar shows of a
  /// keyboard while a hardware keyboard is attached.
  package private(set) var isShortcutBarVisible = true
  /// Whether the keyboard is undocked (iPad).
  package private(set) var isKeyboardUndocked = false
  /// The focused field.
  package private(set) var focusedField: FieldID?
  /// Whether the keyboard is on screen (or at least its shortcut bar, or floating).
  package private(set) var isKeyboardVisible = false
  /// The simulated time, in seconds.
  package private(set) var now: TimeInterval
  /// Every input produced so far, in order: what a test hands an engine built later, or checks.
  public private(set) var history: [TimedInput] = []
  /// The fields tapped as text views, whose editing notifications are `UITextView`'s.
  var textViews: Set<FieldID> = []

  /// How long after a text field begins editing the keyboard's first notification arrives.
  ///
  /// UIKit usually sends both in the same turn of the run loop (0, the default), so an estimate
  /// made at begin editing is corrected at once. A keyboard shown for the first time in a process,
  /// or on a slow device, can lag; a latency shows the estimate animating until the real frame
  /// arrives and takes over from the value presented at that moment.
  public var keyboardLatency: TimeInterval = 0

  /// How long after the keyboard's animation ends its did-notifications arrive: 0 by default, as UIKit
  /// posts them "immediately after" the change
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification).
  ///
  /// The user may act before then: a drag that begins during the show's animation (a swipe right after
  /// the tap), or a busy main queue, has the show's did-notifications arrive during the next action. The
  /// clock still moves on to the end of the animation only, so the next action's inputs are stamped
  /// earlier than them: play them in time order, as a scenario's timeline does.
  package var didNotificationLatency: TimeInterval = 0

  /// The animation every simulated keyboard event carries.
  package static let animation = KeyboardAnimation.keyboard

  /// Creates a simulator with the keyboard hidden and nothing focused.
  ///
  /// - Parameters:
  ///   - device: The simulated device.
  ///   - orientation: How the device is held.
  ///   - isPredictiveBarVisible: Whether the predictive bar shows.
  ///   - startTime: The clock's first reading.
  public init(
    device: DevicePreset, orientation: DeviceOrientation = .portrait, isPredictiveBarVisible: Bool = true,
    startTime: TimeInterval = 0
  ) {
    self.device = device
    self.orientation = orientation
    self.isPredictiveBarVisible = isPredictiveBarVisible
    self.now = startTime
  }

  /// The full-screen container in the current orientation.
  public var container: ContainerGeometry { device.container(orientation) }

  /// The keyboard's frame in screen coordinates, as it would be if shown now.
  ///
  /// In a window that ends above the screen's bottom edge (``DevicePreset/windowInsets``), a docked
  /// keyboard's frame is clipped to the window, as iPadOS 16 and later report it there.
  package var keyboardFrame: CGRect {
    let screen = device.screenBounds(orientation)
    let height = device.keyboard(orientation).height(isPredictiveBarVisible: isPredictiveBarVisible)
    if isKeyboardUndocked {
      // Floating mid-screen: it does not reach the bottom edge.
      return CGRect(x: 0, y: (screen.height - height) / 2, width: screen.width, height: height)
    }
    let docked: CGRect
    if isHardwareKeyboardAttached {
      let onScreen = isShortcutBarVisible ? device.shortcutBarHeight : 0
      docked = CGRect(x: 0, y: screen.maxY - onScreen, width: screen.width, height: height)
    } else {
      docked = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    }
    let window = device.windowFrame(orientation)
    guard window.maxY < screen.maxY else { return docked }
    let clipped = docked.intersection(window)
    return clipped.isNull || clipped.isEmpty ? docked : clipped
  }

  /// Whether any of the keyboard would show for a focus: not with a hardware keyboard whose shortcut
  /// bar is hidden.
  private var showsKeyboard: Bool { !isHardwareKeyboardAttached || isShortcutBarVisible }

  private var hiddenFrame: CGRect {
    let screen = device.screenBounds(orientation)
    return CGRect(x: 0, y: screen.maxY, width: screen.width, height: keyboardFrame.height)
  }

  /// Lets time pass with nothing happening.
  ///
  /// - Parameter seconds: How long to wait.
  public mutating func wait(_ seconds: TimeInterval) {
    now += max(0, seconds)
  }

  /// The user does `action`: the inputs UIKit sends for it, as the action's own method gives them.
  ///
  /// - Parameter action: What the user does.
  /// - Returns: The inputs, in order.
  package mutating func perform(_ action: UserAction) -> [TimedInput] {
    switch action {
    case .tapTextField(let id): tapTextField(id)
    case .tapTextView(let id): tapTextView(id)
    case .togglePredictiveBar: togglePredictiveBar()
    case .attachHardwareKeyboard: attachHardwareKeyboard()
    case .detachHardwareKeyboard: detachHardwareKeyboard()
    case .toggleShortcutBar: toggleShortcutBar()
    case .undockKeyboard: undockKeyboard()
    case .dockKeyboard: dockKeyboard()
    case .rotate(let orientation): rotate(to: orientation)
    case .dismiss: dismiss()
    case .dragKeyboard(let top, let release): dragKeyboard(to: top, release: release)
    }
  }

  /// The user taps a text field: it begins editing, then the keyboard shows. With another
  /// field focused, that one ends editing first and no keyboard event follows.
  ///
  /// - Parameter id: The tapped field.
  /// - Returns: The inputs, in order.
  public mutating func tapTextField(_ id: FieldID) -> [TimedInput] {
    if let switched = switchFocus(to: id) { return switched }
    focusedField = id
    var inputs = [TimedInput(time: now, input: .didBeginEditing(id))]
    guard showsKeyboard else { return record(inputs) }
    wait(keyboardLatency)
    inputs += keyboardSequence(from: hiddenFrame, to: keyboardFrame, isHide: false)
    isKeyboardVisible = true
    return record(inputs)
  }

  /// The user taps a text view: the keyboard's will-notifications come first, then it begins
  /// editing. With another field focused, that one ends editing first and no keyboard event follows.
  ///
  /// - Parameter id: The tapped text view.
  /// - Returns: The inputs, in order.
  public mutating func tapTextView(_ id: FieldID) -> [TimedInput] {
    textViews.insert(id)
    if let switched = switchFocus(to: id) { return switched }
    focusedField = id
    guard showsKeyboard else { return record([TimedInput(time: now, input: .didBeginEditing(id))]) }
    let start = now
    var inputs = keyboardSequence(from: hiddenFrame, to: keyboardFrame, isHide: false)
    inputs.insert(TimedInput(time: start, input: .didBeginEditing(id)), at: 2)
    isKeyboardVisible = true
    return record(inputs)
  }

  /// The user shows or hides the predictive bar; a visible keyboard changes height.
  ///
  /// - Returns: The inputs, in order.
  public mutating func togglePredictiveBar() -> [TimedInput] {
    changeFrame { $0.isPredictiveBarVisible.toggle() }
  }

  /// The user attaches a hardware keyboard: only the shortcut bar stays on screen, or nothing when
  /// the bar is hidden (a hide, then).
  ///
  /// - Returns: The inputs, in order.
  public mutating func attachHardwareKeyboard() -> [TimedInput] {
    changeFrame { $0.isHardwareKeyboardAttached = true }
  }

  /// The user detaches the hardware keyboard: the software keyboard returns.
  ///
  /// - Returns: The inputs, in order.
  public mutating func detachHardwareKeyboard() -> [TimedInput] {
    changeFrame { $0.isHardwareKeyboardAttached = false }
  }

  /// The user hides or shows a hardware keyboard's shortcut bar. With a hardware keyboard attached and
  /// a field focused, the bar hides (a hide: nothing of the keyboard stays on screen) or shows again.
  ///
  /// - Returns: The inputs, in order.
  public mutating func toggleShortcutBar() -> [TimedInput] {
    changeFrame { $0.isShortcutBarVisible.toggle() }
  }

  /// The user undocks the keyboard (iPad): UIKit sends a hide whose end frame floats
  /// mid-screen. Does nothing on a device that cannot undock.
  ///
  /// - Returns: The inputs, in order.
  public mutating func undockKeyboard() -> [TimedInput] {
    guard device.canUndockKeyboard, !isKeyboardUndocked else { return [] }
    isKeyboardUndocked = true
    guard isKeyboardVisible else { return [] }
    return record(keyboardSequence(from: hiddenFrame, to: keyboardFrame, isHide: true))
  }

  /// The user docks the keyboard again (iPad): it shows at the bottom.
  ///
  /// - Returns: The inputs, in order.
  public mutating func dockKeyboard() -> [TimedInput] {
    guard isKeyboardUndocked else { return [] }
    let floating = keyboardFrame
    isKeyboardUndocked = false
    guard isKeyboardVisible else { return [] }
    return record(keyboardSequence(from: floating, to: keyboardFrame, isHide: false))
  }

  /// The user rotates the device: the container changes, then a visible keyboard reports its
  /// new frame in the new screen coordinates.
  ///
  /// - Parameter orientation: The new orientation.
  /// - Returns: The inputs, in order.
  public mutating func rotate(to orientation: DeviceOrientation) -> [TimedInput] {
    guard orientation != self.orientation else { return [] }
    let previous = keyboardFrame
    self.orientation = orientation
    var inputs = [TimedInput(time: now, input: .containerDidChange(container))]
    if isKeyboardVisible { inputs += keyboardSequence(from: previous, to: keyboardFrame, isHide: false) }
    return record(inputs)
  }

  /// The user dismisses the keyboard (Done, return on the last field, a tap outside): the
  /// focused field ends editing, then the keyboard hides.
  ///
  /// - Returns: The inputs, in order.
  public mutating func dismiss() -> [TimedInput] {
    guard let focused = focusedField else { return [] }
    focusedField = nil
    var inputs = [TimedInput(time: now, input: .didEndEditing(focused))]
    if isKeyboardVisible { inputs += keyboardSequence(from: keyboardFrame, to: hiddenFrame, isHide: true) }
    isKeyboardVisible = false
    return record(inputs)
  }

  /// The user drags the keyboard down to `top` and lets go: interactive dismissal, on a scroll view
  /// whose `keyboardDismissMode` is `.interactive`.
  ///
  /// UIKit posts nothing while the finger drags, so the drag is the keyboard's tops a finger gives,
  /// `.keyboardDragged(top:)` inputs at 60 frames a second, moving down from the shown keyboard's top at
  /// a steady 800 pt a second (both approximate), the last one at `top`. Then, a frame later, what UIKit
  /// sends when the finger lets go: for `.dismiss`, the focused field ends editing and the keyboard hides from where
  /// the drag left it (the hide's begin frame); for `.cancel`, a show from there back to where the
  /// keyboard was.
  ///
  /// The finger that drags the keyboard pans the scroll view under it too: its content follows the finger
  /// down, as far as the keyboard moves, and no further than the content's top (UIKit's pan gesture
  /// scrolls the view, https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer).
  /// Given the avoider's `state` as the finger lands, each frame is preceded by the scroll the finger
  /// makes, a `.layoutDidChange` reading of the strategy's scroll view's offset, so a chat's newest message
  /// rides down on the composer rather than leaving a gap above it. Without a state, or under a strategy
  /// with no scroll view, the finger scrolls nothing the model sees. Through a `KeyboardListener`, the
  /// scroll is its screen reader's to read, as the UIKit adapter reads it: `post(_:to:objects:)` posts no
  /// notification for it.
  ///
  /// `top` is clamped between the shown keyboard's top and the screen's bottom. Nothing happens (no
  /// input) when no software keyboard is docked on screen (none shown, a hardware keyboard's shortcut
  /// bar, an undocked keyboard), when `top` does not move the keyboard down, or when it is not finite:
  /// the finger then scrolls the content, which is not the keyboard's business.
  ///
  /// ```swift
  /// var simulator = KeyboardSimulator(device: .iPhone15)
  /// for timed in simulator.tapTextView("message") { try avoider.handle(timed.input) }
  /// for timed in simulator.dragKeyboard(to: 700, release: .cancel, scrolling: avoider.state.value) {
  ///   try avoider.handle(timed.input)
  /// }
  /// // 14 frames, each a scroll of the list and .keyboardDragged(top: 529.1…) … (top: 700), then a show
  /// // back up to 516
  /// ```
  ///
  /// - Parameters:
  ///   - top: Where the finger takes the keyboard's top edge, in screen coordinates.
  ///   - release: Whether the keyboard hides or goes back up when the finger lets go.
  ///   - state: The avoider's state as the finger lands, whose strategy's scroll view the finger scrolls
  ///     from the offset it is at; `nil` to scroll nothing.
  /// - Returns: The inputs, in order.
  public mutating func dragKeyboard(
    to top: CGFloat, release: DragRelease, scrolling state: AvoidanceState? = nil
  ) -> [TimedInput] {
    let shown = keyboardFrame
    let bottom = device.screenBounds(orientation).maxY
    guard isKeyboardVisible, !isKeyboardUndocked, !isHardwareKeyboardAttached, top.isFinite else { return [] }
    let target = min(max(top, shown.minY), bottom)
    guard target > shown.minY else { return [] }
    let distance = target - shown.minY
    let frames = max(1, Int((distance / Self.dragSpeed * Self.dragFramesPerSecond).rounded(.up)))
    var inputs: [TimedInput] = []
    var finger = state.flatMap(FingerScroll.init)
    for frame in 1...frames {
      now += 1 / Self.dragFramesPerSecond
      let dragged = frame == frames ? target : shown.minY + distance * CGFloat(frame) / CGFloat(frames)
      if let scroll = finger?.scroll(draggingTo: dragged) { inputs.append(TimedInput(time: now, input: scroll)) }
      inputs.append(TimedInput(time: now, input: .keyboardDragged(top: dragged)))
    }
    // The finger lets go a frame after its last move.
    now += 1 / Self.dragFramesPerSecond
    var released = shown
    released.origin.y = target
    switch release {
    case .dismiss:
      if let focused = focusedField { inputs.append(TimedInput(time: now, input: .didEndEditing(focused))) }
      focusedField = nil
      isKeyboardVisible = false
      inputs += keyboardSequence(from: released, to: hiddenFrame, isHide: true)
    case .cancel:
      inputs += keyboardSequence(from: released, to: shown, isHide: false)
    }
    return record(inputs)
  }

  /// How often a drag of the keyboard reports its position, in frames a second.
  package static let dragFramesPerSecond: TimeInterval = 60
  /// How fast a finger drags the keyboard down, in points a second.
  package static let dragSpeed: CGFloat = 800

  private mutating func switchFocus(to id: FieldID) -> [TimedInput]? {
    guard let focused = focusedField else { return nil }
    guard focused != id else { return [] }
    focusedField = id
    return record([
      TimedInput(time: now, input: .didEndEditing(focused)), TimedInput(time: now, input: .didBeginEditing(id)),
    ])
  }

  private mutating func changeFrame(_ change: (inout Self) -> Void) -> [TimedInput] {
    let previous = keyboardFrame
    change(&self)
    switch (isKeyboardVisible, showsKeyboard) {
    case (true, true):
      guard keyboardFrame != previous else { return [] }
      return record(keyboardSequence(from: previous, to: keyboardFrame, isHide: false))
    case (true, false):
      isKeyboardVisible = false
      return record(keyboardSequence(from: previous, to: keyboardFrame, isHide: true))
    case (false, true) where focusedField != nil && !isKeyboardUndocked:
      isKeyboardVisible = true
      return record(keyboardSequence(from: hiddenFrame, to: keyboardFrame, isHide: false))
    case (false, _):
      return []
    }
  }

  private mutating func keyboardSequence(from begin: CGRect, to end: CGRect, isHide: Bool) -> [TimedInput] {
    let animation = Self.animation
    func event(_ phase: KeyboardPhase, at time: TimeInterval) -> TimedInput {
      let event = KeyboardEvent(
        phase: phase, beginFrame: begin, endFrame: end, duration: animation.duration, curve: animation.curve)
      return TimedInput(time: time, input: .keyboard(event))
    }
    let start = now
    now += animation.duration
    let did = now + max(0, didNotificationLatency)
    return [
      event(.willChangeFrame, at: start), event(isHide ? .willHide : .willShow, at: start),
      event(.didChangeFrame, at: did), event(isHide ? .didHide : .didShow, at: did),
    ]
  }

  private mutating func record(_ inputs: [TimedInput]) -> [TimedInput] {
    history += inputs
    return inputs
  }
}

extension KeyboardSimulator {
  /// How a drag of the keyboard ends when the finger lets go (``KeyboardSimulator/dragKeyboard(to:release:scrolling:)``).
  ///
  /// `DragRelease` is a `Sendable` value.
  public enum DragRelease: String, Hashable, Sendable, CaseIterable {
    /// The keyboard hides: the user dragged it far or fast enough.
    case dismiss
    /// The keyboard goes back up where it was.
    case cancel
  }
}
