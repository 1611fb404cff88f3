import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate feature name=Note flow=Profile entry=Profile`: the
/// generator's commands (`module`, `flow`, `service`, `feature`, with the options `make` takes), run on this package
/// from SwiftPM or from Xcode's context menu on the package.
@main
struct GeneratePlugin: CommandPlugin {
    /// Why the plugin stops: the generator's one line of refusal, or how it ended without one.
    struct Failure: Error, CustomStringConvertible {
        /// What the generator said, or how it ended.
        let description: String
    }

    /// Runs the generator on the package's folder with `arguments`, as typed after `generate`.
    ///
    /// What it prints goes on as it is; what it says on standard error is read, so that a refusal is the plugin's
    /// error, said once and in `generate …` terms, rather than after a line of its own that the generator failed.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let generator = Process()
        let errors = Pipe()
        generator.executableURL = try context.tool(named: "SurfMVPGenerate").url
        generator.arguments = arguments + ["root=\(context.package.directoryURL.path)"]
        generator.standardError = errors
        try generator.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .replacingOccurrences(of: "make ", with: "generate ")
        generator.waitUntilExit()
        guard generator.terminationReason == .exit, generator.terminationStatus == 0 else {
            let reason = said.split(separator: "\n").map(String.init).joined(separator: "; ")
            throw Failure(
                description: reason.isEmpty
                    ? "surfmvp-generate ended with status \(generator.terminationStatus)" : reason
            )
        }
        FileHandle.standardError.write(Data(said.utf8))
    }
}
