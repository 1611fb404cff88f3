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

/// `surfmvp open LINK`: delivers a link to the app running on the state folder, as a push notification reaches a
/// running app.
///
/// Delivered or refused, it ends the process with one line. With no app running on the folder it returns the link,
/// and the app starts with it; unless the folder is one no app of this user's could start on, or one an app holds
/// without taking links, where starting a second, read-only one beside it would keep the link from the one meant.
@MainActor
struct OpenCommand {
    // MARK: - Properties

    /// Where the one line goes.
    let console: StandardConsole

    /// The state folder whose app the link is for.
    let directory: StateDirectory

    // MARK: - Public Methods

    /// Sends `link` to the app running on the folder and ends the process; returns `link` when none runs and the app
    /// may start with it here.
    func send(_ link: String) -> String {
        if let problem = AppAssembly.problem(withLink: link) {
            let shown = TerminalText.visible(link, shortenedTo: 60)
            stop("cannot open \(shown): \(TerminalText.oneLine(problem))", status: 64)
        }
        // Sent as checked: in its short form, with nothing around it that the check passed over.
        let link = AppAssembly.shortForm(ofLink: link) ?? link
        let folder = TerminalText.oneLine(directory.path)
        if case .unsafePath(let why) = directory.wayProblem() {
            // Never through a folder or link another user controls, which the app itself would not start on.
            stop(
                "\(folder) is not used: \(TerminalText.oneLine(why)); no surfmvp of yours takes links there, so the "
                    + "link was not delivered."
            )
        }
        let endpoint = LinkEndpoint(path: directory.file("links.sock"))
        switch LinkEndpoint.send(link, to: endpoint.path) {
        case .delivered:
            let sent = TerminalText.visible(link, shortenedTo: 60)
            print(
                "Sent \(sent) to the surfmvp running on \(folder); it opens there now, or once the line being typed "
                    + "there is entered."
            )
            exit(0)
        case .refused(let reason):
            stop("the running app refused the link: \(TerminalText.oneLine(reason))")
        case .anotherUsersApp(let uid):
            stop(
                "the surfmvp on \(folder) runs as another user (uid \(uid)) and takes links only from that user; the "
                    + "link was not delivered."
            )
        case .anotherUsersFolder(let uid):
            // Never a read-only app of this user's beside another user's: the link was meant for that one.
            stop(
                "\(folder) belongs to another user (uid \(uid)); links go only to a surfmvp of your own, so the link "
                    + "was not delivered."
            )
        case .unreachable(let reason):
            stop(
                "cannot reach a surfmvp on \(folder) (\(TerminalText.oneLine(reason))); the link was not delivered."
            )
        case .noAnswer:
            stop("the surfmvp running on \(folder) did not answer; the link was not delivered.")
        case .pathTooLong(let length, let limit):
            // Whether or not an app runs there, it cannot be reached: say so rather than start a second one.
            stop(
                "cannot reach a surfmvp running on this state folder: its path is too long for a socket (\(length) "
                    + "bytes; the limit is \(limit)); use a shorter --state-dir."
            )
        case .nobodyListening:
            startableFolder(folder)
            return link
        }
    }

    // MARK: - Private Methods

    /// Stops in one line unless the app may start on the folder to take the link.
    ///
    /// An app that holds the folder but takes no links (its socket was removed, say) gets no second, read-only
    /// instance beside it, nor does a folder that is not this user's alone, or cannot be used at all, get one that
    /// keeps the link for a sign-in it cannot save. A read-only file system still shows a stored session's screens.
    private func startableFolder(_ folder: String) {
        let reason: String
        switch directory.prepare() {
        case .readOnlyFileSystem, .takenOver, nil:
            return
        case .anotherInstance:
            stop("the surfmvp running on \(folder) does not take links just now; the link was not delivered.")
        case .notYours(let owner):
            reason = "it belongs to another user (uid \(owner))"
        case .writableByOthers(let mode):
            reason = "other users can write it (mode \(String(mode & 0o7777, radix: 8)))"
        case .unsafePath(let why), .unusable(let why):
            reason = TerminalText.oneLine(why)
        case .notAFolder:
            reason = "it is not a folder"
        case .lockUnavailable(let why):
            reason = "its lock cannot be taken (\(TerminalText.oneLine(why)))"
        }
        stop(
            "\(folder) is not used: \(reason); no surfmvp of yours takes links there, so the link was not delivered."
        )
    }

    /// Says `line` after `surfmvp: ` on standard error and ends the process with `status`.
    private func stop(_ line: String, status: Int32 = 1) -> Never {
        Launch(console: console).stop(line, status: status)
    }
}
