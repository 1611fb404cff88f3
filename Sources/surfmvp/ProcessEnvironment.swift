#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The environment variables the app reads, read straight from the C library: cheaper at launch than Foundation's
/// `ProcessInfo` or a dictionary of every variable.
enum ProcessEnvironment {
    /// Every variable the app reads: the state folder's, the terminal's and the output's.
    static let names = [
        "SURFMVP_STATE_DIR", "XDG_STATE_HOME", "HOME", "ACCESSIBLE", "NO_COLOR", "TERM", "COLUMNS",
    ]

    /// The variables in `names` that are set, by name.
    static func current() -> [String: String] {
        var variables: [String: String] = [:]
        for name in names {
            if let value = getenv(name) {
                variables[name] = String(cString: value)
            }
        }
        return variables
    }

    /// Whether an argument, or a variable that can name the state folder, holds bytes that are not UTF-8: Swift
    /// decodes them as U+FFFD, which would quietly name another folder.
    static func hasUndecodableStatePath() -> Bool {
        let arguments = (0..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0] }
        let names = ["SURFMVP_STATE_DIR=", "XDG_STATE_HOME=", "HOME="]
        var entry = environ
        var variables: [UnsafeMutablePointer<CChar>] = []
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if names.contains(where: text.hasPrefix) { variables.append(pointer) }
            entry += 1
        }
        return (arguments + variables).contains { String(validatingCString: $0) == nil }
    }
}
