import Binding
import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard model of one SwiftUI screen: what its views measured and focused goes in, what to pad, where
/// to scroll and where focus goes next come out.
///
/// It holds a `KeyboardAvoider` and a `KeyboardListener`, which hears UIKit's keyboard notifications
/// through `NotificationCenter` as it does in any app (SwiftUI has no public keyboard frame). The SwiftUI
/// views of this module (`keyboardAvoiding(_:focus:)`, `KeyboardScrollView`, `keyboardField(_:focus:)`)
/// feed it and apply its answers, and decide nothing: so a screen's keyboard behaviour is tested without
/// SwiftUI, by feeding it what the views would:
///
/// ```swift
/// let screen = try KeyboardScreen(configuration: AvoidanceConfiguration(), notificationCenter: center)
/// screen.start()
/// screen.geometryDidChange(ScreenGeometry(screenBounds: bounds, containerFrame: bounds, fields: [email]))
/// screen.focusDidChange(to: "email")                // what FocusState says
/// simulator.post(simulator.tapTextField("email"), to: center, objects: [:])
/// screen.bottomPadding.value.value                  // 302: the form ends on the keyboard
/// screen.scrollRequest.value                        // the email field, aligned 20 pt above it
/// ```
///
/// Call it on the main actor, as SwiftUI does. Every box delivers on the main queue, synchronously.
@MainActor
public final class KeyboardScreen {
  /// What a screen holds, which decides how its content moves.
  public enum Layout: Hashable, Sendable {
    /// A form in a scroll view: the scroll view ends on the keyboard (`bottomPadding`) and scrolls the
    /// focused field `spacing` above it.
    case form
    /// A chat: a message list above a composer. The composer rides the keyboard, through a drag too,
    /// and the list keeps its newest message above the composer.
    case chat
  }

  /// How the screen's content moves.
  public let layout: Layout
  /// Who moves the content: this screen, SwiftUI, or a UIKit screen hosting it.
  public let owner: KeyboardOwner
  /// The avoider: its boxes publish everything, with reasons (`avoider.state`, `avoider.coveredHeight`,
  /// `avoider.focusedField`, `avoider.accessory`...).
  public var avoider: KeyboardAvoider { listener.avoider }
  /// The last input the avoider refused (a measurement with a frame that is not finite, a focus on a field
  /// it does not know yet...), with why; `nil` until one is.
  public var lastError: ReadOnlyBox<AvoidanceError?> { listener.lastError }
  /// The padding to put under the screen's content: the keyboard's top, net of the container's bottom safe
  /// area, for this screen's owner; 0 under any other. Each value carries how to animate to it.
  public let bottomPadding: ReadOnlyBox<AvoidanceUpdate<CGFloat>>
  /// The scroll the SwiftUI layer must make next; `nil` until the first.
  public var scrollRequest: ReadOnlyBox<ScrollRequest?> { requests.readOnly }

  /// The listener that feeds the avoider.
  let listener: KeyboardListener
  /// What the views measured, read by the listener.
  private let measured: MeasuredScreen
  private let requests = Box<ScrollRequest?>(nil)
  private let bindings = BindingBag()
  /// A focus the avoider could not take yet: the field was not measured when `FocusState` named it.
  private var pendingFocus: FieldID?

  /// Creates the model of a screen with the default configuration (20 pt spacing), listening to the app's
  /// notification center once started.
  ///
  /// - Parameters:
  ///   - layout: How the content moves.
  ///   - owner: Who moves it; ``KeyboardOwner/keyboardScreen`` unless SwiftUI or a hosting UIKit screen
  ///     does.
  public convenience init(layout: Layout = .form, owner: KeyboardOwner = .keyboardScreen) {
    do {
      try self.init(layout: layout, owner: owner, configuration: AvoidanceConfiguration())
    } catch {
      preconditionFailure("the default configuration is valid: \(error)")
    }
  }

  /// Creates the model of a screen, not started.
  ///
  /// - Parameters:
  ///   - layout: How the content moves.
  ///   - owner: Who moves it; ``KeyboardOwner/keyboardScreen`` unless SwiftUI or a hosting UIKit screen
  ///     does.
  ///   - configuration: Spacing, estimate, navigation; its strategy is the layout's.
  ///   - notificationCenter: The center UIKit posts to; tests pass their own.
  ///   - clock: The clock the avoider waits on for a keyboard that may not come; tests pass a
  ///     `ManualAnimationClock`.
  /// - Throws: `AvoidanceError.invalidConfiguration(_:)` for an invalid configuration.
  public init(
    layout: Layout = .form, owner: KeyboardOwner = .keyboardScreen, configuration: AvoidanceConfiguration,
    notificationCenter: NotificationCenter = .default, clock: any SchedulingClock = SystemAnimationClock()
  ) throws(AvoidanceError) {
    self.layout = layout
    self.owner = owner
    var configuration = configuration
    configuration.strategy = Self.strategy(for: layout, owner: owner)
    let avoider = try KeyboardAvoider(
      configuration: configuration, container: ContainerGeometry(screenBounds: .zero), fields: [],
      isObserving: false, clock: clock)
    listener = KeyboardListener(avoider: avoider, notificationCenter: notificationCenter)
    measured = MeasuredScreen(layout: layout)
    listener.screenReader = measured
    bottomPadding = avoider.constraintConstant
    avoider.state.bindChanges(owner: self) { screen, update in screen.requestScroll(for: update) }
  }

