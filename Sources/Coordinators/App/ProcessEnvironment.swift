#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables, read straight from `environ`: cheaper at launch than Foundation's
/// `ProcessInfo`, which the app would use for nothing else.
enum ProcessEnvironment {
    /// Every variable, by name.
    static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let separator = text.firstIndex(of: "=") {
                variables[String(text[..<separator])] = String(text[text.index(after: separator)...])
            }
            entry += 1
        }
        return variables
    }
}
