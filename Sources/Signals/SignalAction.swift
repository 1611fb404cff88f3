#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process does with a signal: looked at, set to a plain handler, or set back to the default to end the
/// process by it; each platform's spelling of `struct sigaction` in one place.
///
/// `sigaction`'s handler is a union in every C library, named differently in each: `__sigaction_handler` in glibc,
/// `__sa_handler` in musl, `__sigaction_u` in Darwin.
public nonisolated enum SignalAction {
    /// Whether the process ignores `signalNumber`, as one started with `nohup` ignores SIGHUP.
    public static func isIgnored(_ signalNumber: Int32) -> Bool {
        var action = sigaction()
        return sigaction(signalNumber, nil, &action) == 0 && isIgnored(action)
    }

    /// Whether `action` ignores its signal.
    public static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #elseif canImport(Musl)
            let handler = action.__sa_handler.sa_handler
        #elseif canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Handles `signalNumber` with `handler`, restarted (`SA_RESTART`), so that no other read or write in the process
    /// sees EINTR for it, and with no other signal held back while it runs.
    public static func handle(_ signalNumber: Int32, with handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = handler
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(signalNumber, &action, nil)
    }

    /// Ends the process by `signalNumber`'s default action, let through on this thread, so that the shell sees 128 +
    /// the signal; by `_exit` with that status if the signal does not end it.
    public static func endProcess(by signalNumber: Int32) -> Never {
        signal(signalNumber, SIG_DFL)
        var signals = SignalSet.containing([signalNumber])
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        raise(signalNumber)
        _exit(128 + signalNumber)
    }
}
