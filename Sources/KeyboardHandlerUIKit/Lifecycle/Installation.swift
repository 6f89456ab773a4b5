#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import UIKit

  /// What an adapter changed outside itself (the views it moves, a child view controller, a gesture
  /// recognizer, fields' accessory views and return keys), each with how to put it back.
  ///
  /// One place for undoing, so that ``KeyboardAvoidance/detach()`` and the adapter's `deinit` leave the
  /// screen as they found it, and an adapter made later for the same screen starts from there.
  @MainActor
  final class Installation {
    private var undos: [@MainActor () -> Void] = []

    /// Remembers how to put back a change just made.
    func record(_ undo: @escaping @MainActor () -> Void) {
      undos.append(undo)
    }

    /// Puts everything back, the latest change first, once.
    func undo() {
      let undos = self.undos
      self.undos = []
      undos.reversed().forEach { $0() }
    }
  }
#endif
