#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owns the terminal's line settings: turns echo off for masked input and puts the settings back on every exit
/// path, a signal included.
enum TerminalMode {
    // MARK: - Properties

    // Read by the signal handler, so they are plain globals touched only by async-signal-safe code.
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var masked = termios()
    nonisolated(unsafe) private static var isModified: sig_atomic_t = 0

    /// Every signal whose default action ends the process and that can be caught: each restores the terminal first.
    private static let restoringSignals: [Int32] = {
        var signals = [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
            SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGSYS, SIGTRAP,
        ]
        #if os(Linux)
            signals += [SIGIO, SIGPWR, SIGSTKFLT]  // Linux ends the process on these; Darwin ignores SIGIO.
        #elseif canImport(Darwin)
            signals += [SIGEMT]
        #endif
        return signals
    }()

    nonisolated(unsafe) private static var areHandlersInstalled = false

    /// The handler each signal had before, by signal number, so that a crash still reaches the runtime's own.
    nonisolated(unsafe) private static let previousHandlers =
        UnsafeMutablePointer<(@convention(c) (Int32) -> Void)?>.allocate(capacity: 128)

    // MARK: - Internal Methods

    /// Installs handlers that restore the terminal and then die of the same signal, or, for Ctrl-Z, stop and
    /// mask again once continued.
    ///
    /// The shell then sees 128 + the signal: 130 for Ctrl-C, 141 when nobody reads the output any more (SIGPIPE).
    /// A crash signal goes on to the handler that was there before (the runtime's backtrace), which ends the process.
    /// A signal the parent set to be ignored (`nohup`'s SIGHUP, say) stays ignored.
    static func installSignalHandlers() {
        guard !areHandlersInstalled else { return }
        areHandlersInstalled = true
        signal(SIGTSTP, suspend)
        for signalNumber in restoringSignals where signalNumber < 128 {
            let previous = signal(signalNumber, restoreAndDie)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(signalNumber, previous)
            }
            previousHandlers[Int(signalNumber)] = previous
        }
    }

    /// Turns echo off on standard input, keeping line editing; returns whether it did.
    static func disableEcho() -> Bool {
        var current = termios()
        guard tcgetattr(STDIN_FILENO, &current) == 0 else { return false }
        saved = current
        current.c_lflag &= ~tcflag_t(ECHO)
        current.c_lflag |= tcflag_t(ECHONL)
        masked = current
        isModified = 1
        guard tcsetattr(STDIN_FILENO, TCSANOW, &current) == 0 else {
            isModified = 0
            return false
        }
        return true
    }

    /// Stops for Ctrl-Z with the terminal as it was, and turns masking back on when continued; async-signal-safe.
    fileprivate static func suspendKeepingTheTerminalUsable() {
        let wasMasked = isModified
        restore()
        signal(SIGTSTP, SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        signal(SIGTSTP, suspend)
        if wasMasked != 0 {
            var settings = masked
            if tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0 { isModified = 1 }
        }
    }

    /// Restores the terminal and hands `received` to the handler there was before; async-signal-safe.
    fileprivate static func restoreBeforeDying(_ received: Int32) {
        restore()
        signal(received, previousHandlers[Int(received)])
        raise(received)
    }

    /// Puts back the settings saved by `disableEcho()`; async-signal-safe.
    static func restore() {
        guard isModified != 0 else { return }
        var settings = saved
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        isModified = 0
    }
}

/// The SIGTSTP handler: a plain function, as C signal handlers must be.
private func suspend(_ signal: Int32) {
    TerminalMode.suspendKeepingTheTerminalUsable()
}

/// The handler of every signal that ends the process: restores the terminal, puts back the handler there was before
/// (the default, for most) and raises the signal again, which is delivered as the handler returns.
private func restoreAndDie(_ received: Int32) {
    TerminalMode.restoreBeforeDying(received)
}
