import Testing

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

        // Then: the SIGPIPE of the write was taken, so it neither ends the test run nor waits for later
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
    }
}
