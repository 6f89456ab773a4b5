/// The state of a previous / next / done input accessory bar.
public struct AccessoryState: Hashable, Sendable {
  /// Whether the previous button is enabled.
  public var canGoPrevious: Bool
  /// Whether the next button is enabled.
  public var canGoNext: Bool
  /// Whether the done button is enabled: whenever a field is focused.
  public var canFinish: Bool

  /// Creates an accessory state.
  ///
  /// - Parameters:
  ///   - canGoPrevious: Whether the previous button is enabled.
  ///   - canGoNext: Whether the next button is enabled.
  ///   - canFinish: Whether the done button is enabled.
  package init(canGoPrevious: Bool, canGoNext: Bool, canFinish: Bool) {
    self.canGoPrevious = canGoPrevious
    self.canGoNext = canGoNext
    self.canFinish = canFinish
  }

  /// Every button disabled: nothing is focused.
  package static let inactive = AccessoryState(canGoPrevious: false, canGoNext: false, canFinish: false)
}
