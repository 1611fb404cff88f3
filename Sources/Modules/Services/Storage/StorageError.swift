#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation on the state folder that failed, with the system's reason.
public nonisolated struct StorageError: Error, Sendable, Equatable, CustomStringConvertible {
    // MARK: - Properties

    /// The file or folder involved.
    public let path: String

    /// What was being done, such as `write`.
    public let operation: String

    /// The system's reason, such as `Permission denied`.
    public let reason: String

    /// One line for the user.
    public var description: String { "could not \(operation) \(path): \(reason)" }

    /// What a person is told: the reason alone when a save was refused before any file was touched (a read-only
    /// instance, a limit), else which file could not be read or written, and why.
    public var summary: String { operation == Self.refusedOperation ? reason : description }

    /// The operation of a refused save.
    private static let refusedOperation = "save"

    // MARK: - Initialization

    /// Creates an error from an `errno` value.
    public init(path: String, operation: String, errno code: Int32) {
        self.init(path: path, operation: operation, reason: String(cString: strerror(code)))
    }

    /// Creates an error with a reason of its own.
    public init(path: String, operation: String, reason: String) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }

    /// Creates the error of a save to `path` refused before anything was written, `because` saying why.
    public init(refusingToSave path: String, because reason: String) {
        self.init(path: path, operation: Self.refusedOperation, reason: reason)
    }
}
