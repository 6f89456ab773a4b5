// swift-tools-version: 6.2
// A client package made the way Xcode 26 makes an app target: main-actor isolation by default and the
// "approachable concurrency" upcoming features. CI builds it and runs its tests with warnings as errors,
// so the README's view model, keyboard example and test keep compiling cleanly there.
import PackageDescription

let xcode26Defaults: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "XcodeDefaults",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [.package(name: "KeyboardBinding", path: "../..")],
  targets: [
    .target(
      name: "SignUp",
      dependencies: [
        .product(name: "Binding", package: "KeyboardBinding"),
        .product(name: "KeyboardHandler", package: "KeyboardBinding"),
        .product(name: "KeyboardHandlerUIKit", package: "KeyboardBinding"),
      ],
      swiftSettings: xcode26Defaults),
    .testTarget(
      name: "SignUpTests",
      dependencies: ["SignUp", .product(name: "KeyboardHandlerTesting", package: "KeyboardBinding")],
      swiftSettings: xcode26Defaults),
  ],
  swiftLanguageModes: [.v6]
)
