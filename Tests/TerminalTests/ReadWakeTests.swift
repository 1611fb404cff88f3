import Testing

@testable import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.serialized) struct ReadWakeTests {
    @Test func aResizeWakesTheReaderAndIsTakenOnce() {
        // Given: the signal let through on this thread, whatever the test runner blocks
        ReadWake.install()
        ReadWake.take()
        var resize = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&resize)
        sigaddset(&resize, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &resize, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

        // When: the window changes size twice before the reader looks
        raise(SIGWINCH)
        raise(SIGWINCH)

        // Then: its pipe is readable, and both come out as one resize
        var ready = pollfd(fd: ReadWake.wakeDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&ready, 1, 0) == 1)
        #expect(ReadWake.take() == .resized)
        #expect(ReadWake.take().isEmpty)
    }

    @Test func theAppAskingAndAContinueAfterCtrlZEachWakeTheReaderAndAreToldApart() {
        // Given
        ReadWake.install()
        ReadWake.take()

        // When
        ReadWake.ask()
        ReadWake.noteContinued()

        // Then
        var ready = pollfd(fd: ReadWake.wakeDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&ready, 1, 0) == 1)
        #expect(ReadWake.take() == [.asked, .continued])
        #expect(poll(&ready, 1, 0) == 0)
    }
}
