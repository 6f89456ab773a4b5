package import Foundation
package import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// What a user does, which ``KeyboardSimulator/perform(_:)`` turns into the inputs UIKit sends.
///
/// The one list of user actions: the simulator performs them, a scenario file names them (a
/// `ScenarioStep.Action.user(_:)` step, `{"action": "tapTextField", "field": "email"}`), the demo
/// tells them (`description`). Adding one takes a case here, its kind, and the simulator's method that
/// performs it; every `switch` over actions is here or in ``KeyboardSimulator/perform(_:)``. It is
/// package: apps and the fuzzers, which see the public API only, call the simulator's methods, so the
/// engine fuzzer lists them too (`simulatorAction` in `Fuzz/Sources/fuzz-engine`).
///
/// ```swift
/// var simulator = KeyboardSimulator(device: .iPhone15)
/// let inputs = simulator.perform(.tapTextField("email")) + simulator.perform(.dismiss)
/// ```
///
/// `UserAction` is a `Sendable` value.
package enum UserAction: Hashable, Sendable, CustomStringConvertible {
  /// The user taps a text field (``KeyboardSimulator/tapTextField(_:)``).
  case tapTextField(FieldID)
  /// The user taps a text view (``KeyboardSimulator/tapTextView(_:)``).
  case tapTextView(FieldID)
  /// The user shows or hides the predictive bar.
  case togglePredictiveBar
  /// The user attaches a hardware keyboard.
  case attachHardwareKeyboard
  /// The user detaches the hardware keyboard.
  case detachHardwareKeyboard
  /// The user hides or shows a hardware keyboard's shortcut bar.
  case toggleShortcutBar
  /// The user undocks the keyboard (iPad).
  case undockKeyboard
  /// The user docks the keyboard again (iPad).
  case dockKeyboard
  /// The user rotates the device.
  case rotate(DeviceOrientation)
  /// The user dismisses the keyboard.
  case dismiss
  /// The user drags the keyboard down to `top` (its top edge, in screen coordinates), on a scroll view
  /// whose `keyboardDismissMode` is `.interactive`, and lets go: the keyboard hides (`.dismiss`) or
  /// goes back up (`.cancel`) (``KeyboardSimulator/dragKeyboard(to:release:scrolling:)``).
  case dragKeyboard(to: CGFloat, release: Release)

  /// How a drag of the keyboard ends when the finger lets go.
  package typealias Release = KeyboardSimulator.DragRelease

  /// An action without what it applies to, named as a scenario file names it.
  ///
  /// `Kind` is a `Sendable` value.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// ``UserAction/tapTextField(_:)``.
    case tapTextField
    /// ``UserAction/tapTextView(_:)``.
    case tapTextView
    /// ``UserAction/togglePredictiveBar``.
    case togglePredictiveBar
    /// ``UserAction/attachHardwareKeyboard``.
    case attachHardwareKeyboard
    /// ``UserAction/detachHardwareKeyboard``.
    case detachHardwareKeyboard
    /// ``UserAction/toggleShortcutBar``.
    case toggleShortcutBar
    /// ``UserAction/undockKeyboard``.
    case undockKeyboard
    /// ``UserAction/dockKeyboard``.
    case dockKeyboard
    /// ``UserAction/rotate(_:)``.
    case rotate
    /// ``UserAction/dismiss``.
    case dismiss
    /// ``UserAction/dragKeyboard(to:release:)``.
    case dragKeyboard

    /// What an action of this kind applies to besides itself: a field of a kind, or an orientation.
    package var parameter: Parameter? {
      switch self {
      case .tapTextField: .field(.textField)
      case .tapTextView: .field(.textView)
      case .rotate: .orientation
      case .dragKeyboard: .drag
      case .togglePredictiveBar, .attachHardwareKeyboard, .detachHardwareKeyboard, .toggleShortcutBar, .undockKeyboard,
        .dockKeyboard, .dismiss:
        nil
      }
    }
  }

  /// What an action applies to besides itself.
  package enum Parameter: Equatable {
    /// A field, which must be of this kind: a text field and a text view send UIKit's notifications in
    /// different orders.
    case field(InputField.Kind)
    /// The orientation the device turns to.
    case orientation
    /// Where a drag takes the keyboard's top, and how it ends.
    case drag
  }

  /// Makes an action of `kind`, asking for what it applies to only when it needs it.
  ///
  /// - Parameters:
  ///   - kind: The kind of action.
  ///   - field: Gives the field a tap applies to.
  ///   - orientation: Gives the orientation a rotation turns to.
  ///   - drag: Gives the top a drag of the keyboard takes it to, in screen coordinates, and how it ends.
  /// - Throws: What `field`, `orientation` or `drag` throws.
  package init<Failure: Error>(
    _ kind: Kind, field: () throws(Failure) -> FieldID, orientation: () throws(Failure) -> DeviceOrientation,
    drag: () throws(Failure) -> (top: CGFloat, release: Release)
  ) throws(Failure) {
    switch kind {
    case .tapTextField: self = .tapTextField(try field())
    case .tapTextView: self = .tapTextView(try field())
    case .togglePredictiveBar: self = .togglePredictiveBar
    case .attachHardwareKeyboard: self = .attachHardwareKeyboard
    case .detachHardwareKeyboard: self = .detachHardwareKeyboard
    case .toggleShortcutBar: self = .toggleShortcutBar
    case .undockKeyboard: self = .undockKeyboard
    case .dockKeyboard: self = .dockKeyboard
    case .rotate: self = .rotate(try orientation())
    case .dismiss: self = .dismiss
    case .dragKeyboard:
      let (top, release) = try drag()
      self = .dragKeyboard(to: top, release: release)
    }
  }

  /// The action's kind, and the field, orientation or drag it applies to.
  package var parts:
    (
      kind: Kind, field: FieldID?, orientation: DeviceOrientation?, drag: (top: CGFloat, release: Release)?
    )
  {
    switch self {
    case .tapTextField(let id): (.tapTextField, id, nil, nil)
    case .tapTextView(let id): (.tapTextView, id, nil, nil)
    case .togglePredictiveBar: (.togglePredictiveBar, nil, nil, nil)
    case .attachHardwareKeyboard: (.attachHardwareKeyboard, nil, nil, nil)
    case .detachHardwareKeyboard: (.detachHardwareKeyboard, nil, nil, nil)
    case .toggleShortcutBar: (.toggleShortcutBar, nil, nil, nil)
    case .undockKeyboard: (.undockKeyboard, nil, nil, nil)
    case .dockKeyboard: (.dockKeyboard, nil, nil, nil)
    case .rotate(let orientation): (.rotate, nil, orientation, nil)
    case .dismiss: (.dismiss, nil, nil, nil)
    case .dragKeyboard(let top, let release): (.dragKeyboard, nil, nil, (top, release))
    }
  }

  /// The action's kind.
  package var kind: Kind { parts.kind }

  /// The action in words: `the user taps the text field "email"`.
  package var description: String {
    switch self {
    case .tapTextField(let id): "the user taps the text field \"\(id)\""
    case .tapTextView(let id): "the user taps the text view \"\(id)\""
    case .togglePredictiveBar: "the user toggles the predictive bar"
    case .attachHardwareKeyboard: "the user attaches a hardware keyboard"
    case .detachHardwareKeyboard: "the user detaches the hardware keyboard"
    case .toggleShortcutBar: "the user toggles the hardware keyboard's shortcut bar"
    case .undockKeyboard: "the user undocks the keyboard"
    case .dockKeyboard: "the user docks the keyboard"
    case .rotate(let orientation): "the user rotates the device to \(orientation)"
    case .dismiss: "the user dismisses the keyboard"
    case .dragKeyboard(let top, .dismiss):
      "the user drags the keyboard down to top \(top.points) and lets go: it hides"
    case .dragKeyboard(let top, .cancel):
      "the user drags the keyboard down to top \(top.points) and lets go: it goes back up"
    }
  }
}
