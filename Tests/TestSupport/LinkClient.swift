#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A raw client of a link socket, for what `LinkEndpoint.send` never does: stall, drip bytes, or hold a connection
/// open while others are served.
final class LinkClient {
    // MARK: - Properties

    private let descriptor: Int32
    private var received: [UInt8] = []

    // MARK: - Initialization

    /// Connects to the socket at `path`; `nil` if nothing accepts connections there.
    init?(path: String) {
        let descriptor = TestSocket.stream()
        self.descriptor = descriptor
        guard TestSocket.withAddress(of: path, { connect(descriptor, $0, $1) }) else {
            close(descriptor)
            return nil
        }
    }

    deinit {
        close(descriptor)
    }

    // MARK: - Methods

    /// Sends `text` as it is, without a line ending unless it has one; `false` if the app already hung up.
    @discardableResult
    func write(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return TestSocket.send(descriptor, bytes) == bytes.count
    }

    /// The app's answer without its line ending, once whole (empty if it hung up without one); `nil` if nothing
    /// came within `timeout`.
    func reply(within timeout: Duration) -> String? {
        let deadline = ContinuousClock.now + timeout
        while wholeLine == nil {
            let remaining = ContinuousClock.now.duration(to: deadline)
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(max(0, remaining / .milliseconds(1)))) > 0 else {
                if ContinuousClock.now < deadline { continue }
                return nil
            }
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return String(decoding: received, as: UTF8.self) }
            received += chunk[..<count]
        }
        return wholeLine
    }

    // MARK: - Private Properties

    private var wholeLine: String? {
        received.firstIndex(of: UInt8(ascii: "\n")).map { String(decoding: received[..<$0], as: UTF8.self) }
    }
}
