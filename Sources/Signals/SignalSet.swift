#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A set of signals as the system's calls take it (`sigset_t`), made from their numbers.
public nonisolated enum SignalSet {
    /// The set holding `signals` and no other.
    public static func containing(_ signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals {
            sigaddset(&set, signal)
        }
        return set
    }
}
