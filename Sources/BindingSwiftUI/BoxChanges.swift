#if canImport(SwiftUI)
  import Combine
  import SwiftUI

  /// What ``ObservedBox`` subscribes a view to before Observation: one `objectWillChange` for each
  /// value its box delivers after it is made.
  ///
  /// It binds changes only (`bindChanges`), so the value the box holds when a view is made or updated
  /// is not replayed, and nothing is published while SwiftUI builds the view. From iOS 17, macOS 14,
  /// tvOS 17 and watchOS 10, SwiftUI tracks a box read in `body` through Observation, so it does not
  /// subscribe at all: the view gets one notice per value, not two.
  @MainActor
  final class BoxChanges: ObservableObject {
    /// Counts the values delivered; each change publishes `objectWillChange` once, before it.
    @Published private(set) var count = 0
    private let bindings = BindingBag()

    nonisolated init<Source: ObservableBox>(_ box: Source) {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        return
      }
      box.bindChanges { [weak self] _ in
        self?.count &+= 1
      }
      .store(in: bindings)
    }
  }
#endif
