import Testing

@testable import Coordinators
@testable import Terminal
@testable import TestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the README and the documentation pages show is what the app, the Makefile and the measurements say: the
/// transcript, the commands, the links and the timings.
@MainActor @Suite struct DocumentationTests {
    /// The build times the pages quote, as `make timings` writes them.
    private struct Timings: Decodable {
        let seconds: [String: Double]
    }

    private static let timingsFile = "Documentation/timings.json"

    @Test func theReadmeTranscriptIsWhatTheAppShows() async throws {
        // Given: the README's session, typed into the app on a terminal that hides the code as it is typed
        let readme = try MarkdownFile("README.md")
        let transcript = try #require(readme.codeBlocks.first { $0.first == "$ swift run surfmvp" })
        let shown = transcript.dropFirst()
        var typed = shown.compactMap(Self.typedLine)
        let sut = await AppHarness()
        sut.console.isInteractive = true
        sut.console.onRead = { [weak sut] in
            guard let sut, !typed.isEmpty else { return }
            sut.console.feed(typed.removeFirst() ?? sut.lastCode ?? "no code was sent")
        }

        // When
        await sut.type()

        // Then: each run of lines between the README's "…" is in what the app showed, in order
        let output = sut.console.transcript.split(separator: "\n", omittingEmptySubsequences: false).map(Self.loosened)
        var searchFrom = 0
        for excerpt in shown.split(separator: "…") {
            let expected = excerpt.map(Self.loosened)
            let found = (searchFrom...max(searchFrom, output.count - expected.count)).first {
                Array(output.dropFirst($0).prefix(expected.count)) == expected
            }
            #expect(
                found != nil,
                "The app did not show, after line \(searchFrom):\n\(expected.joined(separator: "\n"))"
            )
            searchFrom = (found ?? searchFrom) + expected.count
        }
        #expect(typed.isEmpty, "Every line the README types was read")
    }

    @Test func theReadmeIsReadInMinutesAndItsFirstScreenRunsAndTestsTheApp() throws {
        // Given
        let readme = try ProjectFolder.text(of: "README.md").split(separator: "\n", omittingEmptySubsequences: false)

        // Then
        #expect(readme.count < 250)
        let firstScreen = readme.prefix(60)
        for line in ["swift run surfmvp      # the app", "swift test             # every test"] {
            #expect(firstScreen.contains(Substring(line)), "The first screen gives \(line)")
        }
        #expect(firstScreen.contains { $0.hasPrefix("Read next:") })
    }

    @Test func everyRelativeLinkLeadsToAFileOrAHeading() throws {
        // Given
        let pages = try MarkdownFile.documentation()

        // Then
        for page in pages {
            for link in page.links where !link.target.contains(":") {
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = String(parts[0])
                if file.isEmpty {
                    let anchor = parts.count > 1 ? String(parts[1]) : ""
                    #expect(page.headingAnchors.contains(anchor), "\(page.path): no heading for \(link.target)")
                } else {
                    let resolved = MarkdownFile.resolve(file, from: page.folder)
                    #expect(
                        resolved.map(MarkdownFile.exists) == true,
                        "\(page.path): \(link.target) leads to no file"
                    )
                }
            }
        }
    }

    @Test func everyMakeTargetShownIsInTheMakefile() throws {
        // Given
        let makefile = try ProjectFolder.text(of: "Makefile")
        let targets = Set(
            makefile.split(separator: "\n").compactMap { line in
                line.firstMatch(of: /^([a-z][a-z-]*):/).map { String($0.output.1) }
            }
        )
        let pages = try MarkdownFile.documentation()

        // Then
        var shown = 0
        for page in pages {
            for command in page.code.flatMap(Self.makeCommands(in:)) {
                for target in command.dropFirst() where target.wholeMatch(of: /[a-z][a-z-]*/) != nil {
                    shown += 1
                    #expect(targets.contains(target), "\(page.path): make \(target) is not a target of the Makefile")
                }
            }
        }
        #expect(shown > 20)
    }

    @Test func everyTimingQuotedIsTheOneMeasured() throws {
        // Given
        let timings = try JSONDecoder().decode(
            Timings.self,
            from: Data(try ProjectFolder.text(of: Self.timingsFile).utf8)
        )
        let pages = try MarkdownFile.documentation()

        // Then: each figure linked to the file shows its value, in whole seconds
        var quoted: Set<String> = []
        for page in pages {
            for link in page.links {
                let parts = link.target.split(separator: "#", maxSplits: 1).map(String.init)
                guard MarkdownFile.resolve(parts[0], from: page.folder) == Self.timingsFile, parts.count == 2 else {
                    continue
                }
                let seconds = try #require(timings.seconds[parts[1]], "\(page.path): no figure \(parts[1])")
                #expect(link.text == "\(Int(seconds.rounded())) s", "\(page.path): \(parts[1]) is \(seconds) s")
                quoted.insert(parts[1])
            }
        }
        #expect(quoted == Set(timings.seconds.keys), "Every figure measured is quoted somewhere")
        let readme = try MarkdownFile("README.md").links.map(\.target)
        for figure in ["firstRun", "cleanTest", "test"] {
            #expect(readme.contains(Self.timingsFile + "#" + figure), "The README gives \(figure)")
        }
    }

    // MARK: - Private Methods

    /// What a transcript line types at a prompt: the text after `› `, or `nil` for a masked prompt, where the code
    /// from the last notification goes; not a line at all for a line that is no prompt.
    private static func typedLine(_ line: String) -> String?? {
        guard let prompt = line.wholeMatch(of: /[A-Za-z0-9 -]*›(?: (.*))?/) else { return nil }
        return .some(prompt.output.1.map(String.init))
    }

    /// `line` with what changes from run to run made alike: a sign-in code, a date, trailing spaces.
    private static func loosened(_ line: some StringProtocol) -> String {
        String(line)
            .replacing(/\b[0-9]{6}\b/, with: "000000")
            .replacing(/\b[0-9]{4}-[0-9]{2}-[0-9]{2}\b/, with: "2000-01-01")
            .replacing(/\ +$/, with: "")
    }

    /// The `make` command lines in `code`: `make build lint` is `["make", "build", "lint"]`.
    private static func makeCommands(in code: String) -> [[String]] {
        code.split(separator: "\n").compactMap { line in
            let command = line.split(separator: "#", maxSplits: 1).first.map { $0.trimmingPrefix("$ ") } ?? ""
            let words = command.split(separator: " ").map(String.init)
            return words.first == "make" ? words : nil
        }
    }
}