  /// The strategy a layout takes: the scroll view is measured later. Where another owner moves content,
  /// the model only publishes.
  private static func strategy(for layout: Layout, owner: KeyboardOwner) -> AvoidanceStrategy {
    guard owner.movesContent else { return .manual }
    let unmeasured = ScrollViewGeometry(frame: .zero, contentHeight: 0)
    switch layout {
    case .form: return .bottomConstraint(unmeasured, anchor: .safeAreaBottom)
    case .chat: return .chat(messageList: unmeasured, anchor: .safeAreaBottom)
    }
  }

  /// Starts listening (as the screen appears): a keyboard already up is known at once.
  public func start() {
    listener.start()
  }

  /// Stops listening and returns everything to rest at once (as the screen disappears).
  public func stop() {
    listener.stop()
  }

  /// Takes what the screen's geometry readers measured: the container, the scroll view, the fields.
  ///
  /// What changed reaches the avoider as one input, at rest (the padding taken back out). A focused field
  /// that grows (a multi-line field as lines are typed) is revealed again from its new frame. The user's
  /// scroll is not reported here: the model hears it when it next decides.
  ///
  /// - Parameter geometry: The measurement.
  public func geometryDidChange(_ geometry: ScreenGeometry) {
    guard geometry != measured.geometry else { return }
    measured.take(geometry)
    listener.report { () throws(AvoidanceError) in try listener.updateFieldFrames() }
    if let pending = pendingFocus, geometry.fields.contains(where: { $0.id == pending }) {
      pendingFocus = nil
      focusDidChange(to: pending)
    }
  }

  /// Takes where `FocusState` says focus is: the field's identity, or `nil` when no field of the screen is
  /// focused.
  ///
  /// A move from one field to another is one end of editing and one begin, taken together, so content is
  /// held between them and never bounces to rest. A field not measured yet is focused once it is.
  ///
  /// - Parameter field: The focused field, or `nil`.
  public func focusDidChange(to field: FieldID?) {
    let focused = avoider.state.value.focusedField
    pendingFocus = nil
    guard field != focused else { return }
    // Focus moved: where the content is now is where the next reveal starts, a scroll under way or not.
    measured.scrollTarget = nil
    measured.readsScroll = true
    defer { measured.readsScroll = false }
    listener.report { () throws(AvoidanceError) in try listener.updateFieldFrames() }
    if let focused {
      listener.report { () throws(AvoidanceError) in try avoider.didEndEditing(focused) }
    }
    guard let field else { return }
    guard measured.geometry?.fields.contains(where: { $0.id == field }) == true else {
      pendingFocus = field
      return
    }
    listener.report { () throws(AvoidanceError) in try avoider.didBeginEditing(field) }
  }

  /// Takes a finger that drags over the scroll view, at `y` in its window's coordinates (SwiftUI's global
  /// space): with the keyboard dismissed interactively, the keyboard's top follows it below where the
  /// keyboard was.
  ///
  /// It reaches the listener as UIKit's notifications do (`Notification.Name.keyboardDidDrag`), so the
  /// composer rides the keyboard frame by frame, and UIKit's hide or show ends the drag from there.
  /// Ignored while no docked keyboard is shown.
  ///
  /// - Parameter y: The finger's position, in its window's coordinates.
  public func fingerDidMove(toWindowY y: CGFloat) {
    let top = y + (measured.geometry?.windowFrame.minY ?? 0)
    guard listener.isListening, let keyboard = avoider.context.phase.keyboardFrame, top > keyboard.minY else {
      return
    }
    listener.notificationCenter.post(KeyboardDrag.notification(top: top))
  }

  /// Where focus goes for a button of the keyboard toolbar (or the return key): the field to focus, or
  /// `nil` to end editing; `.some(focus)` unchanged when the action does nothing (Previous on the first).
  ///
  /// - Parameters:
  ///   - action: The user's action.
  ///   - focus: Where focus is now.
  /// - Returns: The new focus, for `FocusState`.
  public func focus(after action: NavigationAction, from focus: FieldID?) -> FieldID? {
    switch avoider.navigate(action) {
    case .focus(let id)?: id
    case .endEditing?: nil
    case nil: focus
    }
  }

  private func requestScroll(for update: AvoidanceUpdate<AvoidanceState>) {
    guard owner.movesContent, let (target, anchor) = ScrollRequest.decision(for: update, from: measured.contentOffset)
    else { return }
    measured.scrollTarget = update.value.targets.contentOffset
    let number = (requests.value?.number ?? 0) + 1
    requests.value = ScrollRequest(target: target, anchor: anchor, animation: update.animation, number: number)
  }
}
