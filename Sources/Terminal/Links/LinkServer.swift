import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The listening side: accepts clients and serves each one on its own thread.
nonisolated final class LinkServer: Sendable {
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
nonisolated struct Junk: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
