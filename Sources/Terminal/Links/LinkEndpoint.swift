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
///
/// Each client is served on a thread of its own against one deadline for the whole exchange, so a slow client holds
/// up nobody else; past `maximumClients` at once, a client is told the app is busy. A link goes to the app only
/// after its sender was told "ok", so the sender's answer is true: a sender that gave up first (and says the link
/// was not delivered) has nothing opened later, and from `close()` on nobody is told "ok" (the app closes it as it
/// starts to quit).
///
/// The sender trusts only its own user's app: the socket and its folder must be its user's, and so must the process
/// answering on it, by the credentials the system gives for the connection, before the link is sent.
public nonisolated final class LinkEndpoint: Sendable {
    /// Why the endpoint could not listen.
    public enum ListenError: Error, Sendable, Equatable {
        /// Another instance is listening on the same state folder.
        case inUse
        /// The socket's path, `length` bytes, is longer than a socket address holds (`limit` bytes).
        case pathTooLong(length: Int, limit: Int)
        /// The socket could not be set up.
        case failed(String)
    }

    /// What became of a link sent to a running instance.
    public enum Delivery: Sendable, Equatable {
        /// The running instance took it, and opens it once.
        case delivered
        /// The running instance refused it, with its reason.
        case refused(String)
        /// No instance is listening (nothing, or no socket, is at the path); on Darwin, also one whose queue of waiting
        /// clients is full.
        case nobodyListening
        /// An instance is listening but did not answer in time; it does not open the link.
        case noAnswer
        /// The socket's path, `length` bytes, is longer than a socket address holds (`limit` bytes): no instance
        /// can be reached there.
        case pathTooLong(length: Int, limit: Int)
        /// The socket, or the process answering on it, belongs to another user (`uid`); nothing was sent.
        case anotherUsersApp(uid: UInt32)
        /// The socket's folder belongs to another user (`uid`); nothing was sent.
        case anotherUsersFolder(uid: UInt32)
        /// The socket or its folder cannot be looked at, for `reason` (such as a folder of another user on the way
        /// that others may not enter); nothing was sent.
        case unreachable(String)
    }

    // MARK: - Properties

    /// The longest line accepted, in bytes.
    public static let maximumLength = 512

    /// The longest socket path a Unix-domain socket address holds on this platform, in bytes.
    public static let maximumPathLength = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    /// The most clients served at once; one more is answered "busy".
    public static let maximumClients = 8

    /// The longest refusal a sender passes on, in characters; the rest is cut.
    public static let maximumReasonLength = 120

    /// How long `send(_:to:)` waits for an answer: longer than the app gives a client, so an app that is running
    /// answers in time.
    public static let answerTimeout: Duration = .seconds(5)

    /// The socket's path.
    public let path: String

    private let clientDeadline: Duration
    /// What is open while listening; `nil` before `listen(onLink:)` and after `close()`.
    private let listener = Mutex<Listening?>(nil)

    // MARK: - Initialization

    /// Names the endpoint at `path`; nothing is opened until `listen(onLink:)`.
    public convenience init(path: String) {
        self.init(path: path, clientDeadline: .seconds(2))
    }

    /// Names the endpoint at `path`, giving each client `clientDeadline` from being accepted to its answer.
    init(path: String, clientDeadline: Duration) {
        self.path = path
        self.clientDeadline = clientDeadline
    }

    deinit {
        close()
    }

    // MARK: - Internal Properties

    /// The descriptors open while listening: the socket and both ends of the wake-up pipe; empty when not listening.
    var openDescriptors: [Int32] {
        listener.withLock { held in
            held.map { [$0.descriptor, $0.wakeUp.reading, $0.wakeUp.writing] } ?? []
        }
    }

    // MARK: - Listening

    /// Opens the socket and starts the thread that accepts its senders, for links that are each handed to `onLink` on
    /// the main actor, in the order their senders were answered.
    ///
    /// A stale socket left by an instance that died is replaced, and so is anything at the path that is not a socket
    /// of this user's (a symbolic link is never connected through).
    ///
    /// - Throws: `ListenError.inUse` when an instance answers at the path; `.failed` when the socket cannot be set up
    ///   or no thread can be started, with nothing left open.
    public func listen(onLink: @escaping @MainActor @Sendable (String) -> Void) throws(ListenError) {
        guard let address = UnixSocket.address(of: path) else {
            throw .pathTooLong(length: path.utf8.count, limit: Self.maximumPathLength)
        }
        let user = UInt32(geteuid())
        // A socket left at the path is asked whether an instance answers there; nothing there is nothing to ask.
        var left = stat()
        if lstat(path, &left) == 0 {
            if SocketFile.problem(at: path, user: user) == nil, Self.probe(address, user: user) { throw .inUse }
            unlink(path)
        }
        guard let descriptor = UnixSocket.stream() else { throw .failed(Self.reason()) }
        // Made 0600 as it is bound, so it is never chmodded by path.
        let previousMask = umask(0o177)
        let bound = UnixSocket.name(descriptor, at: address)
        umask(previousMask)
        var status = stat()
        guard bound, lstat(path, &status) == 0, UnixSocket.startListening(on: descriptor),
            let wakeUp = WakeUpPipe.open()
        else {
            let reason = Self.reason()
            UnixSocket.release(descriptor)
            throw .failed(reason)
        }
        let server = LinkServer(onLink: onLink, clientDeadline: clientDeadline)
        listener.withLock {
            $0 = Listening(
                descriptor: descriptor,
                wakeUp: wakeUp,
                device: UInt64(truncatingIfNeeded: status.st_dev),
                inode: UInt64(truncatingIfNeeded: status.st_ino),
                server: server
            )
        }
        let isAccepting = DetachedThread.run {
            server.acceptClients(on: descriptor, untilWokenBy: wakeUp.reading)
        }
        guard isAccepting else {
            // No thread to close them as it ends.
            close()
            UnixSocket.release(descriptor)
            UnixSocket.release(wakeUp.reading)
            throw .failed("no thread could be started to take links")
        }
    }

    /// Stops listening and removes the socket if the one at the path is still its own (another instance may have
    /// taken the folder since); returns the links already answered "ok" that have not reached `onLink` yet, oldest
    /// first, which it will not get.
    ///
    /// From here on no sender is told "ok": one being served is told the app is quitting, a later one finds nobody
    /// listening. So the app closes the endpoint as it starts to quit, before its last save, and takes the links
    /// returned here itself.
    ///
    /// The accepting thread waits on the socket and on a wake-up pipe, since `shutdown` wakes a blocked `accept` on
    /// Linux but not on Darwin: the pipe wakes it, and it closes the socket and the reading end as it ends. It ends
    /// on nothing else, so until then the socket's number is still the socket's here.
    @discardableResult
    public func close() -> [String] {
        let held = listener.withLock { held in
            defer { held = nil }
            return held
        }
        guard let held else { return [] }
        let arrived = held.server.stopTakingLinks()
        shutdown(held.descriptor, Int32(SHUT_RDWR))
        held.wakeUp.wake()
        var status = stat()
        if lstat(path, &status) == 0, UInt64(truncatingIfNeeded: status.st_dev) == held.device,
            UInt64(truncatingIfNeeded: status.st_ino) == held.inode
        {
            unlink(path)
        }
        return arrived
    }

    // MARK: - Sending

    /// Sends `link` to the instance listening at `path`, waiting up to `timeout` for its answer.
    ///
    /// Nothing is sent unless the socket and its folder are this user's and the process that answers runs as this
    /// user; the answer is passed on only as one line of plain text, at most `maximumReasonLength` characters.
    ///
    /// An answer that did not come in time is made final before giving up: reading is shut down, so an "ok" the
    /// app writes after that fails on its side and the link is not opened.
    public static func send(_ link: String, to path: String, timeout: Duration = answerTimeout) -> Delivery {
        send(link, to: path, timeout: timeout, user: UInt32(geteuid()))
    }

    /// Sends `link` as `send(_:to:timeout:)` does, trusting only what belongs to `user`.
    static func send(_ link: String, to path: String, timeout: Duration = answerTimeout, user: UInt32) -> Delivery {
        guard let address = UnixSocket.address(of: path) else {
            return .pathTooLong(length: path.utf8.count, limit: maximumPathLength)
        }
        if let untrusted = SocketFile.problem(at: path, user: user) { return untrusted }
        guard let descriptor = UnixSocket.stream() else { return .nobodyListening }
        defer { UnixSocket.release(descriptor) }
        let deadline = ContinuousClock.now + timeout
        UnixSocket.limitBlockingSends(on: descriptor, to: timeout)
        guard UnixSocket.reach(address, from: descriptor) else {
            switch errno {
            case EAGAIN, EINTR: return .noAnswer
            case EACCES, EPERM: return .unreachable(reason())
            default: return .nobodyListening
            }
        }
        // The file was checked by path; the process behind the connection is what the link would go to.
        guard let peer = UnixSocket.peerUser(of: descriptor) else { return .unreachable(reason()) }
        guard peer == user else { return .anotherUsersApp(uid: peer) }
        // A write can fail because the app already answered (busy) and closed: its answer is still there to read.
        if UnixSocket.sendAll(Array((link + "\n").utf8), to: descriptor) {
            shutdown(descriptor, Int32(SHUT_WR))
        }
        guard let reply = readReply(from: descriptor, until: deadline), !reply.isEmpty else { return .noAnswer }
        guard reply != "ok" else { return .delivered }
        return .refused(refusal(reply.hasPrefix("error: ") ? String(reply.dropFirst(7)) : reply))
    }

    // MARK: - Private Methods

    /// A refusal as the sender may print it: one line of plain text, cut to `maximumReasonLength` characters.
    private static func refusal(_ reply: String) -> String {
        let line = TerminalText.oneLine(reply)
        guard line.count > maximumReasonLength else { return line }
        return String(line.prefix(maximumReasonLength - 1)) + "…"
    }

    /// The first line of the answer, or `nil` if none came by `deadline`.
    private static func readReply(from descriptor: Int32, until deadline: ContinuousClock.Instant) -> String? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while bytes.count < 1024 {
            guard UnixSocket.waitUntilReadable(descriptor, until: deadline) else {
                // Too late: stop the answer arriving, then take what came before that.
                shutdown(descriptor, Int32(SHUT_RD))
                let count = chunk.withUnsafeMutableBytes {
                    recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
                }
                if count > 0 { bytes += chunk[..<count] }
                break
            }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return String(validating: bytes[..<end], as: UTF8.self)
    }

    /// Whether an instance of `user` is listening at `address`.
    private static func probe(_ address: sockaddr_un, user: UInt32) -> Bool {
        guard let descriptor = UnixSocket.stream() else { return false }
        defer { UnixSocket.release(descriptor) }
        return UnixSocket.reach(address, from: descriptor) && UnixSocket.peerUser(of: descriptor) == user
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}

// MARK: - Listening

/// What the endpoint holds open while listening.
private nonisolated struct Listening: Sendable {
    /// The listening socket.
    let descriptor: Int32
    /// The pipe that wakes the accepting thread.
    let wakeUp: WakeUpPipe
    /// The device of the socket file it bound.
    let device: UInt64
    /// The inode of the socket file it bound.
    let inode: UInt64
    /// Serves the clients, and holds the links answered and not handed to the app yet.
    let server: LinkServer
}
