import Foundation
import KeyboardHandler

extension FuzzedBytes {
  /// The ids fields get: `f0` to `f5`. ``fieldID()`` also names `ghost`, which no field has.
  public static let fieldIDs: [FieldID] = ["f0", "f1", "f2", "f3", "f4", "f5"]

  /// A device from the presets, in either orientation, with the orientation it is held in.
  public mutating func simulator() -> (KeyboardSimulator, DeviceOrientation) {
    let device = pick(DevicePreset.all)
    let orientation: DeviceOrientation = bool() ? .portrait : .landscape
    return (KeyboardSimulator(device: device, orientation: orientation, isPredictiveBarVisible: bool()), orientation)
  }

  /// A container: the device's full screen, an iPad-style form sheet, or any geometry at all.
  ///
  /// - Parameter screen: The full-screen container of the device.
  public mutating func container(on screen: ContainerGeometry) -> ContainerGeometry {
    switch index(below: 4) {
    case 0, 1: return screen
    case 2:
      let bounds = screen.screenBounds
      let sheet = CGRect(
        x: bounds.width / 8, y: bounds.height / 10, width: bounds.width * 3 / 4, height: bounds.height * 4 / 5)
      return ContainerGeometry(screenBounds: bounds, frame: sheet, safeAreaInsets: .zero)
    default:
      let insets = LayoutInsets(top: number(), left: number(), bottom: number(), right: number())
      return ContainerGeometry(screenBounds: rect(), frame: bool() ? nil : rect(), safeAreaInsets: insets)
    }
  }

  /// A configuration: any strategy (a chat's with any lift, estimating or not), placement and reveal
  /// target, with mostly sensible numbers.
  ///
  /// - Parameter container: The container the scroll view of a scroll strategy fills.
  public mutating func configuration(in container: ContainerGeometry) -> AvoidanceConfiguration {
    var configuration = AvoidanceConfiguration(strategy: strategy(in: container))
    // A chat's list lifts one of its four ways, and an estimate may be turned off: read for the chat
    // strategies alone, so the seeds of the others read as they did.
    switch configuration.strategy {
    case .chat, .messageList:
      configuration.messageListLift = pick(MessageListLift.allCases)
      configuration.isEstimatingKeyboard = index(below: 4) != 0
    case .shift, .scroll, .bottomConstraint, .manual:
      break
    }
    configuration.placement = bool() ? .bottomAboveKeyboard : .topBelowTopGuide
    configuration.revealedItem = index(below: 4) == 0 ? .nextField(orElse: bool() ? nil : rect()) : .focusedField
    configuration.spacing = bool() ? 20 : number()
    configuration.estimatedKeyboardHeight = bool() ? 360 : number()
    configuration.isNavigationLooping = bool()
    return configuration
  }

  private mutating func strategy(in container: ContainerGeometry) -> AvoidanceStrategy {
    switch index(below: 7) {
    case 0: return .shift
    case 1: return .scroll(scrollView(in: container))
    case 2: return .bottomConstraint(scrollView(in: container), anchor: bool() ? .containerBottom : .safeAreaBottom)
    case 3: return .chat(messageList: scrollView(in: container), anchor: bool() ? .containerBottom : .safeAreaBottom)
    case 4: return .manual
    case 5: return .messageList(scrollView(in: container), composer: .inputAccessoryView)
    default: return .messageList(scrollView(in: container), composer: .keyboardLayoutGuide)
    }
  }

  /// A scroll view: filling the container, or any geometry at all.
  ///
  /// - Parameter container: The container it lies in.
  public mutating func scrollView(in container: ContainerGeometry) -> ScrollViewGeometry {
    let insets = container.safeAreaInsets
    guard bool() else {
      return ScrollViewGeometry(
        frame: CGRect(origin: .zero, size: container.frame.size), contentHeight: container.height * Double(byte()) / 64,
        adjustedTopInset: insets.top, bottomSafeAreaInset: insets.bottom)
    }
    return ScrollViewGeometry(
      frame: rect(), contentHeight: number(), adjustedTopInset: number(), bottomSafeAreaInset: number(),
      restInsets: ScrollInsets(content: number(), indicator: number()), contentOffset: bool() ? nil : number())
  }

  /// Up to six fields with distinct ids, mostly valid.
  ///
  /// - Parameter container: The container they lie in.
  public mutating func fields(in container: ContainerGeometry) -> [InputField] {
    Self.fieldIDs.prefix(index(below: Self.fieldIDs.count + 1)).map { id in
      InputField(
        id: id, frame: fieldFrame(in: container), kind: bool() ? .textField : .textView,
        spacing: index(below: 4) == 0 ? number() : nil, isAvoidanceEnabled: index(below: 8) != 0)
    }
  }

  /// One of ``fieldIDs``, or now and then `ghost`, which no field has.
  public mutating func fieldID() -> FieldID {
    let choice = index(below: Self.fieldIDs.count + 1)
    return choice < Self.fieldIDs.count ? Self.fieldIDs[choice] : "ghost"
  }

  /// A keyboard event of any phase, with frames of ``keyboardFrame(on:)`` and any timing.
  ///
  /// - Parameter screen: The screen's bounds.
  public mutating func keyboardEvent(on screen: CGRect) -> KeyboardEvent {
    KeyboardEvent(
      phase: pick(KeyboardPhase.allCases), beginFrame: keyboardFrame(on: screen), endFrame: keyboardFrame(on: screen),
      duration: bool() ? 0.25 : number(), curve: Int(Int8(bitPattern: byte())), isLocal: index(below: 8) != 0)
  }
}
