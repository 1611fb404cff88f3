import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running app's mailbox for links from a second terminal, the terminal's push notification: a Unix-domain
/// socket in the state folder, mode 0600, that accepts a line only from its owner and rejects anything that is not
/// a short line of text.
public final class LinkEndpoint: Sendable {
    /// Why the endpoint could not listen.
    public enum ListenError: Error, Sendable, Equatable {
        /// Another instance is listening on the same state folder.
        case inUse
        /// The socket's path is longer than a Unix socket address holds.
        case pathTooLong(bytes: Int, limit: Int)
        /// The socket could not be set up.
        case failed(String)

        /// One line for the person.
        public var message: String {
            switch self {
            case .inUse: "another surfmvp on this state folder takes the links"
            case .pathTooLong(let bytes, let limit): LinkEndpoint.tooLong(bytes: bytes, limit: limit)
            case .failed(let reason): reason
            }
        }
    }

    /// What became of a link sent to a running instance.
    public enum Delivery: Sendable, Equatable {
        /// The running instance took it.
        case delivered
        /// The running instance refused it, with its reason.
        case refused(String)
        /// No instance is listening.
        case nobodyListening
        /// An instance is listening but did not answer in time; it will not open the link.
        case noAnswer
        /// The socket's path is longer than a Unix socket address holds, so no instance can be reached there.
        case pathTooLong(bytes: Int, limit: Int)
    }

    // MARK: - Properties

    /// The longest line accepted, in bytes.
    public static let maximumLength = 512

    /// How long one client has, from being accepted, to send its whole link.
    static let clientDeadlineMilliseconds: Int32 = 2000

    /// How long a sender waits for the answer: longer than a client's deadline, so that a link the app took is
    /// always reported as delivered.
    static let senderTimeoutSeconds = 5

    /// How many clients are served at once; more are told the app is busy.
    static let maximumClients = 4

    /// The socket's path.
    public let path: String

    private let listener = Mutex<(descriptor: Int32, device: UInt64, inode: UInt64)>((-1, 0, 0))

    // MARK: - Initialization

    /// Names the endpoint at `path`; nothing is opened until `listen(onLink:)`.
    public init(path: String) {
        self.path = path
    }

    deinit {
        close()
    }

    // MARK: - Listening

    /// Starts accepting links; each one is handed to `onLink` on the main actor.
    ///
    /// A stale socket left by an instance that died is replaced.
    public func listen(onLink: @escaping @MainActor @Sendable (String) -> Void) throws(ListenError) {
        guard var address = Self.address(of: path) else {
            throw .pathTooLong(bytes: path.utf8.count, limit: Self.pathLimit)
        }
        if case .delivered = Self.probe(address) { throw .inUse }
        unlink(path)
        let descriptor = makeSocket()
        guard descriptor >= 0 else { throw .failed(Self.reason()) }
        // Made 0600 as it is bound: never chmodded by path afterwards.
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        umask(previousMask)
        var status = stat()
        guard bound == 0, lstat(path, &status) == 0, startListening(descriptor) else {
            let reason = Self.reason()
            closeDescriptor(descriptor)
            throw .failed(reason)
        }
        listener.withLock {
            $0 = (descriptor, UInt64(truncatingIfNeeded: status.st_dev), UInt64(truncatingIfNeeded: status.st_ino))
        }
        DispatchQueue(label: "surfmvp.link-endpoint").async {
            Self.acceptLoop(on: descriptor, onLink: onLink)
        }
    }

    /// Stops listening and removes the socket, if the one at the path is still its own; the accepting thread closes
    /// the descriptor as it ends.
    public func close() {
        let (descriptor, device, inode) = listener.withLock { held in
            defer { held = (-1, 0, 0) }
            return held
        }
        guard descriptor >= 0 else { return }
        shutdown(descriptor, Int32(SHUT_RDWR))
        var status = stat()
        if lstat(path, &status) == 0, UInt64(truncatingIfNeeded: status.st_dev) == device,
            UInt64(truncatingIfNeeded: status.st_ino) == inode
        {
            unlink(path)
        }
    }

