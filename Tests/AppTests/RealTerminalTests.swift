import Testing

@testable import ProcessTestSupport
@testable import Terminal
@testable import TestSupport

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

/// The built binary on a real pseudo-terminal and on pipes: what a person at a terminal, or a script, sees.
@MainActor @Suite(.serialized) struct RealTerminalTests {
    private let folder = TemporaryDirectory()

    /// Whether a terminal reopened after the app that led its session has ended still holds what the app left there.
    ///
    /// It does on Linux. XNU revokes a session leader's terminal as the leader exits, which flushes its input, and
    /// resets its settings (echo on) when it is opened again, so on Darwin such checks could not fail and are not made.
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

    /// The code from the last notification line of `output`.
    private func sentCode(in output: String) -> String? {
        output.withoutEscapes.components(after: "Your sign-in code is").last
            .map { String($0.drop(while: \.isWhitespace).prefix(6)) }
    }

    @Test func maskedInputEchoesNothing() async throws {
        // Given
        let sut = try AppProcess(arguments: ["--state-dir", await atLogin()])
        #expect(sut.waitFor("Phone or e-mail ›"))
        sut.type("demo@example.com\r")
        #expect(sut.waitFor("6-digit code ›"))
        let code = try #require(sentCode(in: sut.output))
        let promptEnd = sut.output.utf8.count

        // When
        sut.type("\(code)\r")

        // Then
        #expect(sut.waitFor("Hello, Demo User!", after: promptEnd))
        let afterPrompt = String(decoding: Array(sut.output.utf8).dropFirst(promptEnd), as: UTF8.self)
        #expect(!afterPrompt.contains(code))
        sut.type(":quit\r")
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func ctrlCAtTheMaskedPromptRestoresEchoAndEndsWith130() async throws {
        // Given
        let sut = try AppProcess(arguments: ["--state-dir", await atLogin()])
        #expect(sut.waitFor("Phone or e-mail ›"))
        sut.type("demo@example.com\r")
        #expect(sut.waitFor("6-digit code ›"))
        sut.type("12")

        // When
        sut.type("\u{03}")

        // Then
        let ending = sut.waitForExit()
        #expect(ending == .signaled(SIGINT))
        #expect(ending.shellStatus == 130)
        guard Self.terminalOutlivesItsLeader else { return }
        let terminal = open(try #require(sut.terminalPath), O_RDWR | O_NOCTTY)
        defer { close(terminal) }
        var settings = termios()
        #expect(tcgetattr(terminal, &settings) == 0)
        #expect(settings.c_lflag & tcflag_t(ECHO) != 0)
    }

    @Test(arguments: FatalSignal.all)
    func aFatalSignalAtTheMaskedPromptRestoresEchoThenEndsTheAppByIt(_ fatal: FatalSignal) async throws {
        // Given: no core file, and the Swift runtime's crash report (kept for crash signals) not waiting for a key
        let state = await atLogin()
        let sut = try AppProcess(
            executable: "/bin/sh",
            arguments: ["-c", "ulimit -c 0; exec \"$0\" \"$@\"", AppProcess.binaryPath, "--state-dir", state],
            environment: ["SWIFT_BACKTRACE": "interactive=no"]
        )
        #expect(sut.waitFor("Phone or e-mail ›"))
        sut.type("demo@example.com\r")
        #expect(sut.waitFor("6-digit code ›"))
        sut.type("12")

        // When
        sut.signal(fatal.number)

        // Then: echo back on, and the half-typed code gone rather than left for the shell to read and show
        #expect(sut.waitForExit() == .signaled(fatal.number))
        guard Self.terminalOutlivesItsLeader else { return }
        let terminal = open(try #require(sut.terminalPath), O_RDWR | O_NOCTTY | O_NONBLOCK)
        defer { close(terminal) }
        var settings = termios()
        #expect(tcgetattr(terminal, &settings) == 0)
        #expect(settings.c_lflag & tcflag_t(ECHO) != 0)
        sut.type("\r")
        #expect(nextLine(on: terminal) == "\n", "what was typed at the masked prompt is still there")
    }

    @Test(arguments: [
        ([String: String](), [String](), true),
        (["NO_COLOR": "1"], [], false),
        (["TERM": "dumb"], [], false),
        ([:], ["--no-color"], false),
        (["ACCESSIBLE": "1"], [], false),
    ])
    func colourOnlyOnATerminalThatWantsIt(
        environment: [String: String],
        options: [String],
        coloured: Bool
    )
        async throws
    {
        // Given
        let sut = try AppProcess(arguments: ["--state-dir", await atLogin()] + options, environment: environment)

        // When
        #expect(sut.waitFor("Phone or e-mail"))
        sut.type(":quit\r")
        _ = sut.waitForExit()

        // Then
        let colour = try Regex("\u{1B}\\[[0-9;]*m")
        #expect(sut.output.contains(colour) == coloured)
        if environment["TERM"] == "dumb" || environment["ACCESSIBLE"] == "1" {
            #expect(!sut.output.contains("\u{1B}"), "line by line, nothing is drawn with escape sequences")
        }
    }

    @Test func aPipeGetsNoEscapeSequencesAndWorksLineByLine() async throws {
        // Given
        let sut = try AppProcess(arguments: ["--state-dir", await atLogin()], columns: nil)

        // When
        sut.type("demo@example.com\n")
        #expect(sut.waitFor("6-digit code ›"))
        sut.type("\(try #require(sentCode(in: sut.output)))\n")
        sut.closeInput()

        // Then
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.contains("Hello, Demo User! Here is the news."))
        #expect(!sut.output.contains("\u{1B}"))
    }

    @Test func aNarrowWindowWrapsWithoutBreakingTheLayout() async throws {
        // Given
        let sut = try AppProcess(arguments: ["--state-dir", await atLogin()], columns: 40)

        // When
        #expect(sut.waitFor("Phone or e-mail ›"))
        sut.type("+44 20 7946 0958\r")
        #expect(sut.waitFor("6-digit code ›"))
        sut.type("\(try #require(sentCode(in: sut.output)))\r")
        #expect(sut.waitFor("Your name ›"))
        sut.type("张伟 Zoë 👋🏽 Lovelace-Byron\r")
        #expect(sut.waitFor("2) Decline"))
        let news = sut.output.utf8.count
        sut.type("1\r")
        #expect(sut.waitFor("the news.", after: news))
        #expect(sut.waitForPrompt(after: news))
        for (command, answer) in [
            (":help", "Commands, at any prompt"), (":tree", "Screen stack"), (":open ftp://news", "ftp://"),
        ] {
            // Typed only at a prompt, so that nothing is echoed ahead of it
            let mark = sut.output.utf8.count
            sut.type(command + "\r")
            #expect(sut.waitFor(answer, after: mark))
            #expect(sut.waitForPrompt(after: mark))
        }
        sut.type(":quit\r")
        _ = sut.waitForExit()

        // Then: the screens, the help, the tree and a rejected link's line all fit
        let lines = sut.output.withoutEscapes.split(separator: "\n").map(String.init)
        let tooWide = lines.filter { DisplayWidth.of($0) > 40 }
        #expect(tooWide.isEmpty)
        #expect(sut.output.withoutEscapes.contains("  :open LINK  open a link, such as\n"))
        #expect(sut.output.withoutEscapes.contains("Hello, 张伟 Zoë 👋🏽 Lovelace-Byron! Here\nis the news."))
    }

    @Test func accessibleModeIsPlainAndSequential() async throws {
        // Given
        let sut = try AppProcess(arguments: ["--state-dir", await atLogin()], environment: ["ACCESSIBLE": "1"])

        // When: a wrong entry, the demo account's code, a card, and the tree
        #expect(sut.waitFor("Phone or e-mail >"))
        sut.type("2\r")
        #expect(sut.waitFor("Error: Type an e-mail address"))
        sut.type("demo@example.com\r")
        #expect(sut.waitFor("6-digit code >"))
        sut.type("\(try #require(sentCode(in: sut.output)))\r")
        #expect(sut.waitFor("the news."))
        sut.type(":open cards/1\r")
        #expect(sut.waitFor("Visa card ending in 4242"))
        sut.type(":tree\r")
        #expect(sut.waitFor("Screen stack"))
        sut.type(":quit\r")
        _ = sut.waitForExit()

        // Then: words where the screen has glyphs
        #expect(sut.output.contains("Screen: Main > Cards > Visa ending 4242"))
        #expect(sut.output.contains("\r\nActive: payments go through.\r\n"), "a state, not something done")
        for glyph in ["─", "✓", "✗", "•", "›", "▸", "└", "├", "\u{1B}"] {
            #expect(!sut.output.contains(glyph), "\(glyph.unicodeScalars.first?.value ?? 0)")
        }
    }

    @Test(arguments: [FatalSignal(name: "SIGHUP", number: SIGHUP), FatalSignal(name: "SIGTERM", number: SIGTERM)])
    func closingTheTerminalOrAShutdownKeepsUnsavedEditsThenEndsByTheSignal(_ ending: FatalSignal) async throws {
        // Given: an edit typed and not saved
        do {
            let harness = await AppHarness(folder: folder)
            await harness.type("2")
            await harness.signInAsDemo()
        }
        let sut = try AppProcess(arguments: ["--state-dir", folder.path])
        sut.type(":tab profile\r1\r1\r")
        #expect(sut.waitFor("Edit profile"))
        let typed = sut.output.utf8.count
        sut.type("Draft Name\r")
        #expect(sut.waitFor("Name: Draft Name", after: typed))
        #expect(sut.waitForPrompt(after: typed))
        let beforeSignal = sut.output.utf8.count

        // When
        sut.signal(ending.number)

        // Then: ended by the signal, after keeping the edits; nothing written to a terminal that hung up
        #expect(sut.waitForExit() == .signaled(ending.number))
        if ending.number == SIGHUP {
            #expect(sut.output.utf8.count == beforeSignal)
        }
        let relaunched = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        relaunched.type(":tab profile\n1\n")
        relaunched.closeInput()
        #expect(relaunched.waitForExit() == .exited(0))
        #expect(relaunched.output.contains("1) Name: Draft Name"))
        #expect(relaunched.output.contains("Unsaved edits."))
    }

    @Test func ctrlZAtTheMaskedPromptGivesTheTerminalBackAndFgMasksAgain() async throws {
        // Given: the app as a job of an interactive shell, as a person runs it
        let state = await atLogin()
        let shell = try AppProcess.inInteractiveShell(stateDirectory: state)
        #expect(shell.waitFor("Phone or e-mail ›"))
        shell.type("demo@example.com\r")
        #expect(shell.waitFor("6-digit code ›"))
        let code = try #require(sentCode(in: shell.output))

        // When
        shell.type("\u{1A}")
        #expect(shell.waitFor("Stopped"))
        let stopped = shell.output.utf8.count
        shell.type("stty -a | grep -o -E -- ' -?echo '; fg\r")
        #expect(shell.waitFor(" echo ", after: stopped))
        #expect(shell.waitFor("--state-dir", after: stopped))
        let terminal = open(try #require(shell.terminalPath), O_RDWR | O_NOCTTY)
        let masked = waitForEchoOff(on: terminal)
        close(terminal)
        #expect(masked, "the resumed app never masked again")
        let resumed = shell.output.utf8.count
        shell.type("\(code)\r")

        // Then
        #expect(shell.waitFor("Hello, Demo User!", after: resumed))
        #expect(!String(decoding: Array(shell.output.utf8).dropFirst(resumed), as: UTF8.self).contains(code))
        shell.type(":quit\r")
        shell.type("exit\r")
        #expect(shell.waitForExit() == .exited(0))
    }

    @Test func fgAtTheMaskedPromptWritesThePromptAgain() async throws {
        // Given: the app stopped with Ctrl-Z at the code prompt, in an interactive shell
        let state = await atLogin()
        let shell = try AppProcess.inInteractiveShell(stateDirectory: state)
        #expect(shell.waitFor("Phone or e-mail ›"))
        shell.type("demo@example.com\r")
        #expect(shell.waitFor("6-digit code ›"))
        shell.type("\u{1A}")
        #expect(shell.waitFor("Stopped"))
        let stopped = shell.output.utf8.count

        // When
        shell.type("fg\r")

        // Then: the shell wrote the job's command line, and the app its prompt under it
        #expect(shell.waitFor("--state-dir", after: stopped))
        #expect(shell.waitFor("6-digit code ›", after: stopped))
        shell.type(":quit\r")
        shell.type("exit\r")
        #expect(shell.waitForExit() == .exited(0))
    }

    @Test func aRunThatEndsAtOnceOnATerminalIsNotWaitedFor() throws {
        // Given: a command the terminal's shell cannot run, so it ends as soon as it has taken the terminal
        let started = ContinuousClock.now

        // When
        let sut = try AppProcess(executable: "/nonexistent/surfmvp", arguments: [])

        // Then: the launch returned well before the 10 seconds it gives a child to take the foreground
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(sut.waitForExit() == .exited(127))
    }

    /// The next line the terminal `terminal` hands to whoever reads it, such as a shell; empty if none comes.
    private func nextLine(on terminal: Int32) -> String {
        var ready = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 10_000) == 1 else { return "" }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(terminal, &bytes, bytes.count)
        return String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
    }

    /// Waits, with a deadline, until the terminal no longer echoes typing.
    private func waitForEchoOff(on terminal: Int32) -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        var settings = termios()
        repeat {
            if tcgetattr(terminal, &settings) == 0, settings.c_lflag & tcflag_t(ECHO) == 0 { return true }
            var nothing = pollfd(fd: -1, events: 0, revents: 0)
            _ = poll(&nothing, 1, 5)
        } while ContinuousClock.now < deadline
        return false
    }
}

/// A signal whose default action ends the process, named so a test report reads "SIGUSR1", not "10".
struct FatalSignal: CustomTestStringConvertible, Sendable {
    let name: String
    let number: Int32

