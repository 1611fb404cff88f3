#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes every byte of `bytes` to a state file's descriptor; `false` on an error, with `errno` set.
///
/// A partial write goes on with the rest, an interrupted one (`EINTR`) is tried again, and one that took nothing
/// without an error stops with `EIO`. A file-size limit (`ulimit -f`) fails the write with `EFBIG`, as a full disk
/// does with `ENOSPC`, in a process that ignores SIGXFSZ, as the app does from launch; otherwise that signal ends the
/// process (Darwin sends it to the whole process, so holding it back on the writing thread would not do).
///
/// The console writes its output the same way in the Terminal layer; the two layers share no code, so that each can
/// be swapped alone.
nonisolated func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var remaining = bytes[...]
    while !remaining.isEmpty {
        let written = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written > 0 {
            remaining = remaining.dropFirst(written)
        } else if written < 0 && errno == EINTR {
            continue
        } else {
            if written == 0 { errno = EIO }
            return false
        }
    }
    return true
}
