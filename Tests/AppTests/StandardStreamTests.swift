import Testing

@testable import ProcessTestSupport
@testable import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built binary with its standard streams as a shell can leave them: closed, full, read by nobody, or
/// non-blocking.
@MainActor @Suite(.serialized) struct StandardStreamTests {
    private let folder = TemporaryDirectory()

    /// The names of the state files holding any of `texts`.
    private func stateFiles(containingAnyOf texts: [String]) -> [String] {
        folder.names().filter { name in
            let contents = folder.contents(of: name) ?? ""
            return texts.contains { contents.contains($0) }
        }
    }

    // MARK: - Closed

    @Test func aClosedStandardOutputSendsTheScreenNowhereNearTheStateFolder() throws {
        // Given
        let sut = try AppProcess(
            arguments: ["--state-dir", folder.path],
            columns: nil,
            streams: [STDOUT_FILENO: .closed]
        )

        // When
        sut.type("2\ndemo@example.com\n:help\n:quit\n")

        // Then
        #expect(sut.waitForExit() == .exited(0))
        #expect(folder.contents(of: "lock") == "")
        #expect(stateFiles(containingAnyOf: ["Your sign-in code is", "Commands, at any prompt", "──"]).isEmpty)
    }

    @Test func aClosedStandardErrorSendsTheTraceNowhereNearTheStateFolder() throws {
        // Given
        let sut = try AppProcess(
            arguments: ["--state-dir", folder.path, "--trace"],
            columns: nil,
            streams: [STDERR_FILENO: .closed]
        )

        // When
        sut.type("2\n:quit\n")

        // Then
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.contains("Phone or e-mail ›"))
        #expect(folder.contents(of: "lock") == "")
        #expect(stateFiles(containingAnyOf: ["trace:"]).isEmpty)
    }

    @Test func aClosedStandardInputEndsTheAppCleanlyWithoutReadingTheLock() throws {
        // Given: a lock file with commands in it
        folder.write("2\ndemo@example.com\n", to: "lock")

        // When
        let sut = try AppProcess(
            arguments: ["--state-dir", folder.path],
            columns: nil,
            streams: [STDIN_FILENO: .closed]
        )

        // Then
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.contains("Page 1 of 3"))
        #expect(!sut.output.contains("Your sign-in code is"))
        #expect(folder.contents(of: "lock") == "2\ndemo@example.com\n")
    }

    // MARK: - Nobody reading, or no room

    /// Needs `timeout` from GNU coreutils (Linux), which macOS does not have.
    @Test(.enabled(if: access("/usr/bin/timeout", X_OK) == 0))
    func outputIntoAPipeNobodyReadsAnyMoreEndsTheAppBySigpipe() throws {
        // Given: `yes ':help' | surfmvp | head -1`, all killed after 20 seconds if the app never ends
        let pipeline = """
            yes ':help' | "$0" --state-dir "$1" | head -1
            echo "surfmvp ended with ${PIPESTATUS[1]}"
            """

        // When
        let sut = try AppProcess(
            executable: "/usr/bin/timeout",
            arguments: ["-s", "KILL", "20", "/bin/bash", "-c", pipeline, AppProcess.binaryPath, folder.path],
            columns: nil
        )

        // Then
        #expect(sut.waitForExit(timeout: .seconds(30)) == .exited(0))
        #expect(sut.output.contains("surfmvp ended with 141"))
    }

    /// Needs `/dev/full`, a device that is always full, which Linux has and macOS does not.
    @Test(.enabled(if: access("/dev/full", W_OK) == 0))
    func aFullStandardOutputEndsTheAppWithOneLineAndStatusOne() throws {
        // Given
        let sut = try AppProcess(
            arguments: ["--state-dir", folder.path],
            columns: nil,
            streams: [STDOUT_FILENO: .file("/dev/full")]
        )

        // When
        sut.type(":help\n:help\n")
        sut.closeInput()

        // Then: standard error alone comes back
        #expect(sut.waitForExit() == .exited(1))
        #expect(sut.output == "surfmvp: could not write to standard output (No space left on device); stopped.\n")
    }

    @Test func aStandardOutputFilePastItsSizeLimitEndsTheAppWithOneLineAndStatusOne() throws {
        // Given: standard output is a file that may not grow past one block (ulimit -f 1), and SIGXFSZ has its
        // default action, which ends a process; more help than that is asked for
        let sut = try AppProcess(
            executable: "/bin/sh",
            arguments: [
                "-c", "ulimit -f 1; exec \"$0\" --state-dir \"$1/state\" > \"$1/screen\"",
                AppProcess.binaryPath, folder.path,
            ],
            columns: nil
        )

        // When
        sut.type(String(repeating: ":help\n", count: 20))
        sut.closeInput()

        // Then: standard error alone comes back
        #expect(sut.waitForExit() == .exited(1))
        #expect(sut.output == "surfmvp: could not write to standard output (File too large); stopped.\n")
    }

    // MARK: - Non-blocking

    @Test func aNonBlockingStandardInputWaitsForLinesTypedLater() throws {
        // Given
        let sut = try AppProcess(
            arguments: ["--state-dir", folder.path],
            columns: nil,
            streams: [STDIN_FILENO: .nonBlocking]
        )
        #expect(sut.waitFor("Page 1 of 3"))

        // When: nothing to read for a while, then a line
        #expect(sut.waitForExit(timeout: .milliseconds(500)) == .stillRunning)
        sut.type(":help\n")
        #expect(sut.waitFor("Commands, at any prompt"))
        sut.type(":quit\n")

        // Then
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func aNonBlockingStandardOutputLosesNothing() throws {
        // Given: more output than a pipe holds before anyone reads it
        let sut = try AppProcess(
            arguments: ["--state-dir", folder.path],
            columns: nil,
            streams: [STDOUT_FILENO: .nonBlocking]
        )

        // When: nobody reads for a second
        sut.type(String(repeating: ":help\n", count: 500) + ":quit\n")
        let unread = sut.waitForExitWithoutReading(timeout: .seconds(1))

        // Then: the app waited for room, and wrote everything once there was
        #expect(unread == .stillRunning)
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.components(after: "Commands, at any prompt").count == 500)
    }
}

/// What the binary says about a command line it cannot run.
@MainActor @Suite struct CommandLineErrorTests {
    @Test(arguments: [
        (["--bogus"], "surfmvp: unknown option \"--bogus\"; see surfmvp --help"),
        (["--open"], "surfmvp: --open needs a link, e.g. --open news/3; see surfmvp --help"),
    ])
    func aBadCommandLineIsOneLineAndExits64(arguments: [String], said: String) throws {
        // When
        let sut = try AppProcess(arguments: arguments, columns: nil)

        // Then
        #expect(sut.waitForExit() == .exited(64))
        #expect(sut.output == said + "\n")
    }

    @Test(arguments: [["help"], ["--help"]])
    func helpPrintsTheUsage(arguments: [String]) throws {
        // When
        let sut = try AppProcess(arguments: arguments, columns: nil)

        // Then
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.contains("surfmvp help | --help | --version"))
        #expect(sut.output.contains("--open=LINK works too"))
    }
}
