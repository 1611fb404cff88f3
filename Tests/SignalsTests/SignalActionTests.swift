import Signals
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGUSR2's disposition in this process, changed and put back by each test, one at a time.
@Suite(.serialized) struct SignalActionTests {
    @Test func anIgnoredSignalIsSeenAsIgnoredAndAHandledOneIsNot() {
        // Given
        var earlier = sigaction()
        sigaction(SIGUSR2, nil, &earlier)
        defer { sigaction(SIGUSR2, &earlier, nil) }

        // When
        signal(SIGUSR2, SIG_IGN)
        let whenIgnored = SignalAction.isIgnored(SIGUSR2)
        SignalAction.handle(SIGUSR2, with: noteSignal)
        let whenHandled = SignalAction.isIgnored(SIGUSR2)

        // Then
        #expect(whenIgnored)
        #expect(!whenHandled)
    }

    @Test func aHandlerSetRunsForItsSignalAndIsRestartedAfterIt() {
        // Given
        var earlier = sigaction()
        sigaction(SIGUSR2, nil, &earlier)
        defer { sigaction(SIGUSR2, &earlier, nil) }
        SignalAction.handle(SIGUSR2, with: noteSignal)
        var unblocked = SignalSet.containing([SIGUSR2])
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        receivedSignal = 0

        // When
        raise(SIGUSR2)

        // Then
        var current = sigaction()
        sigaction(SIGUSR2, nil, &current)
        #expect(receivedSignal == SIGUSR2)
        #expect(current.sa_flags & SA_RESTART != 0)
    }

    @Test func aSetHoldsTheSignalsItIsMadeOfAndNoOther() {
        // When
        var sut = SignalSet.containing([SIGHUP, SIGTERM])

        // Then
        #expect(sigismember(&sut, SIGHUP) == 1)
        #expect(sigismember(&sut, SIGTERM) == 1)
        #expect(sigismember(&sut, SIGINT) == 0)
    }
}

/// The last signal `noteSignal` saw; written by the handler only, read once it has run.
nonisolated(unsafe) private var receivedSignal: Int32 = 0

/// A plain handler, as C signal handlers must be.
private func noteSignal(_ signal: Int32) {
    receivedSignal = signal
}
