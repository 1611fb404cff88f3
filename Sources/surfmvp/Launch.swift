import Storage
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What every command checks before it does anything: enough files may be open, and a state folder is named.
///
/// Each problem is one line on standard error and an exit status: 64 for a command line or an environment that
/// cannot be run, 1 for a process that cannot go on.
@MainActor
struct Launch {
    // MARK: - Properties

    /// Where the one line goes.
    let console: StandardConsole

    // MARK: - Public Methods

    /// Says `line` after `surfmvp: ` on standard error and ends the process with `status`.
    func stop(_ line: String, status: Int32 = 1) -> Never {
        console.writeErrorLines("surfmvp: \(line)")
        exit(status)
    }

    /// Raises the limit on open files to what the app needs, or stops in one line when it cannot.
    func raiseFileLimit() {
        let limit = DescriptorLimit.raiseToRequired()
        let required = DescriptorLimit.required
        guard limit >= required else {
            stop("only \(limit) files may be open at once (ulimit -n); surfmvp needs at least \(required).")
        }
    }

    /// The state folder the command line and the environment name, or a stop in one line when none is named or its
    /// path is not text.
    func stateDirectory(options: CommandLineOptions, environment: EnvironmentVariables) -> StateDirectory {
        guard let path = options.stateDirectoryPath(environment: environment) else {
            stop("no state folder: set HOME, XDG_STATE_HOME or SURFMVP_STATE_DIR, or pass --state-dir", status: 64)
        }
        if path.unicodeScalars.contains("\u{FFFD}") && ProcessEnvironment.hasUndecodableStatePath() {
            stop("the state folder's path is not valid UTF-8 text; pass --state-dir with another folder", status: 64)
        }
        return StateDirectory(path: path)
    }
}
