import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate feature name=Note flow=Profile entry=Profile`: the
/// generator's commands (`module`, `flow`, `service`, `feature`, with the options `make` takes), run on this package
/// from SwiftPM or from Xcode's context menu on the package.
@main
struct GeneratePlugin: CommandPlugin {
    /// Why the plugin stops: the generator refused, having said why on standard error, or did not run.
    struct Failure: Error, CustomStringConvertible {
        /// How the generator ended.
        let description: String
    }

    /// Runs the generator on the package's folder with `arguments`, as typed after `generate`.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let generator = Process()
        generator.executableURL = try context.tool(named: "SurfMVPGenerate").url
        generator.arguments = arguments + ["root=\(context.package.directoryURL.path)"]
        try generator.run()
        generator.waitUntilExit()
        guard generator.terminationReason == .exit, generator.terminationStatus == 0 else {
            throw Failure(description: "surfmvp-generate ended with status \(generator.terminationStatus)")
        }
    }
}
