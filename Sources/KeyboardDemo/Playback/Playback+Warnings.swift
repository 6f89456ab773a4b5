internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// What looks wrong with a played scenario: fields a user could not see, and an estimate that hides
/// most of the screen. The text output prints these in its header, the JSON under `warnings`.
extension Playback {
  /// The warnings, in the order of the scenario.
  package var warnings: [String] {
    fieldWarnings + estimateWarnings
  }

  /// Fields that are not inside the container, at the start and after each change of the container
  /// (a rotation). Fields of a scroll view must be inside its content.
  private var fieldWarnings: [String] {
    var warnings: [String] = []
    for (_, step, container) in containers {
      let (bounds, place) = self.bounds(in: container)
      let when = step.map { "after steps[\($0)], " } ?? ""
      for field in scenario.fields where !bounds.contains(field.frame) {
        let frame = field.frame
        warnings.append(
          "\(when)field \"\(field.id)\" (x \(frame.minX.points) to \(frame.maxX.points), y \(frame.minY.points)"
            + " to \(frame.maxY.points)) is not inside \(place) (\(bounds.width.points) x \(bounds.height.points)"
            + " pt): a user cannot see all of it")
      }
    }
    return warnings
  }

  /// Where fields must lie, in their own coordinates, and what that place is called.
  private func bounds(in container: ContainerGeometry) -> (CGRect, String) {
    guard let scrollView = scenario.configuration.strategy.scrollView else {
      return (CGRect(origin: .zero, size: container.frame.size), "the container")
    }
    return (CGRect(x: 0, y: 0, width: scrollView.frame.width, height: scrollView.contentHeight), "the scroll content")
  }

  /// The largest share of the container an estimated keyboard covers without a warning: a real
  /// keyboard never covers more than about half of it, so an estimate above three quarters hides
  /// fields for no reason until the keyboard reports.
  nonisolated static let largestEstimateShare: CGFloat = 0.75

  /// An estimated keyboard that covers more than ``largestEstimateShare`` of the container, as the
  /// engine published it: once, at the first input that used it.
  private var estimateWarnings: [String] {
    for entry in entries {
      let state = entry.state
      guard let keyboard = state.keyboard, keyboard.source == .estimated, let covered = keyboard.overlap?.height,
        covered > state.container.height * Self.largestEstimateShare
      else { continue }
      return [
        "the estimated keyboard (\(keyboard.frame.height.points) pt, used until the real one reports) covers"
          + " \(covered.points) of the container's \(state.container.height.points) pt: set estimatedKeyboardHeight"
          + " closer to this device's keyboard"
      ]
    }
    return []
  }
}
