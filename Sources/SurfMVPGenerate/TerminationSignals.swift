import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every signal, held back while a plan is written, so that what was written can be undone before the generator ends
/// by a signal that ends a process (Ctrl-C's SIGINT, Ctrl-\'s SIGQUIT, a closed terminal's SIGHUP, a shutdown's
/// SIGTERM, and all the others, down to SIGSYS and the real-time signals), as it would have ended without holding it
/// back.
///
/// A held-back signal waits, pending, until the writer looks for it between two files: no handler runs, so nothing
/// runs at a moment a signal handler could not choose, and no file is left half-written. One that would not end the
/// generator (a resized terminal's SIGWINCH, Ctrl-Z's SIGTSTP) takes effect once the files are written. A signal the
/// generator was started with ignored (`nohup`) stays ignored. A fault of the generator's own, which the processor
/// raises (SIGSEGV and the like), still ends it at once, as do the signals the C library keeps for its threads, which
/// cannot be held back (32 and 33 with glibc).
struct TerminationSignals {
    // MARK: - Properties

    /// The names of the signals the line that says which one stopped the generator names; others by their number.
    static let names: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
        SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGUSR1: "SIGUSR1", SIGSEGV: "SIGSEGV",
        SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGVTALRM: "SIGVTALRM",
        SIGPROF: "SIGPROF", SIGSYS: "SIGSYS",
    ]

    /// The signals a process left to their default action is not ended by: it ignores them, or is stopped or
    /// continued.
    static let notEnding: Set<Int32> = {
        var signals: Set = [SIGCHLD, SIGCONT, SIGURG, SIGWINCH, SIGTSTP, SIGTTIN, SIGTTOU, SIGSTOP]
        #if canImport(Darwin)
            signals.formUnion([SIGIO, SIGINFO])
        #endif
        return signals
    }()

    /// Every number a set of signals has room for; the system says which are signals.
    private static let numbers = 1..<Int32(MemoryLayout<sigset_t>.size * 8)

    /// Which signals were held back before.
    private let previousMask: sigset_t

    // MARK: - Initialization

    /// Holds every signal back from now on.
    init() {
        var all = sigset_t()
        sigfillset(&all)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &all, &previous)
        previousMask = previous
    }

    // MARK: - Public Methods

    /// The first signal that would end the generator and came since they were held back, if one did.
    func pending() -> Int32? {
        var pending = sigset_t()
        guard sigpending(&pending) == 0 else { return nil }
        return Self.numbers.first {
            sigismember(&pending, $0) == 1 && !Self.notEnding.contains($0) && !SignalAction.isIgnored($0)
        }
    }

    /// Lets the signals through again, as they were: one that came meanwhile ends the generator now.
    func release() {
        var previous = previousMask
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// The name of a signal that ends a process.
    static func name(of signal: Int32) -> String {
        names[signal] ?? "signal \(signal)"
    }
}
