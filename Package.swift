// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "KeyboardBinding",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "Binding", targets: ["Binding"]),
    .library(name: "BindingSwiftUI", targets: ["BindingSwiftUI"]),
    .library(name: "KeyboardHandler", targets: ["KeyboardHandler"]),
    .library(name: "KeyboardHandlerUIKit", targets: ["KeyboardHandlerUIKit"]),
    .library(name: "KeyboardHandlerSwiftUI", targets: ["KeyboardHandlerSwiftUI"]),
    .library(name: "KeyboardHandlerTesting", targets: ["KeyboardHandlerTesting"]),
    .executable(name: "demo", targets: ["demo"]),
  ],
  targets: [
    .target(name: "Binding"),
    .testTarget(name: "BindingTests", dependencies: ["Binding"]),
    // `Box` in SwiftUI views on every system SwiftUI runs on; empty where SwiftUI does not exist (Linux).
    .target(name: "BindingSwiftUI", dependencies: ["Binding"]),
    // The keyboard in three layers, each depending only on those before it: the pure model, the scenario
    // and recording format, and the main-actor shell that publishes through boxes and re-exports both.
    .target(name: "KeyboardModel"),
    .target(name: "KeyboardScenarios", dependencies: ["KeyboardModel"]),
    .target(name: "KeyboardHandler", dependencies: ["Binding", "KeyboardModel", "KeyboardScenarios"]),
    .testTarget(
      name: "KeyboardModelTests", dependencies: ["KeyboardModel", "KeyboardScenarios", "KeyboardTestSupport"]),
    .testTarget(
      name: "KeyboardScenariosTests", dependencies: ["KeyboardModel", "KeyboardScenarios", "KeyboardTestSupport"]),
    .testTarget(
      name: "KeyboardHandlerTests", dependencies: ["KeyboardHandler", "KeyboardHandlerTesting", "KeyboardTestSupport"]),
    // Fixtures, seeded randomness and lifetime checks that several test targets share; never shipped.
    .target(
      name: "KeyboardTestSupport", dependencies: ["KeyboardModel", "KeyboardScenarios"],
      path: "Tests/KeyboardTestSupport"),
    .target(name: "KeyboardHandlerUIKit", dependencies: ["KeyboardHandler", "Binding"]),
    .testTarget(
      name: "KeyboardHandlerUIKitTests",
      dependencies: ["KeyboardHandlerUIKit", "KeyboardHandler", "KeyboardTestSupport"]),
    // SwiftUI screens: the decisions compile everywhere (and are tested on Linux); the views only where
    // SwiftUI exists.
    .target(name: "KeyboardHandlerSwiftUI", dependencies: ["KeyboardHandler", "Binding", "BindingSwiftUI"]),
    .testTarget(
      name: "KeyboardHandlerSwiftUITests",
      dependencies: ["KeyboardHandlerSwiftUI", "KeyboardHandler", "KeyboardTestSupport"]),
    .target(name: "KeyboardHandlerTesting", dependencies: ["KeyboardHandler"]),
    .testTarget(
      name: "KeyboardHandlerTestingTests",
      dependencies: ["Binding", "KeyboardHandler", "KeyboardHandlerTesting", "KeyboardTestSupport"]),
    .target(name: "KeyboardDemo", dependencies: ["KeyboardHandler"]),
    .executableTarget(name: "demo", dependencies: ["KeyboardDemo"]),
    .testTarget(name: "KeyboardDemoTests", dependencies: ["KeyboardDemo", "KeyboardTestSupport"], exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)

// Imports are internal unless a file says otherwise: `public import` marks a dependency a module's API
// shows (its types in public signatures), `package import` one that only the package's other modules
// see, so which dependencies are API is written where it is true, and the compiler holds each file to it.
// Not in the UIKit and SwiftUI modules: most of their code compiles only against Apple's SDKs, which
// check it without the package's settings, so nothing here would hold those files to it.
let checkedImports = package.targets.filter {
  $0.type == .regular && !["KeyboardHandlerUIKit", "BindingSwiftUI", "KeyboardHandlerSwiftUI"].contains($0.name)
}
for target in checkedImports {
  target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("InternalImportsByDefault")]
}
