import Testing

@testable import ProcessTestSupport
@testable import Terminal
@testable import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built binary on a pseudo-terminal, edited as a person edits a shell's line: recalled, fixed, completed, with
/// output arriving while typing, a resize, and Ctrl-Z.
@MainActor @Suite(.serialized) struct LineEditingTests {
    private let folder = TemporaryDirectory()

    /// The keys a terminal sends, as xterm sends them.
    private enum Keys {
        static let up = "\u{1B}[A"
        static let left = "\u{1B}[D"
        static let tab = "\t"
        static let enter = "\r"
        static let ctrlZ = "\u{1A}"
        static let ctrlU = "\u{15}"
        static let ctrlL = "\u{0C}"

        /// `text` pasted, between the markers of bracketed paste.
        static func paste(_ text: String) -> String {
            "\u{1B}[200~" + text + "\u{1B}[201~"
        }
    }

    /// Whether a terminal reopened after the app that led its session has ended still has the settings the app left:
    /// on Linux; XNU resets them as the leader exits (see ``RealTerminalTests``).
    #if canImport(Darwin)
        private static let terminalOutlivesItsLeader = false
    #else
        private static let terminalOutlivesItsLeader = true
    #endif

    /// A state folder past the introduction, at Login.
    private func atLogin() async -> String {
        let harness = await AppHarness(folder: folder)
        await harness.type("2")
        return folder.path
    }

    /// The app at Login on a terminal of `columns`, its prompt shown.
    private func makeSUT(columns: Int = 80) async throws -> AppProcess {
        let sut = try AppProcess(arguments: ["--state-dir", await atLogin()], columns: columns)
        #expect(sut.waitForPrompt("Phone or e-mail › ", after: 0))
        return sut
    }

    /// The code from the last notification line of `output`.
    private func sentCode(in output: String) -> String? {
        output.withoutEscapes.components(after: "Your sign-in code is").last
            .map { String($0.drop(while: \.isWhitespace).prefix(6)) }
    }

    /// What the app wrote after `offset`, as a person reads it.
    private func shown(by sut: AppProcess, after offset: Int) -> String {
        String(decoding: Array(sut.output.utf8).dropFirst(offset), as: UTF8.self).withoutEscapes
    }

