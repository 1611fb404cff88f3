#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unix stream sockets for tests that play a link sender or leave a socket in the state folder.
enum TestSocket {
    /// A new stream socket that never raises SIGPIPE in the test process; -1 on failure.
    static func stream() -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return descriptor
    }

    /// Runs `body` with the address of `path`; `false` when the path does not fit in one.
    static func withAddress(of path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Bool {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
    }

    /// Sends `bytes` without ever raising SIGPIPE; the count written, or -1.
    static func send(_ descriptor: Int32, _ bytes: [UInt8]) -> Int {
        #if canImport(Darwin)
            let flags: Int32 = 0  // SO_NOSIGPIPE was set on the socket
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        return bytes.withUnsafeBytes { sendBytes(descriptor, $0.baseAddress, $0.count, flags) }
    }
}

/// `send(2)`, named apart from `TestSocket.send(_:_:)`.
private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(descriptor, bytes, count, flags)
}
