import Foundation

extension AvoidanceInput {
  /// The container this input gives the engine: a `containerDidChange(_:)`'s, or the container of a
  /// `layoutDidChange(_:)` reading that has one; `nil` for any other input. Readers of a played
  /// scenario (the demo's pictures and warnings) follow the container through either.
  package var changedContainer: ContainerGeometry? {
    switch self {
    case .containerDidChange(let container): container
    case .layoutDidChange(let reading): reading.container
    case .startObserving, .stopObserving, .didBeginEditing, .didEndEditing, .keyboard, .fieldsDidChange,
      .scrollViewDidChange, .didScroll, .navigate, .focusDidMoveElsewhere, .keyboardWaitDidExpire, .keyboardDragged:
      nil
    }
  }
}
