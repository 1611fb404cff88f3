import Testing

@testable import SurfMVPGenerate

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `surfmvp-generate`, run as `make module` runs it, on a small repository in a temporary folder: it writes
/// what it plans, and a refusal is one line on standard error, a non-zero exit, and nothing written.
@Suite struct GeneratorProcessTests {
    private let directory = TemporaryDirectory()

    /// The generator binary `swift test` builds next to the test bundle and `surfmvp`.
    private var binaryPath: String {
        AppProcess.binaryPath + "-generate"
    }

    /// The fixture and the real templates, written into the temporary folder.
    private func makeRepository() throws {
        var files = GeneratorFixture.files
        for path in GeneratorFixture.repository.files(under: Repository.templates) {
            files[path] = GeneratorFixture.repository.contents(of: path)
        }
        for (path, text) in files {
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            try FileManager.default.createDirectory(
                atPath: directory.file(folder),
                withIntermediateDirectories: true
            )
            directory.write(text, to: path)
        }
    }

    /// Every file in the temporary folder with its text.
    private func snapshot() -> [String: String] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: directory.path)) ?? []
        return Dictionary(uniqueKeysWithValues: paths.map { ($0, directory.contents(of: $0) ?? "(folder)") })
    }

    /// Runs the generator on the temporary folder; returns how it ended and what it wrote to standard error.
    private func generate(_ arguments: [String]) throws -> (ending: AppProcess.Ending, errors: String) {
        let process = try AppProcess(
            executable: binaryPath,
            arguments: arguments + ["--root", directory.path],
            columns: nil,
            streams: [STDOUT_FILENO: .file("/dev/null")]
        )
        let ending = process.waitForExit()
        return (ending, process.output)
    }

    @Test func aModuleIsWrittenWhereThePlanSays() throws {
        // Given
        try makeRepository()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards", "--input", "", "--kind", ""])

        // Then
        #expect(run.ending == .exited(0))
        #expect(run.errors.isEmpty)
        #expect(directory.contents(of: "Sources/Modules/Main/Nickname/NicknamePresenter.swift")?.isEmpty == false)
        #expect(directory.contents(of: Repository.moduleFactories)?.contains("func makeNicknameModule()") == true)
    }

    @Test(arguments: [
        ("an invalid name", ["module", "nickname", "--flow", "Cards"], "\"nickname\" is not an UpperCamelCase"),
        ("a name in use", ["module", "CardList", "--flow", "Cards"], "CardList exists already: "),
        ("an unknown flow", ["module", "Nickname", "--flow", "Settings"], "there is no flow \"Settings\""),
        ("a flow in use", ["flow", "Cards"], "Cards exists already: "),
    ])
    func aRefusalIsOneLineOnStandardErrorAndWritesNothing(example: String, arguments: [String], start: String) throws {
        // Given
        try makeRepository()
        let before = snapshot()

        // When
        let run = try generate(arguments)

        // Then
        #expect(run.ending == .exited(1))
        #expect(run.errors.hasPrefix("surfmvp-generate: " + start))
        #expect(run.errors.split(separator: "\n").count == 1 && run.errors.hasSuffix("\n"))
        #expect(snapshot() == before)
    }

    @Test func aFileInTheWayIsRefusedAndKept() throws {
        // Given
        try makeRepository()
        let spies = "Tests/SurfMVPTests/Doubles/Modules/NicknameViewSpies.swift"
        try FileManager.default.createDirectory(
            atPath: directory.file(Repository.moduleSpies),
            withIntermediateDirectories: true
        )
        directory.write("// Kept for later.\n", to: spies)
        let before = snapshot()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards"])

        // Then
        #expect(run.ending == .exited(1))
        #expect(run.errors == "surfmvp-generate: \(spies) exists already and would be overwritten\n")
        #expect(snapshot() == before)
    }

    @Test func aCommandLineItDoesNotTakeExitsWithTheUsageStatus() throws {
        // Given
        try makeRepository()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards", "--kind", "sheet"])

        // Then
        #expect(run.ending == .exited(64))
        #expect(run.errors.hasPrefix("surfmvp-generate: kind= takes screen or alert; usage: make module"))
    }
}
