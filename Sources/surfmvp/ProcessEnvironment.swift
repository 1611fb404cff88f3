#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process's environment and arguments hold beyond what `EnvironmentVariables` reads.
enum ProcessEnvironment {
    /// Whether an argument, or a variable that can name the state folder, holds bytes that are not UTF-8: Swift
    /// decodes them as U+FFFD, which would quietly name another folder.
    static func hasUndecodableStatePath() -> Bool {
        let arguments = (0..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0] }
        // By name with `getenv`, as the app reads them: musl declares `environ` only under _GNU_SOURCE.
        let names: [String] = ["SURFMVP_STATE_DIR", "XDG_STATE_HOME", "HOME"]
        let variables: [UnsafeMutablePointer<CChar>] = names.compactMap { getenv($0) }
        return (arguments + variables).contains { String(validatingCString: $0) == nil }
    }
}