    var testDescription: String { name }

    /// Every one the app restores the terminal for: POSIX's terminate and core signals, and the platform's own.
    static let all = ending + platformOwn + crashing

    /// POSIX's signals that end the process, but for the crash signals and SIGXFSZ, which the app ignores so that a
    /// file-size limit fails a write in one line.
    private static let ending = [
        FatalSignal(name: "SIGHUP", number: SIGHUP),
        FatalSignal(name: "SIGINT", number: SIGINT),
        FatalSignal(name: "SIGQUIT", number: SIGQUIT),
        FatalSignal(name: "SIGTERM", number: SIGTERM),
        FatalSignal(name: "SIGPIPE", number: SIGPIPE),
        FatalSignal(name: "SIGALRM", number: SIGALRM),
        FatalSignal(name: "SIGUSR1", number: SIGUSR1),
        FatalSignal(name: "SIGUSR2", number: SIGUSR2),
        FatalSignal(name: "SIGVTALRM", number: SIGVTALRM),
        FatalSignal(name: "SIGPROF", number: SIGPROF),
        FatalSignal(name: "SIGXCPU", number: SIGXCPU),
        FatalSignal(name: "SIGSYS", number: SIGSYS),
    ]

    /// The crash signals, for which the Swift runtime writes its crash report too.
    private static let crashing = [
        FatalSignal(name: "SIGABRT", number: SIGABRT),
        FatalSignal(name: "SIGBUS", number: SIGBUS),
        FatalSignal(name: "SIGFPE", number: SIGFPE),
        FatalSignal(name: "SIGILL", number: SIGILL),
        FatalSignal(name: "SIGSEGV", number: SIGSEGV),
        FatalSignal(name: "SIGTRAP", number: SIGTRAP),
    ]

    #if canImport(Darwin)
        /// Darwin's own: SIGEMT (<sys/signal.h>; SIGPOLL is its POSIX-only name).
        private static let platformOwn = [FatalSignal(name: "SIGEMT", number: SIGEMT)]
    #else
        /// Linux's own (glibc and musl): SIGPOLL, SIGSTKFLT, SIGPWR, and the first and last real-time signals.
        private static let platformOwn = [
            FatalSignal(name: "SIGPOLL", number: SIGPOLL),
            FatalSignal(name: "SIGSTKFLT", number: SIGSTKFLT),
            FatalSignal(name: "SIGPWR", number: SIGPWR),
            FatalSignal(name: "SIGRTMIN", number: __libc_current_sigrtmin()),
            FatalSignal(name: "SIGRTMAX", number: __libc_current_sigrtmax()),
        ]
    #endif
}
