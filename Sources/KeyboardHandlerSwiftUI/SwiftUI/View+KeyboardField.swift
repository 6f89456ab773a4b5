#if canImport(SwiftUI)
  import CoreGraphics
  import KeyboardHandler
  import SwiftUI

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Makes this text field (or `TextEditor`, or vertical `TextField`) one of the screen's fields: focused
    /// when `focus` is `id`, measured for the keyboard model, and a target its scroll view can scroll to.
    ///
    /// Fields are navigated in the view tree's order. Inside a ``KeyboardScrollView`` a field is measured in
    /// its content; outside it (a chat's composer) in the screen's container.
    ///
    /// - Parameters:
    ///   - id: The field's identity, the value `focus` takes when it is focused.
    ///   - kind: `.textView` for a multi-line field, which grows as lines are typed.
    ///   - focus: The screen's focus.
    ///   - spacing: A gap to the keyboard of its own, or `nil` for the screen's.
    ///   - isAvoidanceEnabled: Whether content moves for it.
    /// - Returns: The field.
    @MainActor public func keyboardField(
      _ id: FieldID, kind: InputField.Kind = .textField, focus: FocusState<FieldID?>.Binding,
      spacing: CGFloat? = nil, isAvoidanceEnabled: Bool = true
    ) -> some View {
      focused(focus, equals: id)
        .id(ScrollRequest.Target.field(id))
        .modifier(
          FieldMeasuring(
            template: FieldMeasurement(
              id: id, kind: kind, frame: .zero, spacing: spacing, isAvoidanceEnabled: isAvoidanceEnabled)))
    }
  }

  /// Measures a field in the space it is in.
  @MainActor
  struct FieldMeasuring: ViewModifier {
    let template: FieldMeasurement
    @Environment(\.isKeyboardScrollContent) private var isScrollContent

    func body(content: Content) -> some View {
      let space = isScrollContent ? MeasurementSpace.content : MeasurementSpace.container
      return content.measuring { proxy in
        var field = template
        field.frame = proxy.frame(in: .named(space))
        field.space = isScrollContent ? .scrollContent : .container
        return ScreenMeasurement(fields: [field])
      }
    }
  }
#endif
