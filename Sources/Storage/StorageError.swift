#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation on the state folder that failed, with the system's reason, or a save refused before any file was
/// touched (a read-only instance, a limit).
public nonisolated struct StorageError: Error, Sendable, Equatable, CustomStringConvertible {
    // MARK: - Properties

    /// The file or folder involved.
    public let path: String

    /// What was being done, such as `write`.
    public let operation: String

    /// The system's reason, such as `Permission denied`, or why the save was refused.
    public let reason: String

    /// Whether the save was refused before any file was touched, rather than failed.
    public let isRefusal: Bool

    /// What failed on which file, and why, for a log: `could not write /s/cards.json: No space left on device`.
    public var description: String { "could not \(operation) \(path): \(reason)" }

    // MARK: - Initialization

    /// Creates an error from an `errno` value.
    public init(path: String, operation: String, errno code: Int32) {
        self.init(path: path, operation: operation, reason: String(cString: strerror(code)))
    }

    /// Creates an error with a reason of its own.
    public init(path: String, operation: String, reason: String) {
        self.init(path: path, operation: operation, reason: reason, isRefusal: false)
    }

    /// Creates the error of a save to `path` refused before anything was written, `because` saying why.
    public init(refusingToSave path: String, because reason: String) {
        self.init(path: path, operation: "save", reason: reason, isRefusal: true)
    }

    private init(path: String, operation: String, reason: String, isRefusal: Bool) {
        self.path = path
        self.operation = operation
        self.reason = reason
        self.isRefusal = isRefusal
    }
}
