import Dispatch
import Glibc
import Synchronization

/// The running app's mailbox for links from a second terminal, the terminal's push notification: a Unix-domain
/// socket in the state folder, mode 0600, that accepts a line only from its owner and rejects anything that is not
/// a short line of text.
public final class LinkEndpoint: Sendable {
    /// Why the endpoint could not listen.
    public enum ListenError: Error, Sendable, Equatable {
        /// Another instance is listening on the same state folder.
        case inUse
        /// The socket could not be set up.
        case failed(String)
    }

    /// What became of a link sent to a running instance.
    public enum Delivery: Sendable, Equatable {
        /// The running instance took it.
        case delivered
        /// The running instance refused it, with its reason.
        case refused(String)
        /// No instance is listening.
        case nobodyListening
        /// An instance is listening but did not answer in time.
        case noAnswer
    }

    // MARK: - Properties

    /// The longest line accepted, in bytes.
    public static let maximumLength = 512

    /// The socket's path.
    public let path: String

    private let listener = Mutex<Int32>(-1)

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
        guard var address = Self.address(of: path) else { throw .failed("the path is too long for a socket") }
        if case .delivered = Self.probe(address) { throw .inUse }
        unlink(path)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .failed(Self.reason()) }
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        umask(previousMask)
        guard bound == 0, chmod(path, 0o600) == 0, Glibc.listen(descriptor, 8) == 0 else {
            let reason = Self.reason()
            Glibc.close(descriptor)
            throw .failed(reason)
        }
        listener.withLock { $0 = descriptor }
        DispatchQueue(label: "surfmvp.link-endpoint").async {
            Self.acceptLoop(on: descriptor, onLink: onLink)
        }
    }

    /// Stops listening and removes the socket; the accepting thread closes the descriptor as it ends.
    public func close() {
        let descriptor = listener.withLock { descriptor in
            defer { descriptor = -1 }
            return descriptor
        }
        guard descriptor >= 0 else { return }
        shutdown(descriptor, Int32(SHUT_RDWR))
        unlink(path)
    }

    // MARK: - Sending

    /// Sends `link` to the instance listening at `path`.
    public static func send(_ link: String, to path: String) -> Delivery {
        guard let address = address(of: path) else { return .nobodyListening }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return .nobodyListening }
        defer { Glibc.close(descriptor) }
        setTimeout(on: descriptor, seconds: 5)
        guard connect(descriptor, address) else {
            return errno == EAGAIN || errno == EINTR ? .noAnswer : .nobodyListening
        }
        let bytes = Array((link + "\n").utf8)
        guard writeAll(bytes, to: descriptor) else { return .noAnswer }
        shutdown(descriptor, Int32(SHUT_WR))
        guard let reply = readLine(from: descriptor), !reply.isEmpty else { return .noAnswer }
        return reply == "ok" ? .delivered : .refused(reply.hasPrefix("error: ") ? String(reply.dropFirst(7)) : reply)
    }

    // MARK: - Private Methods

    private static func acceptLoop(on descriptor: Int32, onLink: @escaping @MainActor @Sendable (String) -> Void) {
        defer { Glibc.close(descriptor) }
        while true {
            let client = accept(descriptor, nil, nil)
            if client < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            defer { Glibc.close(client) }
            guard isOwner(client) else { continue }
            setTimeout(on: client, seconds: 2)
            switch readLink(from: client) {
            case .success(let link):
                _ = writeAll(Array("ok\n".utf8), to: client)
                Task { @MainActor in onLink(link) }
            case .failure(let problem):
                _ = writeAll(Array("error: \(problem.reason)\n".utf8), to: client)
            }
        }
    }

    /// Whether the peer runs as the same user as this process.
    private static func isOwner(_ descriptor: Int32) -> Bool {
        var credentials = PeerCredentials()
        var size = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &size) == 0,
            size == socklen_t(MemoryLayout<PeerCredentials>.size)
        else { return false }
        return credentials.uid == getuid()
    }

    /// Reads one line of printable UTF-8 text, at most `maximumLength` bytes, ended by a newline or by the sender
    /// closing its side; a line cut short by the timeout is refused, never taken as a shorter link.
    private static func readLink(from descriptor: Int32) -> Result<String, Junk> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        var isComplete = false
        while bytes.count <= maximumLength + 1, !bytes.contains(UInt8(ascii: "\n")) {
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
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return .nobodyListening }
        defer { Glibc.close(descriptor) }
        return connect(descriptor, address) ? .delivered : .nobodyListening
    }

    private static func connect(_ descriptor: Int32, _ address: sockaddr_un) -> Bool {
        var address = address
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
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
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
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
