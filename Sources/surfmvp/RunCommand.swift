import Coordinators
import Storage
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `surfmvp`: runs the app on the state folder until it is quit, then ends the process.
///
/// It takes the folder (or says in one line why it runs read-only), builds the app, listens for `surfmvp open`'s
/// links, starts the root coordinator, runs until `:quit`, the end of input or SIGHUP/SIGTERM, and keeps what must
/// outlive the run.
@MainActor
struct RunCommand {
    // MARK: - Properties

    /// The terminal or the pipes the app runs on.
    let console: StandardConsole

    /// The state folder.
    let directory: StateDirectory

    /// Whether lifecycle events go to standard error (`--trace`).
    let trace: Bool

    // MARK: - Public Methods

    /// Runs the app, opening `link` once it has started if one is given, and ends the process: 0, or 1 when
    /// standard output could not be written, or by the SIGHUP or SIGTERM that ended the run.
    func run(openingLink link: String?) async -> Never {
        await console.prepareToWaitForInput()
        if let reason = directory.prepare() {
            console.writeErrorLines("surfmvp: \(TerminalText.oneLine(reason.message(folder: directory.path)))")
        } else {
            directory.removeInterruptedSaves()
        }
        // From here, closing the terminal or a shutdown quits as the end of input does, keeping unsaved edits.
        TerminationSignals.install()
        let app = await AppAssembly(
            console: console,
            directory: directory,
            tracer: Tracer(console: console, isEnabled: trace)
        )
        if !directory.access.isReadOnly {
            takeLinks(into: app)
        }
        await app.start(openingLink: link)
        await app.run()
        await app.terminate()
        // Ends by SIGHUP or SIGTERM, as before they were handled, once everything is kept: the shell sees 128 + it.
        TerminationSignals.endProcessIfReceived()
        if let failure = console.outputFailure {
            console.writeErrorLines("surfmvp: could not write to standard output (\(failure)); stopped.")
            exit(1)
        }
        exit(0)
    }

    // MARK: - Private Methods

    /// Listens for links from `surfmvp open` on the folder's socket once the app waits for a person; when it cannot,
    /// says why in one line and runs without them.
    private func takeLinks(into app: AppAssembly) {
        let endpoint = LinkEndpoint(path: directory.file("links.sock"))
        app.takeLinks(from: endpoint) { [console] error in Self.sayLinksUnavailable(error, on: console) }
    }

    /// Says in one line why `surfmvp open` cannot reach this app.
    private static func sayLinksUnavailable(_ error: LinkEndpoint.ListenError, on console: StandardConsole) {
        let problem =
            switch error {
            case .pathTooLong(let length, let limit):
                "the state folder's path is too long for a socket (\(length) bytes; the limit is \(limit))"
            case .inUse: "another app answers on its socket"
            case .failed(let reason): TerminalText.oneLine(reason)
            }
        console.writeErrorLines("surfmvp: `surfmvp open` cannot reach this app: \(problem).")
    }
}
