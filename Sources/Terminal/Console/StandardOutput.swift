#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard output as the console writes it: every byte of each text, waiting while a non-blocking
/// one is full, and nothing more once a write has failed or the terminal has hung up.
@MainActor
final class StandardOutput {
    // MARK: - Properties

    /// Why writing failed (`No space left on device`), once it has.
    ///
    /// Output into a pipe nobody reads any more never gets here: SIGPIPE ends the process first, as a shell expects.
    private(set) var failure: String?

    // MARK: - Internal Methods

    /// Writes `text` as it is, noting a failure.
    func write(_ text: String) {
        guard !text.isEmpty, failure == nil, !TerminationSignals.hasHungUp else { return }
        if let error = AllBytes.write(Array(text.utf8), to: STDOUT_FILENO, whenFull: .wait) {
            failure = String(cString: strerror(error))
        }
    }
}
