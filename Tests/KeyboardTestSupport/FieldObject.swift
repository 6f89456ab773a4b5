package import Foundation

/// An object that stands for a `UITextField` or `UITextView`: something with a frame that posts editing
/// notifications as itself.
@MainActor
package final class FieldObject {
  package var frame: CGRect

  package init(y: CGFloat, height: CGFloat = 44) {
    frame = CGRect(x: 16, y: y, width: 300, height: height)
  }
}
