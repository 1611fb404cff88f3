#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A listening Unix-domain socket bound at a path: something in a state folder that is not a plain file.
final class UnixSocketFile {
    private let descriptor: Int32

    /// Binds a socket at `path`; `nil` when the path is too long or binding fails.
    init?(path: String) {
        let descriptor = TestSocket.stream()
        self.descriptor = descriptor
        guard descriptor >= 0, TestSocket.withAddress(of: path, { bind(descriptor, $0, $1) }) else {
            close(descriptor)
            return nil
        }
    }

    deinit {
        close(descriptor)
    }
}
