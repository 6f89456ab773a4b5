import Foundation
import KeyboardHandler

extension FuzzedBytes {
  /// Numbers that keyboard code meets, or that break it: UIKit's usual figures, the devices'
  /// sizes, zero of both signs, huge and tiny magnitudes, NaN and the infinities.
  public static let notableNumbers: [Double] = [
    0, -0.0, 1, -1, 0.25, 0.5, 7, 20, 34, 44, 55, 59, 216, 291, 313, 336, 360, 393, 430, 516, 667, 820, 852, 932,
    1180, 1e6, -1e6, 1e154, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, .ulpOfOne, .nan, -.nan, .infinity, -.infinity,
  ]

  /// A number: one of ``notableNumbers``, a half-point value in -16384...16383.5, or any bit pattern.
  public mutating func number() -> Double {
    let choice = index(below: Self.notableNumbers.count + 2)
    switch choice {
    case Self.notableNumbers.count: return Double(int16()) / 2
    case Self.notableNumbers.count + 1: return Double(bitPattern: uint64())
    default: return Self.notableNumbers[choice]
    }
  }

  /// A number that is finite and not negative, as a valid size or spacing is.
  public mutating func size() -> Double {
    let value = abs(number())
    return value.isFinite ? value : 0
  }

  /// A rectangle of four independent ``number()``s: anything at all, valid or not.
  public mutating func rect() -> CGRect {
    CGRect(x: number(), y: number(), width: number(), height: number())
  }

  /// A keyboard frame in screen coordinates: mostly the shapes UIKit sends (docked, hidden
  /// below the screen, a hardware keyboard's shortcut bar, floating, zero, off screen), or
  /// anything at all.
  ///
  /// - Parameter screen: The screen's bounds.
  public mutating func keyboardFrame(on screen: CGRect) -> CGRect {
    let height = number()
    switch index(below: 8) {
    case 0, 1: return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    case 2: return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
    case 3: return CGRect(x: screen.minX, y: screen.maxY - 55, width: screen.width, height: height)
    case 4: return CGRect(x: screen.minX, y: (screen.height - height) / 2, width: screen.width, height: height)
    case 5: return .zero
    case 6: return CGRect(x: number(), y: number(), width: screen.width, height: height)
    default: return rect()
    }
  }

  /// A field frame: mostly a 44-point-high row somewhere on (or off) the container, or anything.
  ///
  /// - Parameter container: The container's geometry.
  public mutating func fieldFrame(in container: ContainerGeometry) -> CGRect {
    switch index(below: 4) {
    case 0, 1:
      let y = Double(byte()) / 255 * container.height
      return CGRect(x: 16, y: y, width: 300, height: 44)
    case 2: return CGRect(x: 16, y: size(), width: 300, height: size())
    default: return rect()
    }
  }
}
