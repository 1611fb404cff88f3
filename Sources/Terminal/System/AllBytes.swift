#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing every byte of a buffer to a descriptor, as `write(2)` and `send(2)` may take only part of it at a time.
///
/// One loop for the console's output and the link socket (Storage, which shares no code with this layer, has its own
/// for the state files); each caller keeps its own way of writing (`write` or `send` with its flags) and decides
/// what a full descriptor means. A write past a file-size limit stops with `EFBIG` once the process ignores SIGXFSZ
/// (`FileSizeSignal.ignore()`, in the Signals target).
public nonisolated enum AllBytes {
    /// What a non-blocking descriptor that has no room just now (`EAGAIN`) does to the write.
    public enum WhenFull: Sendable {
        /// Stop, with `EAGAIN` as the error.
        case fail
        /// Wait with `poll` until there is room, then go on.
        case wait
    }

    /// Writes all of `bytes` to `descriptor` with `write(2)`; the `errno` that stopped it, or `nil` when all went.
    ///
    /// A partial write goes on with the rest, an interrupted one (`EINTR`) is tried again, and a write that took
    /// nothing without an error stops with `EIO`.
    public static func write(
        _ bytes: [UInt8],
        to descriptor: Int32,
        whenFull: WhenFull = .fail
    ) -> Int32? {
        bytes.withUnsafeBytes { write($0, to: descriptor, whenFull: whenFull, using: systemWrite) }
    }

    /// Writes all of `text`'s UTF-8 bytes to `descriptor` with `write(2)`, as ``write(_:to:whenFull:)`` writes
    /// bytes, without copying them first.
    public static func write(_ text: String, to descriptor: Int32, whenFull: WhenFull = .fail) -> Int32? {
        var text = text
        return text.withUTF8 {
            write(UnsafeRawBufferPointer($0), to: descriptor, whenFull: whenFull, using: systemWrite)
        }
    }

    /// Writes all of `bytes` to `descriptor` through `transfer` (`send(2)` with the caller's flags, say), which
    /// returns what `write(2)` would; the `errno` that stopped it, or `nil` when all went.
    public static func write(
        _ bytes: [UInt8],
        to descriptor: Int32,
        whenFull: WhenFull = .fail,
        using transfer: (Int32, UnsafeRawBufferPointer) -> Int
    ) -> Int32? {
        bytes.withUnsafeBytes { write($0, to: descriptor, whenFull: whenFull, using: transfer) }
    }

    // MARK: - Private Methods

    /// The loop every write goes through: `bytes` a part at a time through `transfer`, as far as it takes them.
    private static func write(
        _ bytes: UnsafeRawBufferPointer,
        to descriptor: Int32,
        whenFull: WhenFull,
        using transfer: (Int32, UnsafeRawBufferPointer) -> Int
    ) -> Int32? {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let written = transfer(descriptor, UnsafeRawBufferPointer(rebasing: remaining))
            if written > 0 {
                remaining = remaining.dropFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && whenFull == .wait && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                guard poll(&ready, 1, -1) >= 0 || errno == EINTR else { return errno }
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return nil
    }
}

// MARK: - System Calls

/// `write(2)` of a buffer, named apart from ``AllBytes/write(_:to:whenFull:)``.
private nonisolated func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}
