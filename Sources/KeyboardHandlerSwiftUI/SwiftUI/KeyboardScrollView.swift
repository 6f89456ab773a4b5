#if canImport(SwiftUI)
  import BindingSwiftUI
  import KeyboardHandler
  import SwiftUI

  /// A vertical scroll view whose scrolls the keyboard model decides: the focused field kept `spacing`
  /// above the keyboard (a form), the newest message above the composer (a chat).
  ///
  /// Put it inside a view modified by `keyboardAvoiding(_:focus:showsKeyboardToolbar:)` with the same
  /// screen. It measures itself and its content for the model, marks the end of its content, and performs
  /// each ``ScrollRequest`` with `ScrollViewProxy.scrollTo(_:anchor:)` inside the keyboard's animation:
  /// one scroll for each change the model decides. On iOS a finger that drags over it is reported to the
  /// model, so that with `scrollDismissesKeyboard(.interactively)` a chat's composer rides the keyboard down
  /// and back.
  ///
  /// ```swift
  /// KeyboardScrollView(keyboard) {
  ///   ForEach(messages) { MessageRow(message: $0) }
  /// }
  /// .scrollDismissesKeyboard(.interactively)
  /// ```
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  public struct KeyboardScrollView<Content: View>: View {
    private let screen: KeyboardScreen
    private let content: Content
    /// The scroll the model asked for last.
    @ObservedBox private var scrollRequest: ReadOnlyBox<ScrollRequest?>

    /// Creates a scroll view for `screen`'s content.
    ///
    /// - Parameters:
    ///   - screen: The screen's keyboard model.
    ///   - content: The scrolled content, laid out in a `VStack` with no spacing.
    public init(_ screen: KeyboardScreen, @ViewBuilder content: () -> Content) {
      self.screen = screen
      self.content = content()
      scrollRequest = screen.scrollRequest
    }

    /// The scroll view.
    public var body: some View {
      ScrollViewReader { proxy in
        ScrollView {
          VStack(spacing: 0) {
            content
            Color.clear.frame(height: 0).id(ScrollRequest.Target.contentEnd)
          }
          .measuring { proxy in
            let frame = proxy.frame(in: .named(MeasurementSpace.container))
            return ScreenMeasurement(content: (frame.height, frame.minY))
          }
          .coordinateSpace(name: MeasurementSpace.content)
          .environment(\.isKeyboardScrollContent, true)
        }
        .measuring { proxy in
          ScreenMeasurement(
            scrollView: (proxy.frame(in: .named(MeasurementSpace.container)), LayoutInsets(proxy.safeAreaInsets)))
        }
        .modifier(DragReporter(screen: screen))
        // Each request is new (its number counts them): one scroll for each.
        .onChange(of: scrollRequest.value) { request in
          guard let request else { return }
          withAnimation(request.animation.swiftUIAnimation) {
            proxy.scrollTo(request.target, anchor: UnitPoint(x: 0.5, y: request.anchor))
          }
        }
      }
    }
  }

  /// Reports a finger that drags over the scroll view, in its window's coordinates; iOS only, where the
  /// keyboard can be dragged.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  struct DragReporter: ViewModifier {
    let screen: KeyboardScreen

    func body(content: Content) -> some View {
      #if os(iOS)
        content.simultaneousGesture(
          DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { drag in
            screen.fingerDidMove(toWindowY: drag.location.y)
          })
      #else
        content
      #endif
    }
  }

  extension MeasurementSpace {
    /// The content of a ``KeyboardScrollView``.
    static let content = "KeyboardHandlerSwiftUI.content"
  }

  /// Whether a view is inside a ``KeyboardScrollView``'s content, where its fields are measured.
  struct KeyboardScrollContentKey: EnvironmentKey {
    static let defaultValue = false
  }

  extension EnvironmentValues {
    /// Whether the view is inside a ``KeyboardScrollView``'s content.
    var isKeyboardScrollContent: Bool {
      get { self[KeyboardScrollContentKey.self] }
      set { self[KeyboardScrollContentKey.self] = newValue }
    }
  }
#endif
