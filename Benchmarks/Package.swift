// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so that the library keeps zero dependencies.
let package = Package(
  name: "BoxBenchmarks",
  // Observation needs macOS 14; the library itself supports older systems.
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "box-benchmarks", targets: ["BoxBenchmarks"]),
    .executable(name: "box-profile", targets: ["BoxProfile"]),
  ],
  dependencies: [
    .package(name: "KeyboardBinding", path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
  ],
  targets: [
    // Heap statistics for the memory case: glibc's <malloc.h> is not part of the Glibc module.
    .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
    .executableTarget(
      name: "BoxBenchmarks",
      dependencies: [
        "CMalloc",
        .product(name: "Binding", package: "KeyboardBinding"),
        .product(name: "KeyboardHandler", package: "KeyboardBinding"),
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
      ]
    ),
    // One operation in a loop, for callgrind: instruction counts are repeatable on a shared machine.
    .executableTarget(
      name: "BoxProfile",
      dependencies: [
        .product(name: "Binding", package: "KeyboardBinding"),
        .product(name: "KeyboardHandler", package: "KeyboardBinding"),
      ]
    ),
    .testTarget(name: "BoxBenchmarksTests", dependencies: ["BoxBenchmarks"]),
  ],
  swiftLanguageModes: [.v6]
)
