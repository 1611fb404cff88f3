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
/// `.swift-format`, before it is written, and left as planned where the repository has no `.swift-format`; a file
/// `swift format` cannot read refuses the generation, with its first error.
@Suite struct FormatterTests {
    private let directory = TemporaryDirectory()

    /// A plan that creates a Swift file and a Markdown file, and edits a Swift file, none of them formatted.
    private var plan: Plan {
        var plan = Plan()
        plan.create("A.swift", contents: "let  answer = 42\n\n\n\nfunc question() {}\n")
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
        #expect(formatted.change(at: "A.swift")?.contents == "let answer = 42\n\nfunc question() {}\n")
        #expect(formatted.change(at: "Notes.md")?.contents == "let  untouched = 1\n")
        #expect(
            formatted.change(at: "B.swift")
                == .edit(path: "B.swift", original: "let  kept = 1\n", contents: "let kept = 1\nlet added = 2\n")
        )
        #expect(formatted.createdPaths == plan.createdPaths)
        #expect(directory.contents(of: "A.swift") == nil)
        #expect(directory.contents(of: "B.swift") == nil)
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
    }

    @Test func ofSeveralFilesSwiftFormatCannotReadTheFirstInThePlanIsRefused() throws {
        // Given: formatted at once, the broken files can finish in any order
        try writeConfiguration()
        var plan = plan
        for (index, name) in ["Z", "M", "B", "A"].enumerated() {
            plan.create(
                "Sources/\(name).swift",
                contents: String(repeating: "let a = 1\n", count: index) + "let  = = {\n"
            )
        }

        // When
        let refusal = #expect(throws: GenerationError.self) { try Formatter(root: directory.path).format(plan) }

        // Then
        #expect(
            refusal == .invalidSwift(path: "Sources/Z.swift", location: "1:6", problem: "expected pattern in variable")
        )
    }

    @Test(arguments: [#"{ "lineLength": "#, #"{ "version": 1, "indentation": { "spaces": "four" } }"#])
    func aBrokenConfigurationIsRefusedAsSuch(configuration: String) throws {
        // Given: text that is not JSON, or JSON that is not a configuration
        directory.write(configuration, to: ".swift-format")

        // When
        let refusal = #expect(throws: GenerationError.self) { try Formatter(root: directory.path).format(plan) }

        // Then
        #expect(
            refusal?.message
                == "swift format could not format the files (.swift-format is not a configuration it can read); nothing"
                + " was written"
        )
    }

    @Test func aConfigurationTooLongForAnArgumentIsRefusedAsSuch() throws {
        // Given: valid JSON, longer than the system lets one argument be
        directory.write(#"{ "version": 1, "note": "\#(String(repeating: "x", count: 140_000))" }"#, to: ".swift-format")

        // When
        let refusal = #expect(throws: GenerationError.self) { try Formatter(root: directory.path).format(plan) }

        // Then
        #expect(refusal == .notFormatted(reason: ".swift-format is over 64 KiB, more than it can be given"))
    }

    @Test func filesFormattedAtOnceOnSeveralThreadsEachComeBack() async throws {
        // Given: each `swift format` reads to the end of its own input, which no other may keep open
        try writeConfiguration()
        let formatter = Formatter(root: directory.path)
        let configuration = try #require(GeneratorFixture.repository.contents(of: ".swift-format"))

        // When
        let formatted = await withTaskGroup(of: String?.self) { group in
            for index in 0..<8 {
                group.addTask {
                    try? formatter.format(
                        "let  value\(index) = 1\n",
                        path: "F\(index).swift",
                        configuration: configuration
                    )
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        // Then
        #expect(Set(formatted) == Set((0..<8).map { "let value\($0) = 1\n" }))
    }

    @Test func aFileLargerThanAPipeHoldsIsFormattedWhole() throws {
        // Given: far more than the 64 KiB a pipe holds, each way
        try writeConfiguration()
        let numbers = 1...3_200

        // When
        let formatted = try Formatter(root: directory.path).format(
            numbers.map { "let  value\($0) = \($0)\n" }.joined(),
            path: "Large.swift",
            configuration: try #require(GeneratorFixture.repository.contents(of: ".swift-format"))
        )

        // Then
        #expect(formatted == numbers.map { "let value\($0) = \($0)\n" }.joined())
    }

    @Test(arguments: [
        ("nothing", "cat >/dev/null", "it gave back nothing for A.swift"),
        (
            "bytes that are not UTF-8", #"cat >/dev/null; printf '\377\376bad'"#,
            "it gave back text that is not UTF-8 for A.swift"
        ),
        ("other code", "cat >/dev/null; echo garbage", "it gave back A.swift without what it declares"),
    ])
    func aSwiftFormatThatSucceedsWithNoTextOrBrokenTextRefusesTheGeneration(
        _ what: String,
        script: String,
        reason: String
    ) throws {
        // Given: a `swift` that reads the file and ends well, giving back what would then replace the file
        try writeConfiguration()
        directory.write("#!/bin/sh\n\(script)\n", to: "swift")
        chmod(directory.file("swift"), 0o755)
        let formatter = Formatter(root: directory.path, swift: directory.file("swift"))

        // When
        let refusal = #expect(throws: GenerationError.self) { try formatter.format(plan) }

        // Then
        #expect(refusal == .notFormatted(reason: reason))
    }

    @Test(arguments: [
        ("never ends", "exec sleep 30"),
        ("ends, leaving a process behind that keeps its output open", "sleep 3 & exit 0"),
    ])
    func aProgramThatDoesNotFinishInTimeIsStoppedAndRefused(_ what: String, script: String) {
        // Given: a program that does not finish, as the case says
        let arguments = ["/bin/sh", "-c", script]

        // When
        let refusal = #expect(throws: GenerationError.self) {
            try Formatter.run(arguments, input: [], timeLimit: .seconds(1))
        }

        // Then
        #expect(refusal == .notFormatted(reason: "it did not finish within 1 s"))
    }

    @Test func aConfigurationThatIsALinkIsRefusedNotFollowed() throws {
        // Given: the configuration leads to a file outside the repository, whose settings would shape what is written
        let outside = TemporaryDirectory()
        outside.write(#"{ "version": 1, "indentation": { "spaces": 7 } }"#, to: "private.json")
        symlink(outside.file("private.json"), directory.file(".swift-format"))

        // When
        let refusal = #expect(throws: GenerationError.self) { try Formatter(root: directory.path).format(plan) }

        // Then
        #expect(refusal == .unread(path: ".swift-format", reason: "a symbolic link"))
    }

    @Test func aConfigurationThatHoldsAPathIsReadAsTextNotFollowed() throws {
        // Given: the configuration's text is the path of a file outside the repository, a valid configuration
        let outside = TemporaryDirectory()
        outside.write(#"{ "version": 1, "indentation": { "spaces": 7 } }"#, to: "private.json")
        directory.write(outside.file("private.json"), to: ".swift-format")

        // When
        let refusal = #expect(throws: GenerationError.self) { try Formatter(root: directory.path).format(plan) }

        // Then: refused as a configuration that is not JSON, never formatted with the settings of the file it names
        #expect(refusal == .notFormatted(reason: ".swift-format is not a configuration it can read"))
    }
}
