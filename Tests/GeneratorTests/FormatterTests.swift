import Testing

@testable import SurfMVPGenerate
@testable import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the generator is about to write is formatted with the toolchain's `swift format` and the repository's
/// `.swift-format`, in one run, before it is written, and left as planned where the repository has no
/// `.swift-format`; a file `swift format` cannot read refuses the generation, and no copy is left behind.
@Suite struct FormatterTests {
    private let directory = TemporaryDirectory()

    /// A plan that creates a Swift file and a Markdown file, and edits a Swift file, none of them formatted.
    private var plan: Plan {
        var plan = Plan()
        plan.create("A.swift", contents: "let  answer = 42\n\n\n\nlet question = 1\n")
        plan.create("Notes.md", contents: "let  untouched = 1\n")
        plan.edit("B.swift", original: "let  kept = 1\n", contents: "let  kept = 1\nlet  added = 2\n")
        return plan
    }

    /// Writes the repository's `.swift-format` into the temporary folder.
    private func writeConfiguration() throws {
        let configuration = try #require(GeneratorFixture.repository.contents(of: ".swift-format"))
        directory.write(configuration, to: ".swift-format")
    }

    @Test func theSwiftFilesOfAPlanAreFormattedBeforeAnythingIsWritten() throws {
        // Given
        try writeConfiguration()

        // When
        let formatted = try Formatter(root: directory.path).format(plan)

        // Then
        #expect(formatted.change(at: "A.swift")?.contents == "let answer = 42\n\nlet question = 1\n")
        #expect(formatted.change(at: "Notes.md")?.contents == "let  untouched = 1\n")
        #expect(
            formatted.change(at: "B.swift")
                == .edit(path: "B.swift", original: "let  kept = 1\n", contents: "let kept = 1\nlet added = 2\n")
        )
        #expect(formatted.createdPaths == plan.createdPaths)
        #expect(directory.contents(of: "A.swift") == nil)
        #expect(directory.contents(of: "B.swift") == nil)
        #expect(directory.snapshot().keys.sorted() == [".build", ".swift-format"])
    }

    @Test func withoutAConfigurationThePlanIsLeftAsItIs() throws {
        // When
        let formatted = try Formatter(root: directory.path).format(plan)

        // Then
        #expect(formatted == plan)
    }

    @Test func aFileSwiftFormatCannotReadIsRefusedNamingItsFirstError() throws {
        // Given
        try writeConfiguration()
        var plan = plan
        plan.create("Sources/Broken.swift", contents: "let a = 1\nlet  = = {\n")

        // When
        let refusal = #expect(throws: GenerationError.self) { try Formatter(root: directory.path).format(plan) }

        // Then
        #expect(
            refusal
                == .invalidSwift(path: "Sources/Broken.swift", location: "2:6", problem: "expected pattern in variable")
        )
        #expect(directory.snapshot().keys.sorted() == [".build", ".swift-format"])
    }

    @Test func aBrokenConfigurationIsRefusedWithWhatSwiftFormatSays() throws {
        // Given
        directory.write("{ \"lineLength\": ", to: ".swift-format")

        // When
        let refusal = #expect(throws: GenerationError.self) { try Formatter(root: directory.path).format(plan) }

        // Then
        let message = try #require(refusal?.message)
        #expect(message.hasPrefix("swift format could not format the files ("))
        #expect(message.contains("Unable to read configuration"))
        #expect(!message.contains("\n"))
    }

    @Test func eachFileOfAPlanComesBackFormattedToItsOwnPathFromOneRun() throws {
        // Given: more files than a copy's number has digits, each different
        try writeConfiguration()
        var plan = Plan()
        for index in 0..<12 {
            plan.create("Sources/F\(index).swift", contents: "let  value\(index) = \(index)\n")
        }

        // When
        let formatted = try Formatter(root: directory.path).format(plan)

        // Then
        #expect(formatted.changes.map(\.contents) == (0..<12).map { "let value\($0) = \($0)\n" })
        #expect(formatted.createdPaths == plan.createdPaths)
    }

    @Test func copiesAStoppedGenerationLeftAreRemovedAndNoneAreLeft() throws {
        // Given: the copies of a generation stopped half-way
        try writeConfiguration()
        mkdir(directory.file(".build"), 0o755)
        mkdir(directory.file(Formatter.folder), 0o755)
        directory.write("let  stale = 1\n", to: Formatter.folder + "/0.swift")
        directory.write("", to: Formatter.folder + "/diagnostics.txt")

        // When
        let formatted = try Formatter(root: directory.path).format(plan)

        // Then
        #expect(formatted.change(at: "A.swift")?.contents == "let answer = 42\n\nlet question = 1\n")
        #expect(directory.snapshot().keys.sorted() == [".build", ".swift-format"])
    }
}
