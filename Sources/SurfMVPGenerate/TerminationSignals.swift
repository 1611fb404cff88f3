import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals that ask the generator to stop (Ctrl-C's SIGINT, Ctrl-\'s SIGQUIT, a closed terminal's SIGHUP, a
/// shutdown's SIGTERM) and the others that end a process that does not handle them (SIGUSR1, SIGUSR2, SIGALRM,
/// SIGVTALRM, SIGPROF, SIGXCPU), held back while a plan is written, so that what was written can be undone before the
/// generator ends by the signal, as it would have ended without holding it back.
///
/// A held-back signal waits, pending, until the writer looks for it between two files: no handler runs, so nothing
/// runs at a moment a signal handler could not choose, and no file is left half-written. A signal the generator was
/// started with ignored (`nohup`) stays ignored.
struct TerminationSignals {
    // MARK: - Properties

    /// The signals that end a process unless it handles them, by their names; those of them the process does not
    /// ignore are held back.
    static let names: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGTERM: "SIGTERM", SIGUSR1: "SIGUSR1",
        SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF", SIGXCPU: "SIGXCPU",
    ]

    /// The signals held back, in the order they are looked for.
    private let held: [Int32]

    // MARK: - Initialization

    /// Holds the signals back from now on.
    init() {
        held = Self.names.keys.sorted().filter { !SignalAction.isIgnored($0) }
        var signals = SignalSet.containing(held)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    // MARK: - Public Methods

    /// The first held signal that came since they were held back, if one did.
    func pending() -> Int32? {
        var pending = sigset_t()
        guard sigpending(&pending) == 0 else { return nil }
        return held.first { sigismember(&pending, $0) == 1 }
    }

    /// Lets the signals through again: one that came meanwhile ends the generator now.
    func release() {
        var signals = SignalSet.containing(held)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// The name of a signal that ends a process.
    static func name(of signal: Int32) -> String {
        names[signal] ?? "signal \(signal)"
    }
}
