// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Instagrid",
  products: [
    .library(name: "InstagridPure", targets: ["InstagridPure"]),
    .executable(name: "instagrid", targets: ["instagrid-cli"]),
  ],
  targets: [
    // The core: values in, values out. It must stay Embedded-Swift clean;
    // `scripts/build-wasm.sh` compiles it for wasm32 and CI runs that build.
    .target(name: "InstagridPure"),
    // C ABI over the core. Natively it is a plain library (so `swift build`
    // type-checks it); the page uses its wasm32 build.
    .target(
      name: "instagrid-wasm-shim",
      dependencies: ["InstagridPure"],
      exclude: ["ABI.md"],
      swiftSettings: [.enableExperimentalFeature("Extern")]
    ),
    .executableTarget(name: "instagrid-cli", dependencies: ["InstagridPure"]),
    .testTarget(name: "InstagridPureTests", dependencies: ["InstagridPure"]),
    .testTarget(
      name: "InstagridCLITests",
      dependencies: ["instagrid-cli", "InstagridPure"]
    ),
    .testTarget(name: "InstagridShimTests", dependencies: ["instagrid-wasm-shim", "InstagridPure"]),
  ]
)