    @Test func upRecallsTheLastCommandAndEnterRunsIt() async throws {
        // Given: :help run once
        let sut = try await makeSUT()
        let promptShown = sut.output.utf8.count
        sut.type(":help" + Keys.enter)
        #expect(sut.waitFor("Commands, at any prompt", after: promptShown))
        #expect(sut.waitForPrompt("Phone or e-mail › ", after: promptShown))
        let helpShown = sut.output.utf8.count

        // When
        sut.type(Keys.up)
        #expect(sut.waitFor(":help", after: helpShown))
        sut.type(Keys.enter)

        // Then
        #expect(sut.waitFor("Commands, at any prompt", after: helpShown))
        sut.type(":quit" + Keys.enter)
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func leftAndATypoFixedAtLoginSignIn() async throws {
        // Given: a typo eight characters from the end
        let sut = try await makeSUT()
        sut.type("demo@exmple.com")
        #expect(sut.waitFor("demo@exmple.com"))

        // When
        sut.type(String(repeating: Keys.left, count: 8) + "a" + Keys.enter)

        // Then
        #expect(sut.waitFor("6-digit code ›"))
        let code = try #require(sentCode(in: sut.output))
        sut.type(code + Keys.enter)
        #expect(sut.waitFor("Hello, Demo User!"))
        sut.type(":quit" + Keys.enter)
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func tabCompletesACommand() async throws {
        // Given
        let sut = try await makeSUT()
        let promptShown = sut.output.utf8.count

        // When
        sut.type(":he" + Keys.tab)

        // Then: the line reads :help, and Enter runs it
        #expect(sut.waitFor(":help", after: promptShown))
        sut.type(Keys.enter)
        #expect(sut.waitFor("Commands, at any prompt", after: promptShown))
        #expect(sut.waitFor("Editing keys", after: promptShown))
        sut.type(":quit" + Keys.enter)
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func tabAfterALinksArgumentListsWhatItCanBeAsAShellListsFileNames() async throws {
        // Given: a link's argument begun at Login
        let sut = try await makeSUT()
        sut.type(":open news/1")
        #expect(sut.waitFor("› :open news/1"))
        let typed = sut.output.utf8.count

        // When
        sut.type(Keys.tab + Keys.tab)

        // Then: the articles that fit, listed above the line, which stays as typed
        #expect(sut.waitFor(":open news/10  :open news/11  :open news/12", after: typed))
        #expect(sut.waitFor("\nPhone or e-mail › :open news/1", after: typed))
        sut.type("0" + Keys.enter)
        #expect(sut.waitFor("[link] news/10 is kept until you sign in", after: typed))
        sut.type(":quit" + Keys.enter)
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func aLinkArrivingAtAnEmptyPromptOpensAtOnceAndThePromptComesBack() async throws {
        // Given: nothing typed at Login
        let sut = try await makeSUT()
        let shown = sut.output.utf8.count

        // When
        let sender = try AppProcess(arguments: ["open", "news", "--state-dir", folder.path], columns: nil)
        sender.closeInput()
        #expect(sender.waitForExit() == .exited(0))

        // Then: its outcome at once, no Enter pressed, then the prompt again, which takes typing as before
        #expect(sut.waitFor("[link] news is kept until you sign in; it opens then", after: shown))
        #expect(!sut.output.contains("arrived; it opens at the next prompt"))
        #expect(sut.waitFor("\nPhone or e-mail › ", after: shown))
        sut.type(":tree" + Keys.enter)
        #expect(sut.waitFor("Screen stack", after: shown))
        sut.type(":quit" + Keys.enter)
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func aLinkArrivingWhileACommandIsHalfTypedLeavesItOnTheLine() async throws {
        // Given: :tre typed
        let sut = try await makeSUT()
        sut.type(":tre")
        #expect(sut.waitFor("› :tre"))
        let typed = sut.output.utf8.count

        // When
        let sender = try AppProcess(arguments: ["open", "news", "--state-dir", folder.path], columns: nil)
        sender.closeInput()
        #expect(sender.waitForExit() == .exited(0))

        // Then: the notice, then the prompt with :tre on it, which Enter completes as :tree
        #expect(sut.waitFor("[link] news arrived; it opens at the next prompt", after: typed))
        #expect(sut.waitFor("\nPhone or e-mail › :tre", after: typed))
        sut.type("e" + Keys.enter)
        #expect(sut.waitFor("Screen stack", after: typed))
        sut.type(":quit" + Keys.enter)
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func aResizeDrawsTheScreenAgainAtTheNewWidth() async throws {
        // Given: the header ruled 60 columns wide in an 80-column window
        let sut = try await makeSUT()
        sut.type("demo")
        #expect(sut.waitFor("› demo"))
        let typed = sut.output.utf8.count

        // When
        #expect(sut.resize(columns: 40))

        // Then: the header again, ruled to the 40 columns there are now, and the line as it was under it
        #expect(sut.waitFor("\nPhone or e-mail › demo", after: typed))
        let rules = shown(by: sut, after: typed).split(separator: "\n").filter { $0.hasPrefix("── ") }
        #expect(rules.map { DisplayWidth.of(String($0)) } == [40])
        sut.type("@example.com" + Keys.enter)
        #expect(sut.waitFor("6-digit code ›", after: typed))
        sut.type(":quit" + Keys.enter)
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func keysTypedAtTheMaskedPromptShowAtTheNextPrompt() async throws {
        // Given
        let sut = try await makeSUT()
        sut.type("demo@example.com" + Keys.enter)
        #expect(sut.waitFor("6-digit code ›"))
        let code = try #require(sentCode(in: sut.output))
        let codePrompt = sut.output.utf8.count

        // When: the code, Enter, and a command typed ahead at once
        sut.type(code + Keys.enter + ":tre")

        // Then: never echoed at the masked prompt; on the line at the next one
        #expect(sut.waitFor("› :tre", after: codePrompt))
        let shownSoFar = shown(by: sut, after: codePrompt)
        #expect(!shownSoFar.contains(code))
        #expect(shownSoFar.components(after: ":tre").count == 1, "shown once, at the next prompt")
        #expect(shownSoFar.contains("Hello, Demo User!"))
        sut.type("e" + Keys.enter)
        #expect(sut.waitFor("Screen stack", after: codePrompt))
        sut.type(":quit" + Keys.enter)
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test(arguments: PastedCommand.all)
    func aPasteIsTextOnTheLineAndNeverRunsACommand(pasted: PastedCommand) async throws {
        // Given
        let sut = try await makeSUT()
        let promptShown = sut.output.utf8.count

        // When: a command and its line break pasted
        sut.type(Keys.paste(pasted.text))

        // Then: on the line, the line break a space, and the app still there to take the next key
        #expect(sut.waitFor(":quit ", after: promptShown))
        sut.type(Keys.ctrlU + "demo@example.com" + Keys.enter)
        #expect(sut.waitFor("6-digit code ›", after: promptShown))
        sut.type(":quit" + Keys.enter)
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func ctrlLClearsTheScreenAndDrawsItAgainThenTheLine() async throws {
        // Given
        let sut = try await makeSUT()
        sut.type(":tre")
        #expect(sut.waitFor("› :tre"))
        let typed = sut.output.utf8.count

        // When
        sut.type(Keys.ctrlL)

        // Then
        #expect(sut.waitFor("\nPhone or e-mail › :tre", after: typed))
        let redrawn = String(decoding: Array(sut.output.utf8).dropFirst(typed), as: UTF8.self)
        #expect(redrawn.hasPrefix("\r\u{1B}[K\u{1B}[H\u{1B}[2J"))
        #expect(redrawn.withoutEscapes.contains("Login"))
        sut.type(Keys.ctrlU + ":quit" + Keys.enter)
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func quittingGivesTheTerminalBackAsItWas() async throws {
        // Given: the editor on, a line edited
        let sut = try await makeSUT()
        #expect(sut.output.contains("\u{1B}[?2004h"), "pastes bracketed")

        // When
        sut.type(":quit" + Keys.enter)

        // Then: line mode and echo back, pastes no longer bracketed
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.hasSuffix("\u{1B}[?2004l"))
        guard Self.terminalOutlivesItsLeader else { return }
        let terminal = open(try #require(sut.terminalPath), O_RDWR | O_NOCTTY)
        defer { close(terminal) }
        var settings = termios()
        #expect(tcgetattr(terminal, &settings) == 0)
        #expect(settings.c_lflag & tcflag_t(ICANON | ECHO | IEXTEN) == tcflag_t(ICANON | ECHO | IEXTEN))
        #expect(settings.c_iflag & tcflag_t(ICRNL) != 0)
    }

    @Test func randomBytesTypedOnATerminalLeaveTheLineUsable() async throws {
        // Given: seeded garbage, without the bytes that are signals (Ctrl-C, Ctrl-Z, Ctrl-\), the end of input
        // (Ctrl-D) or Enter, so that the app is still at a prompt after it
        let sut = try await makeSUT()
        var generator = SeededGenerator(seed: 0xC0FFEE)
        let excluded: Set<UInt8> = [0x03, 0x04, 0x0A, 0x0D, 0x1A, 0x1C]
        let garbage = (0..<4_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
            .filter { !excluded.contains($0) }

        // When: typed, then whatever paste or search it left open ended (the end of a paste, Ctrl-G), the whole
        // line cut (Ctrl-E, Ctrl-U), and :quit
        sut.type(bytes: garbage)
        sut.type("\u{1B}[201~" + "\u{07}" + "\u{05}" + Keys.ctrlU + ":quit" + Keys.enter)

        // Then: the app quits as asked, and the terminal is given back
        #expect(sut.waitForExit() == .exited(0))
        #expect(!sut.output.contains("Fatal error"))
        #expect(sut.output.hasSuffix("\u{1B}[?2004l"))
    }

    @Test func ctrlZAndFgBringAHalfTypedLineBack() async throws {
        // Given: the app as a job of an interactive shell, a line half typed
        let state = await atLogin()
        let shell = try AppProcess.inInteractiveShell(stateDirectory: state)
        #expect(shell.waitFor("Phone or e-mail ›"))
        shell.type("demo@exa")
        #expect(shell.waitFor("› demo@exa"))

        // When
        shell.type(Keys.ctrlZ)
        #expect(shell.waitFor("Stopped"))
        let stopped = shell.output.utf8.count
        shell.type("fg\r")

        // Then: the prompt and the line again, and typing goes on where it was
        #expect(shell.waitFor("Phone or e-mail › demo@exa", after: stopped))
        shell.type("mple.com" + Keys.enter)
        #expect(shell.waitFor("6-digit code ›", after: stopped))
        shell.type(":quit" + Keys.enter)
        shell.type("exit\r")
        #expect(shell.waitForExit() == .exited(0))
    }
}

// MARK: - Cases

extension LineEditingTests {
    /// A command pasted with a line break, named so that no control character is printed.
    struct PastedCommand: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let text: String

        static let all = [
            PastedCommand(testDescription: ":quit and CR LF", text: ":quit\r\n"),
            // tmux's paste-buffer -p passes an end marker in the pasted text through: the paste ends there.
            PastedCommand(testDescription: ":quit, the paste's own end marker, and CR", text: ":quit\u{1B}[201~\r"),
        ]
    }
}
