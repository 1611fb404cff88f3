import Testing

@testable import SurfMVPGenerate
@testable import TestSupport

/// Every generator command the README and the documentation pages show is one the generator takes.
@Suite struct DocumentedCommandTests {
    @Test func everyGeneratorCommandShownParses() throws {
        // Given: each `make module`, `make flow`, `make service` and `make feature` line with real names
        let commands = try MarkdownFile.documentation().flatMap { page in
            page.code.flatMap(Self.generatorCommands(in:)).map { (page: page.path, words: $0) }
        }

        // Then
        #expect(commands.count > 10)
        for command in commands {
            let shown = command.words.joined(separator: " ")
            #expect(throws: Never.self, "\(command.page): \(shown)") {
                try GenerateCommand(arguments: Array(command.words.dropFirst()))
            }
        }
    }

    @Test func theReadmeShowsWhatTheGeneratorSaysIsLeft() throws {
        // Given
        let sut = try GenerateCommand(arguments: ["module", "Nickname", "--flow", "Cards"])
        let plan = try GeneratorFixture.planner().plan(sut.request)
        let readme = try MarkdownFile("README.md")

        // When
        let report = sut.report(of: plan)

        // Then
        let shown = try #require(readme.codeBlocks.first { $0.first?.hasPrefix("Next, reach it:") == true })
        #expect(Array(report.suffix(shown.count)) == shown)
    }

    // MARK: - Private Methods

    /// The generator commands in `code`, without a comment or a prompt: `["make", "flow", "name=Settings"]`; a
    /// target named alone (`make module`) or a synopsis with placeholders (`name=<Name>`, `[kind=…]`) is not one.
    private static func generatorCommands(in code: String) -> [[String]] {
        code.split(separator: "\n").compactMap { line in
            let command = line.split(separator: "#", maxSplits: 1).first.map { $0.trimmingPrefix("$ ") } ?? ""
            let words = command.split(separator: " ").map(String.init)
            guard words.count > 2, words[0] == "make", ["module", "flow", "service", "feature"].contains(words[1])
            else {
                return nil
            }
            return command.contains(where: { "<>[]…|".contains($0) }) ? nil : words
        }
    }
}