    // MARK: - Sending

    /// Sends `link` to the instance listening at `path`.
    public static func send(_ link: String, to path: String) -> Delivery {
        guard let address = address(of: path) else { return .pathTooLong(bytes: path.utf8.count, limit: pathLimit) }
        let descriptor = makeSocket()
        guard descriptor >= 0 else { return .nobodyListening }
        defer { closeDescriptor(descriptor) }
        setTimeout(on: descriptor, seconds: senderTimeoutSeconds)
        guard connect(descriptor, address) else {
            return errno == EAGAIN || errno == EINTR ? .noAnswer : .nobodyListening
        }
        let bytes = Array((link + "\n").utf8)
        guard writeAll(bytes, to: descriptor) else { return .noAnswer }
        shutdown(descriptor, Int32(SHUT_WR))
        guard let reply = readLine(from: descriptor), !reply.isEmpty else { return .noAnswer }
        return reply == "ok" ? .delivered : .refused(reply.hasPrefix("error: ") ? String(reply.dropFirst(7)) : reply)
    }

    /// One line saying that a socket path is too long, for both ends.
    static func tooLong(bytes: Int, limit: Int) -> String {
        "the state folder's path is too long for a link socket (\(bytes) bytes, at most \(limit))"
    }

    // MARK: - Private Methods

    private static func acceptLoop(on descriptor: Int32, onLink: @escaping @MainActor @Sendable (String) -> Void) {
        defer { closeDescriptor(descriptor) }
        let clients = Atomic<Int>(0)
        while true {
            let client = accept(descriptor, nil, nil)
            if client < 0 {
                switch errno {
                case EINTR, ECONNABORTED:
                    continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    // Out of descriptors or memory for now: wait a little and keep accepting.
                    var nothing = pollfd(fd: -1, events: 0, revents: 0)
                    _ = poll(&nothing, 1, 100)
                    continue
                default:
                    return
                }
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            noSignalOnWrite(client)
            guard clients.add(1, ordering: .relaxed).newValue <= maximumClients else {
                _ = writeAll(Array("error: the app is busy; try again\n".utf8), to: client)
                clients.subtract(1, ordering: .relaxed)
                closeDescriptor(client)
                continue
            }
            // Each client on its own, so that a slow one holds up nobody else.
            DispatchQueue.global().async {
                serve(client, onLink: onLink)
                clients.subtract(1, ordering: .relaxed)
            }
        }
    }

    /// Reads one link from `client` within its deadline, answers, and hands the link on only once the answer
    /// "ok" was written: a sender that gave up and left makes that write fail, and its link is dropped, as it was told.
    private static func serve(_ client: Int32, onLink: @escaping @MainActor @Sendable (String) -> Void) {
        defer { closeDescriptor(client) }
        guard isOwner(client) else { return }
        switch readLink(from: client) {
        case .success(let link):
            if writeAll(Array("ok\n".utf8), to: client) {
                Task { @MainActor in onLink(link) }
            }
        case .failure(let problem):
            _ = writeAll(Array("error: \(problem.reason)\n".utf8), to: client)
        }
    }

    /// Whether the peer runs as the same user as this process.
    private static func isOwner(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            var user = uid_t()
            var group = gid_t()
            guard getpeereid(descriptor, &user, &group) == 0 else { return false }
            return user == getuid()
        #else
            var credentials = PeerCredentials()
            var size = socklen_t(MemoryLayout<PeerCredentials>.size)
            guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &size) == 0,
                size == socklen_t(MemoryLayout<PeerCredentials>.size)
            else { return false }
            return credentials.uid == getuid()
        #endif
    }

