public import Foundation

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// One keyboard notification, as a value.
///
/// Frames are in screen coordinates, as UIKit reports them; ``KeyboardCoverage`` converts them
/// into the container's coordinates. Build one from a notification with
/// `init(phase:userInfo:)`, or directly in tests and simulations.
///
/// ```swift
/// let event = KeyboardEvent(
///   phase: .willShow,
///   beginFrame: CGRect(x: 0, y: 852, width: 393, height: 336),
///   endFrame: CGRect(x: 0, y: 516, width: 393, height: 336))
/// ```
public struct KeyboardEvent: Equatable, Sendable {
  /// The notification this event stands for.
  public var phase: KeyboardPhase
  /// The keyboard's frame before the animation, in screen coordinates; the end frame when the
  /// notification carried none. The model never uses it.
  public var beginFrame: CGRect
  /// The keyboard's frame after the animation, in screen coordinates.
  ///
  /// On a hide it may be `CGRect.null` (a notification that carried a null end frame, or none): a hide
  /// means the keyboard leaves, whatever its end frame says.
  public var endFrame: CGRect
  /// The animation duration in seconds, as reported (0 means the default 0.25 s; see `animation`).
  public var duration: TimeInterval
  /// UIKit's raw animation curve, as reported (usually 7).
  public var curve: Int
  /// Whether the keyboard belongs to this app rather than to another app in split view.
  ///
  /// The engine avoids another app's keyboard too: in iPad multitasking it covers this app's
  /// container all the same. The flag is kept for apps that decide otherwise.
  public var isLocal: Bool
  /// The optional `userInfo` keys (the begin frame, a hide's end frame, the duration, the curve, the
  /// is-local flag) the notification did not carry, whose defaults the event took; empty for an event
  /// built in code.
  ///
  /// Real notifications omit some (no duration or curve during a rotation, no end frame on some hides).
  /// The event keeps which, so a recording writes the notification as UIKit posted it and a replay
  /// reads the defaults as the app did; `userInfo` leaves them out too. Only the optional keys whose
  /// value is the default the parser fills in are ever absent, so leaving one out loses nothing.
  package private(set) var absentKeys: Set<KeyboardUserInfoKey>

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - phase: The notification this event stands for.
  ///   - beginFrame: The frame before the animation, in screen coordinates.
  ///   - endFrame: The frame after the animation, in screen coordinates.
  ///   - duration: The animation duration in seconds; 0 means the default 0.25 s.
  ///   - curve: UIKit's raw animation curve; 7 is the keyboard's own.
  ///   - isLocal: Whether the keyboard belongs to this app.
  ///   - absentKeys: The optional `userInfo` keys the notification did not carry, whose defaults the
  ///     event's values then are. A key whose value is not its default (the end frame for the begin
  ///     frame; `CGRect.null` for a hide's end frame; 0.25 s, curve 7, local) is not absent and is left
  ///     out of the set, as is the end frame of a show or frame change, which is required.
  public init(
    phase: KeyboardPhase,
    beginFrame: CGRect,
    endFrame: CGRect,
    duration: TimeInterval = 0.25,
    curve: Int = 7,
    isLocal: Bool = true,
    absentKeys: Set<KeyboardUserInfoKey> = []
  ) {
    self.phase = phase
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
    self.absentKeys = absentKeys.filter { key in
      switch key {
      case .animationDuration: duration == KeyboardAnimation.keyboard.duration
      case .animationCurve: curve == KeyboardAnimation.keyboardCurve
      case .isLocal: isLocal
      case .frameBegin: beginFrame == endFrame
      case .frameEnd: phase.isHide && endFrame.isNull
      }
    }
  }

  /// The animation to move content with: the event's duration and curve, with a zero
  /// duration read as the keyboard's usual 0.25 s.
  package var animation: KeyboardAnimation {
    KeyboardAnimation(duration: duration > 0 ? duration : KeyboardAnimation.keyboard.duration, curve: curve)
  }

  /// Checks that every frame and number is usable.
  ///
  /// An event built in code bypasses the `userInfo` parser; the avoidance engine calls this
  /// before it trusts one.
  ///
  /// - Throws: A ``KeyboardEventError`` naming the first bad value. A hide's `CGRect.null` frames are
  ///   not bad: the keyboard leaves, whatever its frames say.
  package func validate() throws(KeyboardEventError) {
    try Self.validate(beginFrame, key: .frameBegin, phase: phase)
    try Self.validate(endFrame, key: .frameEnd, phase: phase)
    guard duration.isFinite else { throw KeyboardEventError(key: .animationDuration, reason: .notFinite) }
    guard duration >= 0 else { throw KeyboardEventError(key: .animationDuration, reason: .negativeDuration) }
  }

  static func validate(_ frame: CGRect, key: KeyboardUserInfoKey, phase: KeyboardPhase) throws(KeyboardEventError) {
    // A hide means the keyboard leaves, whatever its frames say: iOS 26 sends some with a null end frame.
    if phase.isHide, frame.isNull { return }
    // The far edges too: an origin and a size near the largest double add up to an infinite edge.
    let components = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, frame.maxX, frame.maxY]
    guard components.allSatisfy(\.isFinite) else { throw KeyboardEventError(key: key, reason: .notFinite) }
    guard frame.size.width >= 0, frame.size.height >= 0 else {
      throw KeyboardEventError(key: key, reason: .negativeSize)
    }
  }
}
