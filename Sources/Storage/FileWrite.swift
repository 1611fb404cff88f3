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
/// without an error stops with `EIO`. A file-size limit (`ulimit -f`) fails the write with `EFBIG` rather than
/// ending the app: SIGXFSZ, whose default action ends the process, is held back on this thread while it writes, and
/// the one the limit raised is taken back before it is let through again, so the save says so in one line. A
/// SIGXFSZ sent from outside (`kill -XFSZ`) still ends the process as before.
///
/// The console writes its output the same way in the Terminal layer; the two layers share no code, so that each can
/// be swapped alone.
nonisolated func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var fileSizeSignal = sigset_t()
    sigemptyset(&fileSizeSignal)
    sigaddset(&fileSizeSignal, SIGXFSZ)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &fileSizeSignal, &previousMask)
    let error = writeEveryByte(bytes, to: descriptor)
    var pending = sigset_t()
    if error == EFBIG, sigpending(&pending) == 0, sigismember(&pending, SIGXFSZ) == 1 {
        var taken: Int32 = 0
        sigwait(&fileSizeSignal, &taken)
    }
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    if let error { errno = error }
    return error == nil
}

/// The `write(2)` loop of ``writeAll(_:to:)``: the `errno` that stopped it, or `nil` when every byte went.
private nonisolated func writeEveryByte(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var remaining = bytes[...]
    while !remaining.isEmpty {
        let written = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written > 0 {
            remaining = remaining.dropFirst(written)
        } else if written < 0 && errno == EINTR {
            continue
        } else {
            return written < 0 ? errno : EIO
        }
    }
    return nil
}
