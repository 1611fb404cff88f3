#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owns the terminal's line settings: turns echo off for masked input and puts the settings back on every exit
/// path, a signal included.
nonisolated enum TerminalMode {
    // MARK: - Properties

    // Read by the signal handlers, so they are plain globals touched only by async-signal-safe code.
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var masked = termios()
    nonisolated(unsafe) private static var isModified: sig_atomic_t = 0

    /// The prompt being read at, written again when the app is continued after Ctrl-Z; its length is 0 while no line
    /// is read.
    nonisolated(unsafe) private static let promptBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: promptCapacity)
    nonisolated(unsafe) private static var promptLength: sig_atomic_t = 0
    private static let promptCapacity = 4_096

    /// Every signal whose default action ends the process and that a handler can catch: POSIX's "terminate" and
    /// "core" signals, and each platform's own.
    private static let fatalSignals: [Int32] = {
        var signals = [
            SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE,
            SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
        ]
        #if canImport(Darwin)
            signals.append(SIGEMT)
        #else
            signals.append(SIGSTKFLT)
            signals.append(SIGPOLL)
            signals.append(SIGPWR)
            var realTime = __libc_current_sigrtmin()
            while realTime <= __libc_current_sigrtmax() {
                signals.append(realTime)
                realTime += 1
            }
        #endif
        return signals
    }()

    /// The signals of a crash: the Swift runtime reports them (unless `SWIFT_BACKTRACE=enable=no`), and still does
    /// once the terminal is restored.
    private static let crashSignals: [Int32] = [SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP]

    /// How each fatal signal goes on once the terminal is restored, by signal number: the default action, or for a
    /// crash the handler that was there before (the Swift runtime's crash report).
    nonisolated(unsafe) private static let nextActions: UnsafeMutablePointer<sigaction> = {
        var count = 0
        for signalNumber in fatalSignals {
            count = max(count, Int(signalNumber) + 1)
        }
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: count)
        actions.initialize(repeating: sigaction(), count: count)
        return actions
    }()

    /// Installs the handlers the first time it is read; a second install would take its own handler for the
    /// earlier one.
    private static let installation: Void = {
        _ = nextActions  // Allocated here, never inside a handler.
        _ = promptBytes
        signal(SIGTSTP, suspend)
        // SIGHUP and SIGTERM quit in order instead, once their own handlers are in; that quit restores the terminal.
        for signalNumber in fatalSignals where !TerminationSignals.handles(signalNumber) {
            catchFatalSignal(signalNumber)
        }
    }()

    // MARK: - Internal Methods

    /// Installs, once, handlers that restore the terminal and then let the process end by the same signal, or, for
    /// Ctrl-Z, stop and mask again once continued.
    ///
    /// The shell then sees 128 + the signal: 130 for Ctrl-C, 141 for output into a pipe nobody reads any more. A
    /// signal the process was started with ignored (`nohup`) stays ignored.
    static func installSignalHandlers() {
        installation
    }

    /// Turns echo off on standard input, keeping line editing; returns whether it did.
    ///
    /// The signal handlers go in first, the first time: only a changed terminal needs restoring, so a run that never
    /// masks a prompt (input from a pipe or a file) leaves every signal as the process got it.
    static func disableEcho() -> Bool {
        var current = termios()
        guard tcgetattr(STDIN_FILENO, &current) == 0 else { return false }
        installSignalHandlers()
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

    /// Keeps `prompt`, the one a line is read at now, to write again if the app is stopped (Ctrl-Z) and continued
    /// (`fg`) meanwhile, since the shell has written over that line; `nil` once the line has been read.
    static func setPromptToRedraw(_ prompt: String?) {
        promptLength = 0
        guard let prompt else { return }
        let bytes = Array(prompt.utf8.prefix(promptCapacity))
        promptBytes.update(from: bytes, count: bytes.count)
        promptLength = sig_atomic_t(bytes.count)
    }

    /// Stops for Ctrl-Z with the terminal as it was; when continued, turns masking back on and writes the prompt
    /// being read at again; async-signal-safe.
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
        let length = Int(promptLength)
        if length > 0 {
            _ = write(STDOUT_FILENO, promptBytes, length)
        }
    }

    /// Restores the terminal, then lets the signal end the process as it would have without this handler;
    /// async-signal-safe.
    ///
    /// At a masked prompt, what was typed but not yet entered (part of a code) is thrown away first: left in the
    /// terminal, it would be the next thing the shell reads, and shows.
    ///
    /// The next action goes in first. A fault simply returns, so the instruction faults again for it. Any other
    /// signal is raised again at once: the default action ends the process there, and a crash report that returns
    /// is followed by the default.
    fileprivate static func endAfterRestoring(_ signalNumber: Int32, code: Int32) {
        if isModified != 0 {
            _ = tcflush(STDIN_FILENO, TCIFLUSH)
        }
        restore()
        var next = nextActions[Int(signalNumber)]
        sigaction(signalNumber, &next, nil)
        if isFault(signalNumber, code: code) { return }
        raise(signalNumber)
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }

    /// Throws away what was typed at a masked prompt but not entered (part of a code), so that the shell does not
    /// read it, and show it, once the app has gone.
    static func discardTypedInput() {
        guard isModified != 0 else { return }
        _ = tcflush(STDIN_FILENO, TCIFLUSH)
    }

    /// Puts back the settings saved by `disableEcho()`; async-signal-safe.
    static func restore() {
        guard isModified != 0 else { return }
        var settings = saved
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        isModified = 0
    }

    // MARK: - Private Methods

    /// Handles `signalNumber` with `endAfterRestoring(_:code:)`, keeping the Swift runtime's crash report for a
    /// crash; leaves alone a signal the process was started with ignored.
    private static func catchFatalSignal(_ signalNumber: Int32) {
        var earlier = sigaction()
        guard sigaction(signalNumber, nil, &earlier) == 0, !isIgnored(earlier) else { return }
        if crashSignals.contains(signalNumber) {
            nextActions[Int(signalNumber)] = earlier
        }
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handleFatalSignal
        #elseif canImport(Musl)
            action.__sa_handler.sa_sigaction = handleFatalSignal
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_sigaction = handleFatalSignal
        #endif
        // Not deferred while handled: raising it again inside the handler takes effect at once.
        action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        sigaction(signalNumber, &action, nil)
    }

    /// Whether `action` ignores its signal, as for a process started with `nohup`.
    static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #elseif canImport(Musl)
            let handler = action.__sa_handler.sa_handler
        #elseif canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Whether the processor raised the signal for a faulting instruction, which runs again, and faults again, when
    /// the handler returns; not when a process sent it (`kill`, `raise`, `abort`), as its `si_code` tells.
    private static func isFault(_ signalNumber: Int32, code: Int32) -> Bool {
        switch signalNumber {
        case SIGBUS, SIGFPE, SIGILL, SIGSEGV:
            #if canImport(Darwin)
                code > 0 && code < SI_USER
            #else
                code > 0  // Linux gives every code a process can send (SI_USER, SI_QUEUE, SI_TKILL) zero or less.
            #endif
        default:
            false
        }
    }
}

/// The SIGTSTP handler: a plain function, as C signal handlers must be.
private nonisolated func suspend(_ signal: Int32) {
    TerminalMode.suspendKeepingTheTerminalUsable()
}

/// The fatal signals' handler: a plain function, as C signal handlers must be.
private nonisolated func handleFatalSignal(
    _ signal: Int32,
    _ information: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
) {
    TerminalMode.endAfterRestoring(signal, code: information?.pointee.si_code ?? 0)
}
