#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Environment variables, looked up by name: the process's own, read from the C library when asked for, or a fixed
/// set, as tests give them (`["NO_COLOR": "1"]`).
///
/// The process's variables are never copied into a dictionary: the app reads a handful of them, each when it needs it.
public nonisolated struct EnvironmentVariables: Sendable {
    // MARK: - Properties

    /// The process's environment.
    public static let process = EnvironmentVariables(lookup: { name in getenv(name).map { String(cString: $0) } })

    private let lookup: @Sendable (String) -> String?

    // MARK: - Initialization

    /// An environment holding exactly `variables`.
    public init(_ variables: [String: String]) {
        lookup = { variables[$0] }
    }

    private init(lookup: @escaping @Sendable (String) -> String?) {
        self.lookup = lookup
    }

    // MARK: - Public Methods

    /// The value of the variable `name`, or `nil` when it is not set.
    public subscript(name: String) -> String? {
        lookup(name)
    }
}

// MARK: - ExpressibleByDictionaryLiteral

nonisolated extension EnvironmentVariables: ExpressibleByDictionaryLiteral {
    /// An environment holding the variables written out, as in `["TERM": "dumb"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements) { _, last in last })
    }
}
