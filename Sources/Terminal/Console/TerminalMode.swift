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

    private static let restoringSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    // MARK: - Internal Methods

    /// Installs handlers that restore the terminal and then die of the same signal, or, for Ctrl-Z, stop and
    /// mask again once continued.
    ///
    /// The shell then sees 128 + the signal, 130 for Ctrl-C. A closed pipe on output becomes a write error instead of
    /// a silent death.
    static func installSignalHandlers() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGTSTP, suspend)
        for signalNumber in restoringSignals {
            signal(signalNumber) { received in
                TerminalMode.restore()
                signal(received, SIG_DFL)
                raise(received)
            }
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
