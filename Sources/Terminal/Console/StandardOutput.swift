import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard output as the console writes it: every byte of each text, waiting while a non-blocking
/// one is full, and nothing more once a write has failed or the terminal has hung up.
///
/// The main actor and the line editor's reading thread both write here: each text goes out whole, never mixed with
/// another.
nonisolated final class StandardOutput: Sendable {
    // MARK: - Properties

    /// Why writing failed (`No space left on device`), once it has.
    ///
    /// Output into a pipe nobody reads any more never gets here: SIGPIPE ends the process first, as a shell expects.
    var failure: String? { failed.withLock { $0 } }

    /// Held while a text is written, and the failure once there is one.
    private let failed = Mutex<String?>(nil)

    // MARK: - Internal Methods

    /// Writes `text` as it is, noting a failure.
    func write(_ text: String) {
        guard !text.isEmpty, !TerminationSignals.hasHungUp else { return }
        failed.withLock { failure in
            guard failure == nil else { return }
            if let error = AllBytes.write(text, to: STDOUT_FILENO, whenFull: .wait) {
                failure = String(cString: strerror(error))
            }
        }
    }
}
