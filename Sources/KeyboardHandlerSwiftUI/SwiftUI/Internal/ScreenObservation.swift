#if canImport(SwiftUI)
  import Binding
  import Combine
  import CoreGraphics
  import KeyboardHandler
  import SwiftUI

  /// The one place a screen's boxes are read into SwiftUI: each value the views apply, published for them,
  /// and the padding changed inside the keyboard's animation.
  ///
  /// Every value arrives on the main queue, from a box's observer, never while SwiftUI evaluates a body.
  @MainActor
  final class ScreenObservation: ObservableObject {
    /// The bottom padding, for this screen's owner.
    @Published private(set) var padding: CGFloat
    /// The keyboard toolbar's state.
    @Published private(set) var accessory: AccessoryState
    /// The latest scroll the model asked for.
    @Published private(set) var scrollRequest: ScrollRequest?

    init(screen: KeyboardScreen) {
      padding = screen.bottomPadding.value.value
      accessory = screen.avoider.accessory.value
      screen.bottomPadding.bindChanges(owner: self) { observation, update in
        withAnimation(update.animation.swiftUIAnimation) { observation.padding = update.value }
      }
      screen.avoider.accessory.bindChanges(owner: self) { observation, state in observation.accessory = state }
      screen.scrollRequest.bindChanges(owner: self) { observation, request in observation.scrollRequest = request }
    }
  }
#endif
