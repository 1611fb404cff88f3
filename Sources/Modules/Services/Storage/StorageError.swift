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
}
