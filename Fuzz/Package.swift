// swift-tools-version: 5.4
// libFuzzer harnesses for KeyboardHandler, in a package of their own so that the library keeps
// zero dependencies. Build and run them with `./run.sh` (see README.md).
//
// Why tools version 5.4: from 5.5 on, SwiftPM links every executable with `--defsym
// main=<module>_main` on Linux, and a fuzz target has no main of its own (libFuzzer brings it), so
// the link fails. The targets still compile in the Swift 6 language mode, through the flag below.
import PackageDescription

let swift6: [SwiftSetting] = [.unsafeFlags(["-swift-version", "6"])]

let package = Package(
  name: "KeyboardBindingFuzz",
  dependencies: [.package(name: "KeyboardBinding", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "KeyboardHandler", package: "KeyboardBinding"),
        .product(name: "KeyboardHandlerTesting", package: "KeyboardBinding"),
      ],
      swiftSettings: swift6),
    .executableTarget(
      name: "fuzz-userinfo",
      dependencies: [
        "FuzzSupport", .product(name: "KeyboardHandler", package: "KeyboardBinding"),
        .product(name: "KeyboardHandlerTesting", package: "KeyboardBinding"),
      ],
      swiftSettings: swift6),
    .executableTarget(
      name: "fuzz-engine",
      dependencies: [
        "FuzzSupport", .product(name: "KeyboardHandler", package: "KeyboardBinding"),
        .product(name: "KeyboardHandlerTesting", package: "KeyboardBinding"),
      ],
      swiftSettings: swift6),
  ]
)
