internal import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension DevicePreset: CustomStringConvertible {
  /// The name and the portrait screen size, such as `iPhone 15, 393 x 852 pt`: short enough for a
  /// log line or the name of a parameterised test case.
  public var description: String {
    "\(name), \(Self.points(portraitScreenSize.width)) x \(Self.points(portraitScreenSize.height)) pt"
  }

  private static func points(_ value: CGFloat) -> String {
    let number = Double(value)
    return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
