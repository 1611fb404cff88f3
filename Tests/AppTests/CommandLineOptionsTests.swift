import Terminal
import Testing

@testable import TestSupport
@testable import surfmvp

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct CommandLineOptionsTests {
    @Test func parsesEveryOption() throws {
        // When
        let sut = try CommandLineOptions(arguments: ["--state-dir", "/tmp/s", "--no-color", "--trace"])

        // Then
        #expect(sut.action == .run)
        #expect(sut.stateDirectory == "/tmp/s")
        #expect(sut.noColor)
        #expect(sut.trace)
    }

    @Test func everyOptionWithAValueTakesTheEqualsForm() throws {
        // When
        let sut = try CommandLineOptions(arguments: ["--state-dir=/x", "--open=news/3"])
        let send = try CommandLineOptions(arguments: ["open", "cards", "--state-dir=/y"])

        // Then
        #expect(sut.stateDirectory == "/x")
        #expect(sut.link == "news/3")
        #expect(send.stateDirectory == "/y")
    }

    @Test(arguments: [["--help"], ["-h"], ["--trace", "--help"], ["help"], ["help", "--trace"]])
    func helpWins(arguments: [String]) throws {
        #expect(try CommandLineOptions(arguments: arguments).action == .help)
    }

    @Test func aWholeCommandLineSkipsTheProgramName() throws {
        // When
        let sut = try CommandLineOptions(commandLine: ["/usr/bin/surfmvp", "open", "news/2"])

        // Then
        #expect(sut.action == .send(link: "news/2"))
    }

    @Test func version() throws {
        #expect(try CommandLineOptions(arguments: ["--version"]).action == .version)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option \"--bogus\""),
        (["extra"], "unexpected argument \"extra\""),
        (["--state-dir"], "--state-dir needs a folder, e.g. --state-dir ~/.surfmvp"),
        (["--state-dir="], "--state-dir needs a folder, e.g. --state-dir ~/.surfmvp"),
        (["--open="], "--open needs a link, e.g. --open news/3"),
        (["--trace=yes"], "unknown option \"--trace=yes\""),
        (["--help=me"], "unknown option \"--help=me\""),
        (["news", "help"], "unexpected argument \"news\""),
        (["--open", "news/1", "--open=news/2"], "--open is given twice; give it once"),
        (["--state-dir=a", "--state-dir", "b"], "--state-dir is given twice; give it once"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: CommandLineOptions.UsageError(message: message)) {
            try CommandLineOptions(arguments: arguments)
        }
    }

    @Test(arguments: [
        (CommandLineOptions.Platform.linux, "/home/u/.local/state/surfmvp"),
        (.macOS, "/home/u/Library/Application Support/surfmvp"),
    ])
    func stateDirectoryFollowsTheDocumentedOrder(platform: CommandLineOptions.Platform, homeDefault: String) throws {
        // Given
        let flag = try CommandLineOptions(arguments: ["--state-dir", "/flag"])
        let none = try CommandLineOptions(arguments: [])
        let all: EnvironmentVariables = ["SURFMVP_STATE_DIR": "/env", "XDG_STATE_HOME": "/xdg", "HOME": "/home/u"]
        let xdg: EnvironmentVariables = ["XDG_STATE_HOME": "/xdg", "HOME": "/home/u"]
        let relativeXDG: EnvironmentVariables = ["XDG_STATE_HOME": "rel", "HOME": "/home/u"]

        // Then
        #expect(flag.stateDirectoryPath(environment: all, platform: platform) == "/flag")
        #expect(none.stateDirectoryPath(environment: all, platform: platform) == "/env")
        #expect(none.stateDirectoryPath(environment: xdg, platform: platform) == "/xdg/surfmvp")
        #expect(none.stateDirectoryPath(environment: relativeXDG, platform: platform) == homeDefault)
        #expect(none.stateDirectoryPath(environment: ["HOME": "/home/u"], platform: platform) == homeDefault)
        #expect(none.stateDirectoryPath(environment: [:], platform: platform) == nil)
    }

    @Test func helpNamesEachPlatformsDefaultStateFolder() {
        // When
        let linux = CommandLineOptions.usage(for: .linux)
        let macOS = CommandLineOptions.usage(for: .macOS)

        // Then
        #expect(linux.contains("                   else $XDG_STATE_HOME/surfmvp, else ~/.local/state/surfmvp);\n"))
        #expect(
            macOS.contains(
                """
                                   else $XDG_STATE_HOME/surfmvp,
                                   else ~/Library/Application Support/surfmvp);
                                   --state-dir=DIR works too
                """
            )
        )
        #expect(macOS.split(separator: "\n").allSatisfy { $0.count <= 110 })
    }

    @Test func openSubcommandAndOpenOption() throws {
        // When
        let send = try CommandLineOptions(arguments: ["open", "news/2", "--state-dir", "/s"])
        let launch = try CommandLineOptions(arguments: ["--open", "cards/1"])

        // Then
        #expect(send.action == .send(link: "news/2"))
        #expect(send.stateDirectory == "/s")
        #expect(launch.action == .run)
        #expect(launch.link == "cards/1")
    }

    @Test(arguments: [
        (["open"], "open needs a link, e.g. surfmvp open news/3"),
        (["open", "--state-dir", "/s"], "open needs a link, e.g. surfmvp open news/3"),
        (["open", ""], "open needs a link, e.g. surfmvp open news/3"),
        (["open", "  "], "open needs a link, e.g. surfmvp open news/3"),
        (["--open"], "--open needs a link, e.g. --open news/3"),
        (["open", "news", "--open", "cards"], "unknown option \"--open\""),
    ])
    func openNeedsALink(arguments: [String], message: String) {
        #expect(throws: CommandLineOptions.UsageError(message: message)) {
            try CommandLineOptions(arguments: arguments)
        }
    }

    @Test(arguments: ["unknown option", "unexpected argument"])
    func aRejectedArgumentIsShownWithoutBidiOverridesOrControls(kind: String) throws {
        // Given: a right-to-left override that would show "--exe.txt" as "--txt.exe", and an escape
        let hostile = (kind == "unknown option" ? "--" : "") + "exe\u{202E}txt.\u{1B}[2Jx"

        // When
        let error = #expect(throws: CommandLineOptions.UsageError.self) {
            try CommandLineOptions(arguments: [hostile])
        }

        // Then
        let message = try #require(error?.message)
        #expect(!message.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x1B })
        #expect(message == kind + " \"" + (kind == "unknown option" ? "--" : "") + "exetxt.␛[2Jx\"")
    }

    @Test(arguments: ["README.md", "Documentation/surfmvp.docc/Guarantees.md"])
    func thePagesShowTheSynopsisOfTheHelp(page: String) throws {
        // Given
        let sut = try MarkdownFile(page)
        let synopsis = CommandLineOptions.help.split(separator: "\n").drop { $0 != "Usage:" }.dropFirst()
            .prefix { $0.hasPrefix("  ") }
            .map { String($0.dropFirst(2)) }

        // Then: a block of its own, as `surfmvp --help` prints it
        #expect(synopsis.count == 3)
        #expect(
            sut.codeBlocks.contains(Array(synopsis)),
            "\(page) lacks the block:\n\(synopsis.joined(separator: "\n"))"
        )
    }
}
