// swift-tools-version: 6.3
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
    name: "surfmvp",
    products: [
        .executable(name: "surfmvp", targets: ["Coordinators"])
    ],
    targets: [
        // MARK: - Platform: console, styling, widgets, screen stack

        .target(
            name: "Terminal",
            swiftSettings: strictSettings
        ),

        // MARK: - Services and MVP modules

        .target(
            name: "Modules",
            dependencies: ["Terminal"],
            swiftSettings: strictSettings
        ),

        // MARK: - Flows, factories and the entry point

        .executableTarget(
            name: "Coordinators",
            dependencies: ["Modules", "Terminal"],
            swiftSettings: strictSettings
        ),

        // MARK: - Tests

        .testTarget(
            name: "SurfMVPTests",
            dependencies: ["Coordinators", "Modules", "Terminal"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
