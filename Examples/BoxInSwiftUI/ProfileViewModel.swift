import Binding

/// A view model of boxes, as a UIKit screen's would be: the SwiftUI views beside it show it.
@MainActor
final class ProfileViewModel {
  let name = Box("")
  let isSubscribed = Box(false)
  let greeting: ReadOnlyBox<String>

  init() {
    greeting = name.map { name in name.isEmpty ? "Hello" : "Hello, \(name)" }
  }

  func clear() {
    name.value = ""
  }
}
