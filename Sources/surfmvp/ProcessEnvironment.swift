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
