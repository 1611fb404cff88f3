import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owns the terminal's settings: turns echo off for masked input in line mode, or switches to raw mode for the line
/// editor, and puts the settings back on every exit path, a signal included.
nonisolated enum TerminalMode {
    // MARK: - Properties

    // Read by the signal handlers, so they are plain globals touched only by async-signal-safe code.
    nonisolated(unsafe) private static var saved = termios()
    /// The settings in force while the terminal is changed (masked, or raw): put back when continued after Ctrl-Z.
    nonisolated(unsafe) private static var modified = termios()
    nonisolated(unsafe) private static var isModified: sig_atomic_t = 0
    /// Whether raw mode is on: it stays on from the first edited prompt until the app ends.
    nonisolated(unsafe) private static var isRaw: sig_atomic_t = 0
    /// Whether the terminal was asked to bracket pastes, so that it is asked to stop when the settings go back.
    nonisolated(unsafe) private static var isBracketingPastes: sig_atomic_t = 0

    /// The prompt and the line being read, as the bytes that draw them on a row of their own: written again when the
    /// app is continued after Ctrl-Z; their length is 0 while no line is read.
    nonisolated(unsafe) private static let lineBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: lineCapacity)
    nonisolated(unsafe) private static var lineLength: sig_atomic_t = 0
    private static let lineCapacity = 16_384

    /// What asks a terminal to mark the start and the end of a paste (xterm's bracketed paste), and to stop.
    private static let bracketedPasteOn: StaticString = "\u{1B}[?2004h"
    private static let bracketedPasteOff: StaticString = "\u{1B}[?2004l"

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
        _ = lineBytes
        signal(SIGTSTP, suspend)
        // `exit` from anywhere (the end of the run, a usage error) puts the terminal back too.
        atexit(restoreAtExit)
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
        return apply(current)
    }

    /// Switches standard input to raw mode for the line editor until the app ends; returns whether it is on.
    ///
    /// The terminal is also asked to mark pastes (`ESC[200~` … `ESC[201~`), so that a paste is text and never runs a
    /// command; colour or none (`NO_COLOR`) does not change that.
    ///
    /// Every key reaches the app as typed, unechoed, one byte at a time if need be (`VMIN` 1, `VTIME` 0): no line
    /// editing (`ICANON`), no echo (`ECHO`), no Ctrl-V or Ctrl-O (`IEXTEN`; on Darwin also Ctrl-T and Ctrl-Y), no flow
    /// control taking Ctrl-S and Ctrl-Q (`IXON`), and Return as CR (`ICRNL` off). `ISIG` stays on, so Ctrl-C, Ctrl-Z
    /// and Ctrl-\ are signals as in line mode, and `OPOST`, so `\n` still ends a line as CR LF. Keys typed ahead are
    /// kept (`TCSANOW`, not `TCSAFLUSH`).
    static func enterRawMode() -> Bool {
        if isRaw != 0 { return true }
        var current = termios()
        guard tcgetattr(STDIN_FILENO, &current) == 0 else { return false }
        installSignalHandlers()
        saved = current
        current.c_iflag &= ~tcflag_t(IXON | ICRNL)
        current.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        // `c_cc` is a tuple of `NCCS` bytes: 32 on Linux (glibc and musl), 20 on Darwin, where VMIN and VTIME sit
        // at indices 16 and 17 rather than 6 and 5; the headers' constants say which.
        withUnsafeMutableBytes(of: &current.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard apply(current) else { return false }
        isRaw = 1
        isBracketingPastes = 1
        writeAsIs(bracketedPasteOn)
        return true
    }

    /// Keeps `bytes`, the prompt of a line read line by line, to write again at `fg`.
    ///
    /// If the app is stopped (Ctrl-Z) and continued meanwhile, the shell has written over that row; `nil` once the
    /// line has been read. Bytes past the capacity are not kept: only `prompt` is then written again. (The line
    /// editor keeps nothing here: it is woken through ``ReadWake`` and draws its line itself.)
    static func setLineToRedraw(_ bytes: String?, prompt: String = "") {
        lineLength = 0
        guard let bytes else { return }
        let kept = bytes.utf8.count <= lineCapacity ? Array(bytes.utf8) : Array(prompt.utf8.prefix(lineCapacity))
        lineBytes.update(from: kept, count: kept.count)
        lineLength = sig_atomic_t(kept.count)
    }

    /// Stops for Ctrl-Z with the terminal as it was; when continued, turns masking or raw mode back on and has the
    /// prompt and the line being read written again: the prompt kept for a line read line by line, or, from the line
    /// editor, its line as it is then; async-signal-safe.
    fileprivate static func suspendKeepingTheTerminalUsable() {
        let wasModified = isModified
        let wasRaw = isRaw
        let wasBracketingPastes = isBracketingPastes
        restore()
        signal(SIGTSTP, SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        signal(SIGTSTP, suspend)
        if wasModified != 0 {
            var settings = modified
            if tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0 {
                isModified = 1
                isRaw = wasRaw
            }
        }
        if wasBracketingPastes != 0 && isModified != 0 {
            isBracketingPastes = 1
            writeAsIs(bracketedPasteOn)
        }
        let length = Int(lineLength)
        if length > 0 {
            _ = write(STDOUT_FILENO, lineBytes, length)
        }
        if wasRaw != 0 {
            // The line editor draws its line again itself, whole, as it is now.
            ReadWake.noteContinued()
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

    /// Puts back the settings saved by `disableEcho()` or `enterRawMode()`, and stops bracketed
    /// paste; async-signal-safe.
    static func restore() {
        guard isModified != 0 else { return }
        if isBracketingPastes != 0 {
            isBracketingPastes = 0
            writeAsIs(bracketedPasteOff)
        }
        var settings = saved
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        isModified = 0
        isRaw = 0
    }

    // MARK: - Private Methods

    /// Puts `settings` in force on standard input, as the ones to restore from and to put back after Ctrl-Z; returns
    /// whether it did.
    private static func apply(_ settings: termios) -> Bool {
        var settings = settings
        modified = settings
        isModified = 1
        guard tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0 else {
            isModified = 0
            return false
        }
        return true
    }

    /// Writes `bytes` to standard output at once, unless the terminal has hung up; async-signal-safe.
    private static func writeAsIs(_ bytes: StaticString) {
        guard !TerminationSignals.hasHungUp else { return }
        _ = write(STDOUT_FILENO, bytes.utf8Start, bytes.utf8CodeUnitCount)
    }

    /// Handles `signalNumber` with `endAfterRestoring(_:code:)`, keeping the Swift runtime's crash report for a
    /// crash; leaves alone a signal the process was started with ignored.
    private static func catchFatalSignal(_ signalNumber: Int32) {
        var earlier = sigaction()
        guard sigaction(signalNumber, nil, &earlier) == 0, !SignalAction.isIgnored(earlier) else { return }
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

/// Restores the terminal as the process exits: a plain function, as `atexit` takes.
private nonisolated func restoreAtExit() {
    TerminalMode.restore()
}

/// The fatal signals' handler: a plain function, as C signal handlers must be.
private nonisolated func handleFatalSignal(
    _ signal: Int32,
    _ information: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
) {
    TerminalMode.endAfterRestoring(signal, code: information?.pointee.si_code ?? 0)
}