    /// Reads one line of printable UTF-8 text, at most `maximumLength` bytes, ended by a newline or by the sender
    /// closing its side; a line cut short by the timeout is refused, never taken as a shorter link.
    private static func readLink(from descriptor: Int32) -> Result<String, Junk> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        var isComplete = false
        let deadline = ContinuousClock.now + .milliseconds(clientDeadlineMilliseconds)
        while bytes.count <= maximumLength + 1, !bytes.contains(UInt8(ascii: "\n")) {
            // One deadline for the whole link: a client sending a byte now and then cannot hold the endpoint.
            let left = deadline - ContinuousClock.now
            let milliseconds = Int32(
                clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
            )
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard milliseconds > 0, poll(&ready, 1, milliseconds) > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                isComplete = count == 0
                break
            }
        }
        let parts = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false)
        let line = parts.first ?? []
        guard line.count <= maximumLength else { return .failure(Junk("longer than \(maximumLength) bytes")) }
        guard parts.count == 2 || isComplete else { return .failure(Junk("the link did not arrive whole in time")) }
        guard parts.count < 2 || parts[1].allSatisfy({ $0 == UInt8(ascii: "\n") }) else {
            return .failure(Junk("more than one line"))
        }
        guard let text = String(validating: line, as: UTF8.self) else { return .failure(Junk("not UTF-8 text")) }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            return .failure(Junk("control characters in a link"))
        }
        guard !text.isEmpty else { return .failure(Junk("an empty link")) }
        return .success(text)
    }

    private static func readLine(from descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while bytes.count < 1024 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        let line = bytes.split(separator: UInt8(ascii: "\n")).first.map(Array.init) ?? []
        return String(validating: line, as: UTF8.self)
    }

    private static func probe(_ address: sockaddr_un) -> Delivery {
        let descriptor = makeSocket()
        guard descriptor >= 0 else { return .nobodyListening }
        defer { closeDescriptor(descriptor) }
        return connect(descriptor, address) ? .delivered : .nobodyListening
    }

    private static func connect(_ descriptor: Int32, _ address: sockaddr_un) -> Bool {
        var address = address
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connectSocket(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
    }

    private static func address(of path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
        }
        return address
    }

    private static func setTimeout(on descriptor: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes {
                sendBytes(descriptor, $0.baseAddress, $0.count)
            }
            if written > 0 {
                remaining = remaining.dropFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}

/// Linux's `struct ucred`, which Glibc declares only with `_GNU_SOURCE`: the peer's process, user and group.
/// (Darwin asks with `getpeereid` instead.)
private struct PeerCredentials {
    var pid: pid_t = 0
    var uid: uid_t = 0
    var gid: gid_t = 0
}

/// Why bytes on the endpoint are not a link.
private struct Junk: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

// MARK: - System Calls

/// The longest socket path a `sockaddr_un` holds, its terminating zero left out.
extension LinkEndpoint {
    static var pathLimit: Int { MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1 }
}

/// A new Unix stream socket that is not inherited by child processes; -1 on failure.
private func makeSocket() -> Int32 {
    #if canImport(Glibc)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    if descriptor >= 0 {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        noSignalOnWrite(descriptor)
    }
    return descriptor
}

/// Makes a write to a socket whose peer has gone fail with EPIPE instead of raising SIGPIPE, on Darwin (elsewhere
/// every write passes MSG_NOSIGNAL).
private func noSignalOnWrite(_ descriptor: Int32) {
    #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
}

/// `listen(2)` with a small backlog.
private func startListening(_ descriptor: Int32) -> Bool {
    listen(descriptor, 8) == 0
}

/// `close(2)`, named apart from the endpoint's own `close()`.
private func closeDescriptor(_ descriptor: Int32) {
    close(descriptor)
}

/// `connect(2)`, named apart from the endpoint's own.
private func connectSocket(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

/// `send(2)` that never raises SIGPIPE.
private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
        send(descriptor, bytes, count, 0)
    #else
        send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
}
