// swift-tools-version: 6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

// Threads an executable does not start itself (the Swift runtime's thread pool) get the C library's default stack:
// 8 MiB with glibc, but 128 KiB with musl, too little for Swift code, unless the executable asks for more in its ELF
// stack header, which musl reads and glibc ignores. 1 MiB, as the app's own threads get (`DetachedThread.stackSize`),
// in every Linux build: `swift run`, `make install`, and a static musl build with the Static Linux SDK.
let threadStack: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "-z", "-Xlinker", "stack-size=1048576"], .when(platforms: [.linux]))
]

let package = Package(
    name: "surfmvp",
    // What the code uses on Apple platforms: Mutex and Atomic, and `String(validating:as:)`, all from macOS 15.
    // Linux ignores this.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "surfmvp", targets: ["surfmvp"]),
        .library(name: "Coordinators", targets: ["Coordinators"]),
        .library(name: "LeakCheck", targets: ["LeakCheck"]),
        .executable(name: "surfmvp-bench", targets: ["SurfMVPBenchmark"]),
        .executable(name: "surfmvp-generate", targets: ["SurfMVPGenerate"]),
        // The same generator under its target's name, which is how the `generate` plugin finds it as a tool.
        .executable(name: "SurfMVPGenerate", targets: ["SurfMVPGenerate"]),
    ],
    targets: [
        // MARK: - Platform: console, styling, widgets, screen stack

        .target(
            name: "Terminal",
            dependencies: ["Signals"],
            swiftSettings: strictSettings
        ),

        // MARK: - POSIX signals, as the platform layer and the generator both handle them

        .target(
            name: "Signals",
            swiftSettings: strictSettings
        ),

        // MARK: - Persistence: the state folder, its lock and its JSON files (FileManager or Core Data on iOS)

        .target(
            name: "Storage",
            swiftSettings: strictSettings
        ),

        // MARK: - Services and MVP modules

        .target(
            name: "Modules",
            dependencies: ["Storage", "Terminal"],
            swiftSettings: strictSettings
        ),

        // MARK: - Flows, factories and the composition root

        .target(
            name: "Coordinators",
            dependencies: ["Modules", "Storage", "Terminal"],
            swiftSettings: strictSettings
        ),

        // MARK: - The leak check: a flow's whole subtree gone after it, for this package's tests and any app's

        .target(
            name: "LeakCheck",
            swiftSettings: strictSettings
        ),

        // MARK: - The entry point and the command line

        .executableTarget(
            name: "surfmvp",
            dependencies: ["Coordinators", "Modules", "Signals", "Storage", "Terminal"],
            swiftSettings: strictSettings,
            linkerSettings: threadStack
        ),

        // MARK: - The benchmark: launch against a floor, and a soak of the coordinators

        .executableTarget(
            name: "SurfMVPBenchmark",
            dependencies: ["Coordinators", "Modules", "Storage", "Terminal"],
            swiftSettings: strictSettings,
            // `openpty` is in libutil before glibc 2.34; glibc since then and musl keep an empty libutil.
            linkerSettings: threadStack + [.linkedLibrary("util", .when(platforms: [.linux]))]
        ),

        // MARK: - The generator: modules, alerts, flows, services and features from Templates/, wired in (make module, …)

        .executableTarget(
            name: "SurfMVPGenerate",
            dependencies: ["Signals"],
            swiftSettings: strictSettings,
            linkerSettings: threadStack
        ),

        // MARK: - The generator from SwiftPM and Xcode: swift package --allow-writing-to-package-directory generate …

        .plugin(
            name: "GeneratePlugin",
            capability: .command(
                intent: .custom(
                    verb: "generate",
                    description:
                        "Generate a module, a flow, a service or a feature from Templates/, wired in, with tests"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "The generator writes the new files and wires them into the app.")
                ]
            ),
            dependencies: ["SurfMVPGenerate"]
        ),

        // MARK: - Tests, one target per layer, each depending on that layer and what is below it

        // What every layer's tests share: temporary folders, a clock, a socket client, and doubles of the Terminal
        // toolkit's screens.
        .target(
            name: "TestSupport",
            dependencies: ["Storage", "Terminal"],
            path: "Tests/TestSupport",
            swiftSettings: strictSettings
        ),
        // The built binaries run as child processes, on a pseudo-terminal or on pipes: for the app's tests and the
        // generator's.
        .target(
            name: "ProcessTestSupport",
            dependencies: ["Terminal"],
            path: "Tests/ProcessTestSupport",
            swiftSettings: strictSettings,
            // `openpty` is in libutil before glibc 2.34; glibc since then and musl keep an empty libutil.
            linkerSettings: [.linkedLibrary("util", .when(platforms: [.linux]))]
        ),
        // Doubles of the services, and model fixtures: for the modules' tests and those of the layers above.
        .target(
            name: "ModulesTestSupport",
            dependencies: ["Modules", "TestSupport"],
            path: "Tests/ModulesTestSupport",
            swiftSettings: strictSettings
        ),
        // A router spy, a factory stub and the registry's view of a flow for the leak check: for the coordinators'
        // tests and the app's.
        .target(
            name: "CoordinatorsTestSupport",
            dependencies: ["Coordinators", "LeakCheck", "Modules", "ModulesTestSupport", "Terminal", "TestSupport"],
            path: "Tests/CoordinatorsTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerminalTests",
            dependencies: ["LeakCheck", "Terminal", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SignalsTests",
            dependencies: ["Signals"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StorageTests",
            dependencies: ["Storage", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ModulesTests",
            dependencies: ["LeakCheck", "Modules", "ModulesTestSupport", "Storage", "Terminal", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CoordinatorsTests",
            dependencies: [
                "Coordinators", "CoordinatorsTestSupport", "LeakCheck", "Modules", "ModulesTestSupport", "Terminal",
                "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        // The whole app: in process through its composition root, and as a process on a pipe or a pty.
        .testTarget(
            name: "AppTests",
            dependencies: [
                "Coordinators", "CoordinatorsTestSupport", "LeakCheck", "Modules", "ModulesTestSupport",
                "ProcessTestSupport", "Storage", "Terminal", "TestSupport", "surfmvp",
            ],
            swiftSettings: strictSettings
        ),
        // The leak check alone, as an app's tests use it.
        .testTarget(
            name: "LeakCheckTests",
            dependencies: ["LeakCheck"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GeneratorTests",
            dependencies: ["ProcessTestSupport", "SurfMVPGenerate", "TestSupport"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
