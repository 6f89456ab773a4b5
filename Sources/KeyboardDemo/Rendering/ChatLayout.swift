internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// What the demo draws of a chat screen (the chat and message list strategies): the messages its list
/// holds and the composer bar around its fields, the same in the text pictures and the SVG.
///
/// The scenario knows only the list's geometry and the composer's fields; the messages are made up
/// to fill the conversation, so a reader sees the list scroll and the newest message stay in view.
enum ChatLayout {
  /// The height of a message bubble and the gap above it, in points.
  static let message = (height: CGFloat(40), gap: CGFloat(16))
  /// The composer bar's margin around its fields, in points, as the chat strategy's derived list assumes.
  static let barMargin: CGFloat = 8

  /// The message bubbles of `list`'s conversation, in its content coordinates, the newest (at the
  /// conversation's end) first; they alternate sides, the newest on the right, each 60% of the list's
  /// width.
  static func messages(in list: ScrollViewGeometry) -> [CGRect] {
    let width = (list.frame.width * 0.6).rounded()
    let pitch = message.height + message.gap
    let count = max(0, min(200, Int((list.contentHeight - message.gap) / pitch)))
    return (0..<count).map { index in
      let x = index.isMultiple(of: 2) ? list.frame.width - width - 12 : 12
      let maxY = list.contentHeight - message.gap - CGFloat(index) * pitch
      return CGRect(x: x, y: maxY - message.height, width: width, height: message.height)
    }
  }

  /// How far a chat's composer bar stands above where it rests: a composer on a bottom constraint by the
  /// constraint's constant; one UIKit moves (``AvoidanceStrategy/messageList(_:composer:)``) as UIKit moves
  /// it, with the keyboard whose top is at `keyboardTop` (in the container's coordinates, `nil` for none):
  /// a keyboard layout guide's composer to the keyboard's top, an input accessory view the keyboard
  /// carries, its frame the top of the keyboard's.
  ///
  /// - Parameters:
  ///   - bar: The composer bar at rest, in the container's coordinates.
  ///   - strategy: The chat's strategy.
  ///   - constraintConstant: The composer's constraint constant, as presented.
  ///   - keyboardTop: The keyboard's top, in the container's coordinates; `nil` for no keyboard.
  static func rise(
    of bar: CGRect, under strategy: AvoidanceStrategy, constraintConstant: CGFloat, keyboardTop: CGFloat?
  ) -> CGFloat {
    switch strategy.messageListParts?.composer {
    case nil: return constraintConstant
    case .keyboardLayoutGuide?: return max(0, bar.maxY - (keyboardTop ?? .infinity))
    case .inputAccessoryView?: return max(0, bar.minY - (keyboardTop ?? .infinity))
    }
  }

  /// The composer bar at rest, in the container's coordinates: the container's width, from 8 pt above
  /// its highest field to its anchor; `nil` without fields.
  static func bar(around fields: [InputField], in container: ContainerGeometry, anchor: ConstraintAnchor) -> CGRect? {
    guard let top = fields.map(\.frame.minY).min() else { return nil }
    let anchorY = container.height - (anchor == .safeAreaBottom ? container.safeAreaInsets.bottom : 0)
    let minY = top - barMargin
    return CGRect(x: 0, y: minY, width: container.frame.width, height: max(0, anchorY - minY))
  }
}
