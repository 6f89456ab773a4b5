// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "KeyboardBinding",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "Binding", targets: ["Binding"]),
    .library(name: "KeyboardHandler", targets: ["KeyboardHandler"]),
    .library(name: "KeyboardHandlerUIKit", targets: ["KeyboardHandlerUIKit"]),
    .library(name: "KeyboardHandlerTesting", targets: ["KeyboardHandlerTesting"]),
    .executable(name: "demo", targets: ["demo"]),
  ],
  targets: [
    .target(name: "Binding"),
    .testTarget(name: "BindingTests", dependencies: ["Binding"]),
    .target(name: "KeyboardHandler", dependencies: ["Binding"]),
    .testTarget(name: "KeyboardHandlerTests", dependencies: ["KeyboardHandler", "KeyboardHandlerTesting"]),
    .target(name: "KeyboardHandlerUIKit", dependencies: ["KeyboardHandler", "Binding"]),
    .testTarget(name: "KeyboardHandlerUIKitTests", dependencies: ["KeyboardHandlerUIKit", "KeyboardHandler"]),
    .target(name: "KeyboardHandlerTesting", dependencies: ["KeyboardHandler"]),
    .testTarget(
      name: "KeyboardHandlerTestingTests", dependencies: ["Binding", "KeyboardHandler", "KeyboardHandlerTesting"]),
    .target(name: "KeyboardDemo", dependencies: ["KeyboardHandler"]),
    .executableTarget(name: "demo", dependencies: ["KeyboardDemo"]),
    .testTarget(name: "KeyboardDemoTests", dependencies: ["KeyboardDemo"], exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
