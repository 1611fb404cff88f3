import Testing

@testable import SurfMVPGenerate
@testable import TestSupport

/// What the generator wrote is formatted with the toolchain's `swift format` and the repository's `.swift-format`,
/// and left as written where the repository has no `.swift-format`.
@Suite struct FormatterTests {
    private let directory = TemporaryDirectory()

    @Test func theFilesWrittenAreFormattedWithTheRepositorysConfiguration() throws {
        // Given
        let configuration = try #require(GeneratorFixture.repository.contents(of: ".swift-format"))
        directory.write(configuration, to: ".swift-format")
        directory.write("let  answer = 42\n\n\n\nlet question = 1\n", to: "A.swift")
        directory.write("let  untouched = 1\n", to: "B.swift")

        // When
        let formatted = Formatter(root: directory.path).format(["A.swift", "Notes.md"])

        // Then
        #expect(formatted)
        #expect(directory.contents(of: "A.swift") == "let answer = 42\n\nlet question = 1\n")
        #expect(directory.contents(of: "B.swift") == "let  untouched = 1\n")
    }

    @Test func withoutAConfigurationNothingIsFormatted() throws {
        // Given
        directory.write("let  answer = 42\n", to: "A.swift")

        // When
        let formatted = Formatter(root: directory.path).format(["A.swift"])

        // Then
        #expect(!formatted)
        #expect(directory.contents(of: "A.swift") == "let  answer = 42\n")
    }
}
