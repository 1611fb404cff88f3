#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard descriptors and its descriptor budget, made safe before anything else is opened.
public enum StandardStreams {
    /// Why the app cannot run with the descriptors it was given.
    public struct Shortage: Error, Sendable, Equatable {
        /// How many descriptors the process may have open.
        public let limit: Int
        /// How many it needs.
        public let needed: Int

        /// One line for the person.
        public var message: String {
            "only \(limit) open files are allowed (ulimit -n); surfmvp needs at least \(needed)"
        }
    }

    // MARK: - Properties

    /// Descriptors the app needs at once: the three standard ones, the state folder and its lock, the link socket
    /// and its clients, a state file and its replacement, and the dispatch runtime's own. A sign-in was measured
    /// to need 12; twice that leaves room for link clients.
    public static let neededDescriptors = 24

    // MARK: - Public Methods

    /// Points every closed standard descriptor (0, 1, 2) at `/dev/null`.
    ///
    /// Started with one closed (`surfmvp >&-`), the next file the app opens would take its number, and the screen
    /// (sign-in code included) would be written into it, or commands read from it.
    public static func openClosedOnes() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDWR)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// Makes sure the process may open ``neededDescriptors`` files, raising its soft limit toward the hard one if
    /// needed; throws when even the hard limit is lower.
    public static func reserveDescriptors() throws(Shortage) {
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
            let infinity = rlim_t.max  // RLIM_INFINITY is ((rlim_t) -1)
        #elseif canImport(Musl)
            let resource = RLIMIT_NOFILE
            let infinity = rlim_t.max  // RLIM_INFINITY is (~0ULL)
        #else
            let resource = RLIMIT_NOFILE
            let infinity = RLIM_INFINITY
        #endif
        var limits = rlimit()
        guard getrlimit(resource, &limits) == 0 else { return }
        let needed = rlim_t(neededDescriptors)
        guard limits.rlim_cur != infinity, limits.rlim_cur < needed else { return }
        if limits.rlim_max == infinity || limits.rlim_max >= needed {
            limits.rlim_cur = needed
            if setrlimit(resource, &limits) == 0 { return }
        }
        throw Shortage(limit: Int(clamping: limits.rlim_cur), needed: neededDescriptors)
    }
}
