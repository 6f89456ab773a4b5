#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import UIKit

  /// Reads, from UIKit, what SwiftUI does not say: the screen's bounds and where the window is on it, in
  /// the coordinates keyboard frames come in. A window need not fill its screen (iPad Stage Manager,
  /// iPadOS 26's resizable windows), and a sheet is a frame in its window, which SwiftUI's global space
  /// gives.
  struct WindowReader: UIViewRepresentable {
    /// Told the screen's bounds and the window's frame on it, after each layout that changes them.
    let onChange: @MainActor (_ screen: CGRect, _ window: CGRect) -> Void

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
      var onChange: (@MainActor (CGRect, CGRect) -> Void)?
      private var last: (screen: CGRect, window: CGRect)?

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
        let frame = window.convert(window.bounds, to: screen.coordinateSpace)
        guard last?.screen != screen.bounds || last?.window != frame else { return }
        last = (screen.bounds, frame)
        let onChange = onChange
        let bounds = screen.bounds
        // Not while UIKit lays out, which SwiftUI may be doing: the state it sets is read after.
        DispatchQueue.main.async { onChange?(bounds, frame) }
      }
    }
  }
#endif
