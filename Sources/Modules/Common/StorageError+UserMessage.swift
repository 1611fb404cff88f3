import Storage

nonisolated extension StorageError {
    /// One line for a finished introduction that could not be saved: it may show again at the next start.
    var introductionNotRememberedMessage: String {
        "Could not remember that the introduction was seen (\(summary)); it may show again."
    }
}
