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
        let names = ["SURFMVP_STATE_DIR=", "XDG_STATE_HOME=", "HOME="]
        var variables: [UnsafeMutablePointer<CChar>] = []
        if var entry = variableList {
            while let pointer = entry.pointee {
                let text = String(cString: pointer)
                if names.contains(where: text.hasPrefix) { variables.append(pointer) }
                entry += 1
            }
        }
        return (arguments + variables).contains { String(validatingCString: $0) == nil }
    }

    /// The C library's list of variables: `environ` in glibc and musl; Darwin's <unistd.h> declares none, and
    /// <crt_externs.h> gives it.
    private static var variableList: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
            _NSGetEnviron().pointee
        #else
            environ
        #endif
    }
}
