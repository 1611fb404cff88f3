#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many files the process may have open at once (`ulimit -n`), checked at launch.
///
/// Below what the app needs, the first open that fails is deep inside a system library, which then aborts. So the
/// app raises its soft limit toward the hard one when it is lower than `required`, and when even the hard limit is
/// lower, stops at launch with one line instead.
enum DescriptorLimit {
    /// The fewest the app runs with, half again the 21 it was measured to use at most on Linux: the standard
    /// streams, the runtime's event queues (three), the state folder and its lock, a save in progress, the link
    /// socket and both ends of its wake-up pipe, one descriptor for each link client served at once (eight) and one
    /// for a client being told the app is busy; four more since, for the wake-up pipes of SIGHUP and SIGTERM and, on a
    /// terminal, of SIGWINCH.
    static let required = 32

    /// Raises the soft limit to `required` if it is lower and the hard limit allows; returns the soft limit in force
    /// afterwards.
    static func raiseToRequired() -> Int {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return required }
        let wanted = rlim_t(required)
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = min(wanted, limit.rlim_max)
            if setrlimit(resource, &raised) == 0 {
                limit = raised
            }
        }
        return Int(clamping: limit.rlim_cur)
    }

    // MARK: - Private Properties

    /// `RLIMIT_NOFILE`, which Glibc imports as an enum case.
    private static var resource: Int32 {
        #if canImport(Glibc)
            Int32(RLIMIT_NOFILE.rawValue)
        #else
            RLIMIT_NOFILE
        #endif
    }
}
