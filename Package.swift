// swift-tools-version:6.0
import PackageDescription

// The core is optimised even in debug builds: its SIMD code runs about 50× slower unoptimised,
// which would make the tests crawl. Native x86-64 builds may also assume SSE4.1 (every x86-64
// CPU since 2008): without it the resampler's 32-bit vector multiply takes several instructions.
#if arch(x86_64)
  let coreSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xcc", "-msse4.1"]), .unsafeFlags(["-O"], .when(configuration: .debug)),
  ]
#else
  let coreSettings: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]
#endif

let package = Package(
  name: "Instagrid",
  products: [
    .library(name: "InstagridPure", targets: ["InstagridPure"]),
    .executable(name: "instagrid", targets: ["instagrid-cli"]),
  ],
  targets: [
    // The core: values in, values out. It must stay Embedded-Swift clean;
    // `scripts/build-wasm.sh` compiles it for wasm32 and CI runs that build.
    .target(name: "InstagridPure", swiftSettings: coreSettings),
    // C ABI over the core. Natively it is a plain library (so `swift build`
    // type-checks it); the page uses its wasm32 build.
    .target(
      name: "instagrid-wasm-shim",
      dependencies: ["InstagridPure"],
      exclude: ["ABI.toml"],
      swiftSettings: [.enableExperimentalFeature("Extern")]
    ),
    .executableTarget(name: "instagrid-cli", dependencies: ["InstagridPure"]),
    // `make bench`: inputs for every tool and the core timed in-process.
    .executableTarget(
      name: "instagrid-bench", dependencies: ["InstagridPure", "PhoneShapes"],
      path: "Benchmarks/instagrid-bench"),
    // Seeded sets of phone-photo shapes, shared by the bench and the tests of the layout search.
    .target(name: "PhoneShapes", dependencies: ["InstagridPure"], path: "Benchmarks/PhoneShapes"),
    .testTarget(name: "InstagridPureTests", dependencies: ["InstagridPure", "PhoneShapes"]),
    .testTarget(
      name: "InstagridCLITests",
      dependencies: ["instagrid-cli", "InstagridPure"]
    ),
    .testTarget(name: "InstagridShimTests", dependencies: ["instagrid-wasm-shim", "InstagridPure"]),
  ]
)
