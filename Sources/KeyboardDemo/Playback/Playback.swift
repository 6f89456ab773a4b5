import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A scenario played through a ``KeyboardAvoider`` and an ``AnimatedKeyboardLayout``.
///
/// It keeps everything the demo prints: each input with the engine's state after it, every
/// recorded transition, and the layout, to sample presented values at any time.
/// `Playback` lives on the main actor with its layout.
@MainActor
public struct Playback {
  /// The scenario played.
  public let scenario: Scenario
  /// The engine before the first input.
  public let initialEngine: AvoidanceEngine
  /// Every input, in time order.
  public let entries: [TimelineEntry]
  /// The transitions that show on screen, oldest first.
  public let transitions: [PlayedTransition]
  /// The indices of the steps that produced no input (the simulator had nothing to send).
  public let silentSteps: Set<Int>
  /// The layout that recorded the transitions, every one of them; it gives the value presented at
  /// any time.
  public let layout: AnimatedKeyboardLayout
  /// For each entry, the end frame of the last keyboard notification up to it, so a picture's
  /// keyboard is found without scanning the timeline again.
  private let reportedKeyboardFrames: [CGRect?]

  /// Creates a playback from its parts.
  public init(
    scenario: Scenario, initialEngine: AvoidanceEngine, entries: [TimelineEntry], transitions: [PlayedTransition],
    silentSteps: Set<Int>, layout: AnimatedKeyboardLayout
  ) {
    self.scenario = scenario
    self.initialEngine = initialEngine
    self.entries = entries
    self.transitions = transitions
    self.silentSteps = silentSteps
    self.layout = layout
    var latest: CGRect?
    reportedKeyboardFrames = entries.map { entry in
      if case .keyboard(let event) = entry.input { latest = event.endFrame }
      return latest
    }
  }

  /// The transitions that show on screen, as the layout recorded them, oldest first.
  public var records: [LayoutRecord] { transitions.map(\.record) }

  /// The engine after the last input.
  public var finalEngine: AvoidanceEngine { entries.last?.engine ?? initialEngine }

  /// The engine as it was at `time`: after the last input at or before it.
  public func engine(at time: TimeInterval) -> AvoidanceEngine {
    let count = entryCount(through: time)
    return count > 0 ? entries[count - 1].engine : initialEngine
  }

  /// The keyboard's end frame, in screen coordinates, as the last keyboard notification at or before
  /// `time` reported it; `nil` before any.
  ///
  /// It is where the keyboard is on screen, which the engine's state does not say once the keyboard
  /// covers nothing to avoid: an undocked keyboard hides, as far as avoidance goes, but stays on
  /// screen, floating.
  public func reportedKeyboardFrame(at time: TimeInterval) -> CGRect? {
    let count = entryCount(through: time)
    return count > 0 ? reportedKeyboardFrames[count - 1] : nil
  }

  /// The number of entries at or before `time`.
  ///
  /// Entries are in time order, so a binary search finds it: the output samples the timeline at
  /// every step, and a scan from either end would make a long scenario's output quadratic.
  func entryCount(through time: TimeInterval) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].time <= time { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// When the last transition ends, or the last input happens if later.
  public var endTime: TimeInterval {
    max(records.map(\.endTime).max() ?? 0, entries.last?.time ?? 0)
  }
}
