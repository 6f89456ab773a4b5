// swift-tools-version: 5.4
// The libFuzzer harness of the demo, in a package of its own: the demo's library (`KeyboardDemo`) is
// not a product, so this package builds it from the root package's sources, linked here
// (`Sources/<module>` → `../../../Sources/<module>`), with the harness, `Fuzz/Sources/fuzz-demo`.
// Run it with `Fuzz/run.sh` (see Fuzz/README.md), which builds this package beside `Fuzz/`.
//
// Why tools version 5.4: as for `Fuzz/Package.swift`, a fuzz target has no `main` of its own. The
// modules use `package` access, which this tools version does not set up, so every target names one
// package by flag.
import PackageDescription

let settings: [SwiftSetting] = [.unsafeFlags(["-swift-version", "6", "-package-name", "KeyboardBindingDemoFuzz"])]

let package = Package(
  name: "KeyboardBindingDemoFuzz",
  platforms: [.macOS(.v10_15)],
  targets: [
    .target(name: "Binding", exclude: ["Binding.docc"], swiftSettings: settings),
    .target(name: "KeyboardModel", exclude: ["KeyboardModel.docc"], swiftSettings: settings),
    .target(
      name: "KeyboardScenarios", dependencies: ["KeyboardModel"], exclude: ["KeyboardScenarios.docc"],
      swiftSettings: settings),
    .target(
      name: "KeyboardHandler", dependencies: ["Binding", "KeyboardModel", "KeyboardScenarios"],
      exclude: ["KeyboardHandler.docc"], swiftSettings: settings),
    .target(name: "KeyboardDemo", dependencies: ["KeyboardHandler"], swiftSettings: settings),
    .executableTarget(name: "fuzz-demo", dependencies: ["KeyboardDemo", "KeyboardHandler"], swiftSettings: settings),
  ]
)
