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

    /// Starts accepting links; each one is handed to `onLink` on the main actor, in the order their senders were
    /// answered.
    ///
    /// A stale socket left by an instance that died is replaced, and so is anything at the path that is not a socket
    /// of this user's (a symbolic link is never connected through).
    public func listen(onLink: @escaping @MainActor @Sendable (String) -> Void) throws(ListenError) {
        guard let address = UnixSocket.address(of: path) else {
            throw .pathTooLong(length: path.utf8.count, limit: Self.maximumPathLength)
        }
        let user = UInt32(geteuid())
        if SocketFile.problem(at: path, user: user) == nil, Self.probe(address, user: user) { throw .inUse }
        unlink(path)
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
        let server = Server(onLink: onLink, clientDeadline: clientDeadline)
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

// MARK: - Serving

/// The listening side: accepts clients and serves each one on its own thread.
private nonisolated final class Server: Sendable {
    // MARK: - Properties

    /// The links answered "ok" and not handed to the app yet, and whether more are answered.
    private struct Handover {
        var isTakingLinks = true
        var arrived: [String] = []
    }

    private let onLink: @MainActor @Sendable (String) -> Void
    private let clientDeadline: Duration
    private let clientsServed = Mutex(0)
    private let handover = Mutex(Handover())

    // MARK: - Initialization

    init(onLink: @escaping @MainActor @Sendable (String) -> Void, clientDeadline: Duration) {
        self.onLink = onLink
        self.clientDeadline = clientDeadline
    }

    // MARK: - Internal Methods

    /// Answers no more links "ok"; returns those answered that have not been handed to the app, oldest first.
    func stopTakingLinks() -> [String] {
        handover.withLock { state in
            state.isTakingLinks = false
            defer { state.arrived = [] }
            return state.arrived
        }
    }

    /// Accepts clients until the wake-up pipe read by `wakeUp` wakes it, then closes the socket and that end: the
    /// only place either is closed, so the numbers `LinkEndpoint` holds stay theirs until `close()` has used them.
    ///
    /// Running out of descriptors or memory is waited out: the client stays queued until some are free. Any other
    /// failure to accept (the socket shut down by `close()`, or broken) stops the accepting, not the waiting.
    func acceptClients(on listener: Int32, untilWokenBy wakeUp: Int32) {
        defer {
            UnixSocket.release(listener)
            UnixSocket.release(wakeUp)
        }
        var isAccepting = true
        while true {
            var waiting = [
                pollfd(fd: wakeUp, events: Int16(POLLIN), revents: 0),
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&waiting, isAccepting ? 2 : 1, -1) >= 0 || errno == EINTR else {
                _ = poll(nil, 0, 100)
                continue
            }
            if waiting[0].revents != 0 { return }
            guard isAccepting, waiting[1].revents != 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                switch errno {
                case EINTR, ECONNABORTED, EAGAIN, EWOULDBLOCK:
                    continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    _ = poll(nil, 0, 100)
                    continue
                default:
                    isAccepting = false
                    continue
                }
            }
            UnixSocket.configure(client)
            guard UnixSocket.peerUser(of: client) == UInt32(geteuid()) else {
                UnixSocket.release(client)
                continue
            }
            guard takeClientSlot() else {
                refuseAsBusy(client)
                continue
            }
            let deadline = ContinuousClock.now + clientDeadline
            let started = DetachedThread.run {
                defer {
                    UnixSocket.release(client)
                    self.clientsServed.withLock { $0 -= 1 }
                }
                self.serve(client, until: deadline)
            }
            if !started {
                clientsServed.withLock { $0 -= 1 }
                refuseAsBusy(client)
            }
        }
    }

    // MARK: - Private Methods

    /// Tells `client` the app is busy, and lets it go.
    private func refuseAsBusy(_ client: Int32) {
        _ = UnixSocket.sendAll(Array("error: busy\n".utf8), to: client)
        UnixSocket.release(client)
    }

    private func takeClientSlot() -> Bool {
        clientsServed.withLock { served in
            guard served < LinkEndpoint.maximumClients else { return false }
            served += 1
            return true
        }
    }

    /// Reads one link and answers it; the link goes to the app only if the sender took the "ok", and only while
    /// links are taken.
    ///
    /// One answer at a time, each link queued for the app as it is answered, so links open in the order their senders
    /// were answered; `stopTakingLinks()` takes what is queued and not handed over yet.
    private func serve(_ client: Int32, until deadline: ContinuousClock.Instant) {
        switch readLink(from: client, until: deadline) {
        case .success(let link):
            let isTaken = handover.withLock { state in
                guard state.isTakingLinks else { return false }
                if UnixSocket.sendAll(Array("ok\n".utf8), to: client) { state.arrived.append(link) }
                return true
            }
            guard isTaken else {
                _ = UnixSocket.sendAll(Array("error: the app is quitting\n".utf8), to: client)
                return
            }
            Task { @MainActor in self.handOverArrivedLinks() }
        case .failure(let problem):
            _ = UnixSocket.sendAll(Array("error: \(problem.reason)\n".utf8), to: client)
        }
    }

    /// Hands the links answered so far to the app, oldest first.
    @MainActor private func handOverArrivedLinks() {
        let arrived = handover.withLock { state in
            defer { state.arrived = [] }
            return state.arrived
        }
        for link in arrived {
            onLink(link)
        }
    }

    /// Reads one line of printable UTF-8 text, at most `maximumLength` bytes, ended by a newline or by the sender
    /// closing its side; a line not whole by `deadline` is refused, never taken as a shorter link.
    private func readLink(from descriptor: Int32, until deadline: ContinuousClock.Instant) -> Result<String, Junk> {
        let maximumLength = LinkEndpoint.maximumLength
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        var isComplete = false
        while bytes.count <= maximumLength + 1, !bytes.contains(UInt8(ascii: "\n")),
            UnixSocket.waitUntilReadable(descriptor, until: deadline)
        {
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
}

/// Why bytes on the endpoint are not a link.
private nonisolated struct Junk: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

// MARK: - Sockets

/// The Unix-domain stream socket calls the endpoint makes, with each platform's spelling in one place.
///
/// Nothing written to a socket raises SIGPIPE, which would end the app: Linux sends with `MSG_NOSIGNAL`, Darwin sets
/// `SO_NOSIGPIPE` on every socket instead.
private nonisolated enum UnixSocket {
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

// MARK: - Waking

/// The pipe the accepting thread waits on beside the socket: a byte written to it wakes the thread on every
/// platform.
private nonisolated struct WakeUpPipe: Sendable {
    /// The end the accepting thread polls and closes as it ends.
    let reading: Int32
    /// The end `wake()` writes to and closes.
    let writing: Int32

    /// A new pipe with both ends closed on `exec`; `nil` if none can be made.
    static func open() -> WakeUpPipe? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return WakeUpPipe(reading: ends[0], writing: ends[1])
    }

    /// Wakes the accepting thread and closes the writing end.
    ///
    /// A byte, not only the end of the pipe: a child spawned before `open()` marked the ends close-on-exec holds a
    /// copy of the writing end, and the end of the pipe would reach the thread only once that child exits. The thread
    /// ends only when woken, so its reading end is open here and the write cannot raise SIGPIPE; one byte in an empty
    /// pipe never blocks.
    func wake() {
        var byte = UInt8(ascii: "!")
        _ = write(writing, &byte, 1)
        close(writing)
    }
}

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
    let server: Server
}

// MARK: - Checking

/// What is checked of the socket's path before connecting to it, by a sender and by `listen(onLink:)`: whose socket
/// and folder they are.
private nonisolated enum SocketFile {
    /// Why nothing may be sent to `path` as `user`, or `nil` when the check finds nothing wrong (a socket of `user`
    /// in a folder of `user`, or no socket in a folder of `user` or in none yet).
    ///
    /// The folder is looked at as the path reaches it (links followed), the socket itself without following one;
    /// what is not a socket is left for an app started there to replace, as `listen(onLink:)` does.
    static func problem(at path: String, user: UInt32) -> LinkEndpoint.Delivery? {
        var socketStatus = stat()
        if lstat(path, &socketStatus) != 0 {
            guard errno == ENOENT || errno == ENOTDIR else { return .unreachable(reason()) }
            return folderProblem(of: path, user: user)
        }
        guard socketStatus.st_mode & S_IFMT == S_IFSOCK else { return .nobodyListening }
        guard UInt32(socketStatus.st_uid) == user else { return .anotherUsersApp(uid: UInt32(socketStatus.st_uid)) }
        return folderProblem(of: path, user: user)
    }

    /// Why the folder holding `path` is not one to send links into, if it is not.
    private static func folderProblem(of path: String, user: UInt32) -> LinkEndpoint.Delivery? {
        var folderStatus = stat()
        guard stat(folder(of: path), &folderStatus) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .nobodyListening : .unreachable(reason())
        }
        guard UInt32(folderStatus.st_uid) == user else { return .anotherUsersFolder(uid: UInt32(folderStatus.st_uid)) }
        return nil
    }

    /// The folder part of `path`: all before its last `/`, `/` for a path right under the root, `.` for a name.
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
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
