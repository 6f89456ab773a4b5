package import Foundation
internal import KeyboardModel
internal import KeyboardScenarios

#if canImport(UIKit)
  internal import UIKit
#endif

extension Fixtures {
  /// `rect` boxed in an `NSValue`, as UIKit posts a keyboard frame.
  ///
  /// iOS, tvOS and watchOS box geometry with UIKit's `NSValue(cgRect:)`; `NSValue(rect:)` exists only
  /// on macOS (and Mac Catalyst) and in Linux Foundation.
  package static func boxed(_ rect: CGRect) -> NSValue {
    #if canImport(UIKit)
      NSValue(cgRect: rect)
    #else
      NSValue(rect: rect)
    #endif
  }

  /// `point` boxed in an `NSValue`: a value that holds something other than a rectangle.
  package static func boxed(_ point: CGPoint) -> NSValue {
    #if canImport(UIKit)
      NSValue(cgPoint: point)
    #else
      NSValue(point: point)
    #endif
  }
}
