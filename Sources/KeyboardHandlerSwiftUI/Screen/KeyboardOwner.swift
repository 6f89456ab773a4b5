/// Who moves a SwiftUI screen's content out of the keyboard's way: one owner per screen, so content is
/// never avoided twice.
///
/// SwiftUI shrinks a view's safe area by the keyboard's region on its own. Where the module takes over, that
/// region is turned off (`ignoresSafeArea(.keyboard)`), and the module pads the screen instead; where
/// something else avoids, the module moves nothing.
public enum KeyboardOwner: Hashable, Sendable {
  /// The module: SwiftUI's keyboard region is off, and the screen pads and scrolls as the model decides.
  case keyboardScreen
  /// SwiftUI's own avoidance, untouched: the module publishes the keyboard's state, navigation and the
  /// keyboard toolbar, and moves nothing. Enough for a form whose fields SwiftUI keeps visible to your
  /// satisfaction.
  case swiftUI
  /// The SwiftUI view is hosted in a UIKit screen that a `KeyboardAvoidance` (the UIKit adapter)
  /// already avoids: SwiftUI's keyboard region is off, so the hosted view does not shrink under the
  /// adapter's shift as well, and the module moves nothing. Set the host's
  /// `UIHostingController.safeAreaRegions` to `.container` as well (iOS 16.4): a hosting controller is
  /// reported to move its content for the keyboard itself, whatever the view inside ignores.
  case hostingScreen

  /// Whether SwiftUI's own keyboard region must be turned off: wherever anything but SwiftUI avoids.
  public var ignoresSwiftUIKeyboardRegion: Bool {
    switch self {
    case .keyboardScreen, .hostingScreen: true
    case .swiftUI: false
    }
  }

  /// Whether the screen pads and scrolls its content as the model decides.
  public var movesContent: Bool { self == .keyboardScreen }
}
