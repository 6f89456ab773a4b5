#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import UIKit

  /// Reads, from UIKit, what SwiftUI does not say: the screen's bounds and where the window is on it, in
  /// the coordinates keyboard frames come in. A window need not fill its screen (iPad Stage Manager,
  /// iPadOS 26's resizable windows), and a sheet is a frame in its window, which SwiftUI's global space
  /// gives.
  struct WindowReader: UIViewRepresentable {
    /// Told where the window is, after each layout that moves it.
    let onChange: @MainActor (WindowPlacement) -> Void

    func makeUIView(context: Context) -> ReadingView {
      let view = ReadingView()
      view.isUserInteractionEnabled = false
      view.onChange = onChange
      return view
    }

    func updateUIView(_ view: ReadingView, context: Context) {
      view.onChange = onChange
    }

    /// A view that reads its window as it is laid out.
    final class ReadingView: UIView {
      var onChange: (@MainActor (WindowPlacement) -> Void)?
      private var last: WindowPlacement?

      override func didMoveToWindow() {
        super.didMoveToWindow()
        read()
      }

      override func layoutSubviews() {
        super.layoutSubviews()
        read()
      }

      private func read() {
        guard let window, let screen = window.windowScene?.screen else { return }
        let placement = WindowPlacement(
          screen: screen.bounds, frame: window.convert(window.bounds, to: screen.coordinateSpace),
          screenIdentity: ObjectIdentifier(screen))
        guard placement != last else { return }
        last = placement
        let onChange = onChange
        // Not while UIKit lays out, which SwiftUI may be doing: the state it sets is read after.
        DispatchQueue.main.async { onChange?(placement) }
      }
    }
  }
#endif
