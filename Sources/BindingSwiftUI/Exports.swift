#if canImport(SwiftUI)
  // `import BindingSwiftUI` brings `Box` and the rest of `Binding` too: one import line beside
  // `import SwiftUI`. In a file that imports SwiftUI, `Binding` names SwiftUI's `Binding` type, not
  // this package's module, so `Binding.Box` does not compile there; `BindingSwiftUI.Box` does.
  @_exported import Binding
#endif
