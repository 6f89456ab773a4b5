#if canImport(SwiftUI)
  import BindingSwiftUI
  import CoreGraphics
  import KeyboardHandler
  import SwiftUI

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Makes this view a screen that `screen` avoids the keyboard for: the one place per screen that
    /// pads its content, turns SwiftUI's own keyboard region off, follows `FocusState` and shows the
    /// keyboard toolbar.
    ///
    /// Apply it once, to the screen's root: its content ends on the keyboard's top (a bottom padding, net of
    /// the safe area, animated with the keyboard's duration and curve), and SwiftUI's keyboard safe area is
    /// ignored there, so nothing is avoided twice; under another ``KeyboardOwner`` it moves nothing. It
    /// takes focus from `focus`, the geometry its ``KeyboardScrollView`` and
    /// `keyboardField(_:kind:focus:spacing:isAvoidanceEnabled:)` fields measure, and UIKit's keyboard
    /// notifications through the screen's listener, which runs while the view is on screen. On iOS and
    /// macOS it adds one keyboard toolbar with Previous, Next and Done over `focus`, enabled as the
    /// model's navigator says (`showsKeyboardToolbar: false` leaves the toolbar to you).
    ///
    /// ```swift
    /// VStack(spacing: 0) {
    ///   KeyboardScrollView(keyboard) {
    ///     TextField("Email", text: $email).keyboardField("email", focus: $focus)
    ///   }
    /// }
    /// .keyboardAvoiding(keyboard, focus: $focus)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen's keyboard model.
    ///   - focus: The screen's focus: the identity of the focused field, or `nil`.
    ///   - showsKeyboardToolbar: Whether to show the Previous / Next / Done toolbar.
    /// - Returns: The screen.
    @MainActor public func keyboardAvoiding(
      _ screen: KeyboardScreen, focus: FocusState<FieldID?>.Binding, showsKeyboardToolbar: Bool = true
    ) -> some View {
      modifier(KeyboardAvoidingModifier(screen: screen, focus: focus, showsKeyboardToolbar: showsKeyboardToolbar))
    }
  }

  /// Reads the screen's geometry and focus into its model, and applies the padding and toolbar it decides.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  struct KeyboardAvoidingModifier: ViewModifier {
    let screen: KeyboardScreen
    let focus: FocusState<FieldID?>.Binding
    let showsKeyboardToolbar: Bool
    /// The bottom padding, for this screen's owner, with how to animate to it.
    @ObservedBox private var padding: ReadOnlyBox<AvoidanceUpdate<CGFloat>>
    /// The keyboard toolbar's state.
    @ObservedBox private var accessory: ReadOnlyBox<AccessoryState>
    /// The last measurement of the views below.
    @State private var measurement = ScreenMeasurement()
    /// The screen's bounds and the window's frame on it, where UIKit says.
    @State private var window: WindowPlacement?

    init(screen: KeyboardScreen, focus: FocusState<FieldID?>.Binding, showsKeyboardToolbar: Bool) {
      self.screen = screen
      self.focus = focus
      self.showsKeyboardToolbar = showsKeyboardToolbar
      padding = screen.bottomPadding
      accessory = screen.avoider.accessory
    }

    func body(content: Content) -> some View {
      content
        .coordinateSpace(name: MeasurementSpace.container)
        .padding(.bottom, appliedPadding)
        // The keyboard's duration and curve, or none for a drag, which follows the finger.
        .animation(padding.value.animation.swiftUIAnimation, value: appliedPadding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .measuring { proxy in
          ScreenMeasurement(container: (proxy.frame(in: .global), LayoutInsets(proxy.safeAreaInsets)))
        }
        .background(windowReader)
        // A flexible container, so that ignoring the keyboard's region takes effect.
        .ignoresSafeArea(screen.owner.ignoresSwiftUIKeyboardRegion ? .keyboard : [], edges: .bottom)
        .onPreferenceChange(ScreenMeasurementKey.self) { measured in
          MainActor.assumeIsolated {
            measurement = measured
            report(measured, in: window)
          }
        }
        .onChange(of: focus.wrappedValue) { field in screen.focusDidChange(to: field) }
        .onAppear {
          screen.start()
          screen.focusDidChange(to: focus.wrappedValue)
        }
        .onDisappear { screen.stop() }
        .modifier(
          KeyboardToolbar(screen: screen, focus: focus, accessory: accessory.value, isShown: showsKeyboardToolbar)
        )
    }

    @ViewBuilder private var windowReader: some View {
      #if os(iOS)
        WindowReader { placement in
          window = placement
          report(measurement, in: placement)
        }
      #else
        EmptyView()
      #endif
    }

    /// The bottom padding laid out now: the model's, where this screen moves content.
    private var appliedPadding: CGFloat {
      screen.owner.movesContent ? padding.value.value : 0
    }

    /// Hands the model what was measured, as it is at rest.
    private func report(_ measurement: ScreenMeasurement, in window: WindowPlacement?) {
      guard let geometry = measurement.geometry(window: window, padding: appliedPadding) else { return }
      screen.geometryDidChange(geometry)
    }
  }

  /// The screen's bounds, its window's frame on it, and which screen it is.
  struct WindowPlacement: Equatable {
    var screen: CGRect
    var frame: CGRect
    var screenIdentity: ObjectIdentifier?
  }
#endif
