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

/// The process harness the app's tests drive the binary with.
@Suite struct AppProcessTests {
    @Test func typingToAChildThatHasEndedIsLostAndLeavesNoSignalBehind() throws {
        // Given: a child that has ended, so its input pipe has no reader
        let sut = try AppProcess(executable: "/bin/sh", arguments: ["-c", "exit 0"], columns: nil)
        #expect(sut.waitForExit() == .exited(0))

        // When
        sut.type("lost\n")

        // Then: the write failed, and no SIGPIPE ended the test run or waits for later
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
    }

    @Test func aBrokenPipeSignalSentToTheWholeTestProcessEndsNothing() async throws {
        // Given: the harness in use
        let child = try AppProcess(executable: "/bin/sh", arguments: ["-c", "exit 0"], columns: nil)
        #expect(child.waitForExit() == .exited(0))

        // When: SIGPIPE sent to the process from another thread, as Darwin sends a pipe write's, so that any thread
        // may take it
        _ = await Task.detached { kill(getpid(), SIGPIPE) }.value

        // Then: the test process is still here, with nothing left pending
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
    }
}
