#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Unix-domain stream socket calls the endpoint makes, with each platform's spelling in one place.
///
/// Nothing written to a socket raises SIGPIPE, which would end the app: Linux sends with `MSG_NOSIGNAL`, Darwin sets
/// `SO_NOSIGPIPE` on every socket instead.
nonisolated enum UnixSocket {
    // MARK: - Properties

    #if canImport(Glibc)
        private static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        private static let sendFlags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
    #elseif canImport(Musl)
        private static let streamType = SOCK_STREAM | SOCK_CLOEXEC
        private static let sendFlags = MSG_NOSIGNAL | MSG_DONTWAIT
    #elseif canImport(Darwin)
        private static let streamType = SOCK_STREAM
        private static let sendFlags = MSG_DONTWAIT
    #endif

    // MARK: - Methods

    /// A new stream socket, closed on `exec` and never raising SIGPIPE; `nil` if none can be made.
    static func stream() -> Int32? {
        let descriptor = socket(AF_UNIX, streamType, 0)
        guard descriptor >= 0 else { return nil }
        configure(descriptor)
        return descriptor
    }

    /// Makes an accepted socket like a new one: blocking (Darwin's `accept` passes on the listener's `O_NONBLOCK`,
    /// Linux's does not), closed on `exec`, never raising SIGPIPE.
    static func configure(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Closes a socket.
    static func release(_ descriptor: Int32) {
        close(descriptor)
    }

    /// The socket address for `path`, or `nil` if the path is longer than `LinkEndpoint.maximumPathLength`.
    ///
    /// Darwin's `sun_len` is left zero: its kernel sets the length from the one `bind` and `connect` are given.
    static func address(of path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count <= LinkEndpoint.maximumPathLength else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
        }
        return address
    }

    /// Gives the socket its path (`bind`).
    static func name(_ descriptor: Int32, at address: sockaddr_un) -> Bool {
        withSocketAddress(address) { bind(descriptor, $0, $1) }
    }

    /// Connects to the socket at `address`, waiting at most as long as `limitBlockingSends` allows.
    static func reach(_ address: sockaddr_un, from descriptor: Int32) -> Bool {
        withSocketAddress(address) { connect(descriptor, $0, $1) }
    }

    /// Starts taking connections, without blocking: a client that gave up between `poll` and `accept` leaves
    /// `accept` with nothing to take, and a blocked `accept` could not be woken on Darwin.
    static func startListening(on descriptor: Int32) -> Bool {
        listen(descriptor, 16) == 0 && fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0
    }

    /// Makes `connect` give up after `timeout` when the app's queue of waiting clients is full.
    ///
    /// Only Linux waits: its `connect` to a full queue waits for room, then fails with EAGAIN, and the sender says the
    /// app did not answer. Darwin's fails at once with ECONNREFUSED (XNU's `unp_connect`, when `sonewconn` finds the
    /// queue full), as if nobody listened, and the sender, finding the app holding its folder, says it does not take
    /// links just now. Either way the link is not delivered, and the sender says so.
    static func limitBlockingSends(on descriptor: Int32, to timeout: Duration) {
        var limit = timeval(tv_sec: time_t(max(1, timeout.components.seconds)), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Writes all of `bytes` without waiting for room (the lines are short and the socket's buffer empty); `false`
    /// if the peer is gone (EPIPE) or anything else stops it.
    static func sendAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        AllBytes.write(bytes, to: descriptor) { descriptor, buffer in
            send(descriptor, buffer.baseAddress, buffer.count, sendFlags)
        } == nil
    }

    /// Waits until `descriptor` can be read (data, or its peer closed), up to `deadline`; `false` once that passed.
    static func waitUntilReadable(_ descriptor: Int32, until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return false }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let result = poll(&ready, 1, milliseconds)
            if result > 0 { return true }
            if result < 0 && errno != EINTR { return false }
        }
    }

    /// The user the process at the other end of a connected socket runs as (its effective user ID, taken when it
    /// connected or listened); `nil` if the system does not say.
    ///
    /// Darwin: `getpeereid` (<unistd.h>). Linux, glibc and musl alike: `getsockopt` with `SO_PEERCRED`, which fills
    /// a `struct ucred` (<sys/socket.h>: `pid_t pid; uid_t uid; gid_t gid;`).
    static func peerUser(of descriptor: Int32) -> UInt32? {
        #if canImport(Darwin)
            var user = uid_t()
            var group = gid_t()
            guard getpeereid(descriptor, &user, &group) == 0 else { return nil }
            return UInt32(user)
        #elseif canImport(Glibc) || canImport(Musl)
            var credentials = PeerCredentials()
            var size = socklen_t(MemoryLayout<PeerCredentials>.size)
            guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &size) == 0,
                size == socklen_t(MemoryLayout<PeerCredentials>.size)
            else { return nil }
            return UInt32(credentials.uid)
        #else
            // A system with neither call: no peer can be shown to be this user, so none is trusted.
            return nil
        #endif
    }

    // MARK: - Private Methods

    private static func withSocketAddress(
        _ address: sockaddr_un,
        _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) -> Bool {
        var address = address
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
    }
}

#if canImport(Glibc) || canImport(Musl)
    /// Linux's `struct ucred`, which Glibc declares only with `_GNU_SOURCE`: the peer's process, user and group.
    private nonisolated struct PeerCredentials {
        var pid: pid_t = 0
        var uid: uid_t = 0
        var gid: gid_t = 0
    }
#endif
