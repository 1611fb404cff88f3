import Coordinators
import Modules
import Storage
import Terminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Parse the command line, build the dependencies, start the root coordinator, run until quit.

// First, before anything opens a file: a closed standard stream would be handed to the first file opened.
let standardStreamsAreOpen = StandardStreams.openClosedOnes()
FileSizeSignal.ignore()
let environment = EnvironmentVariables.process
var options = CommandLineOptions()
var usageError: CommandLineOptions.UsageError?
do {
    options = try CommandLineOptions(commandLine: CommandLine.arguments)
} catch {
    usageError = error
}
let console = StandardConsole(environment: environment, noColor: usageError != nil || options.noColor)
if let usageError {
    console.writeErrorLines("surfmvp: \(usageError.message); see surfmvp --help")
    exit(64)
}
guard standardStreamsAreOpen else {
    console.writeErrorLines("surfmvp: a standard stream is closed and /dev/null cannot be opened in its place.")
    exit(1)
}
let descriptorLimit = DescriptorLimit.raiseToRequired()
guard descriptorLimit >= DescriptorLimit.required else {
    console.writeErrorLines(
        "surfmvp: only \(descriptorLimit) files may be open at once (ulimit -n); surfmvp needs at least "
            + "\(DescriptorLimit.required)."
    )
    exit(1)
}
DescriptorLimit.reserveRuntimeDescriptors()

switch options.action {
case .help:
    print(CommandLineOptions.help)
    exit(0)
case .version:
    print("surfmvp \(CommandLineOptions.version)")
    exit(0)
case .run, .send:
    break
}

guard let statePath = options.stateDirectoryPath(environment: environment) else {
    console.writeErrorLines(
        "surfmvp: no state folder: set HOME, XDG_STATE_HOME or SURFMVP_STATE_DIR, or pass --state-dir"
    )
    exit(64)
}
if statePath.unicodeScalars.contains("\u{FFFD}") && ProcessEnvironment.hasUndecodableStatePath() {
    console.writeErrorLines(
        "surfmvp: the state folder's path is not valid UTF-8 text; pass --state-dir with another folder"
    )
    exit(64)
}
let directory = StateDirectory(path: statePath)
let endpoint = LinkEndpoint(path: directory.file("links.sock"))

/// `surfmvp open` when the running app cannot be reached because the socket's path is too long: whether or not an
/// app runs on this state folder, say so and stop, rather than start a second instance beside one.
@MainActor func refuseToStartBeside(socketPathLength length: Int, limit: Int) -> Never {
    console.writeErrorLines(
        "surfmvp: cannot reach a surfmvp running on this state folder: its path is too long for a socket "
            + "(\(length) bytes; the limit is \(limit)); use a shorter --state-dir."
    )
    exit(1)
}

/// `surfmvp open` when nothing listens on a state folder that is not this user's alone, or cannot be used: say so
/// and stop, rather than start a read-only app there that keeps the link for a sign-in it cannot save.
@MainActor func refuseToStart(in folder: String, because reason: String) -> Never {
    console.writeErrorLines(
        "surfmvp: \(folder) is not used: \(reason); no surfmvp of yours takes links there, so the link was not "
            + "delivered."
    )
    exit(1)
}

if case .send(let link) = options.action {
    if let problem = AppAssembly.problem(withLink: link) {
        let shown = TerminalText.visible(link, shortenedTo: 60)
        console.writeErrorLines("surfmvp: cannot open \(shown): \(TerminalText.oneLine(problem))")
        exit(64)
    }
    let folder = TerminalText.oneLine(statePath)
    switch LinkEndpoint.send(link, to: endpoint.path) {
    case .delivered:
        print("Sent \(TerminalText.oneLine(link)) to the surfmvp running on \(folder); it opens at its next prompt.")
        exit(0)
    case .refused(let reason):
        console.writeErrorLines("surfmvp: the running app refused the link: \(TerminalText.oneLine(reason))")
        exit(1)
    case .anotherUsersApp(let uid):
        console.writeErrorLines(
            "surfmvp: the surfmvp on \(folder) runs as another user (uid \(uid)) and takes links only from that "
                + "user; the link was not delivered."
        )
        exit(1)
    case .anotherUsersFolder(let uid):
        // Never a read-only app of this user's beside another user's: the link was meant for that one.
        console.writeErrorLines(
            "surfmvp: \(folder) belongs to another user (uid \(uid)); links go only to a surfmvp of your own, "
                + "so the link was not delivered."
        )
        exit(1)
    case .unreachable(let reason):
        console.writeErrorLines(
            "surfmvp: cannot reach a surfmvp on \(folder) (\(TerminalText.oneLine(reason))); the link was not "
                + "delivered."
        )
        exit(1)
    case .noAnswer:
        console.writeErrorLines(
            "surfmvp: the surfmvp running on \(folder) did not answer; the link was not delivered."
        )
        exit(1)
    case .nobodyListening:
        // An app that holds the folder but takes no links (its socket was removed, say) must not get a second,
        // read-only instance beside it; nor may a folder that is not this user's alone, or cannot be used at all,
        // get one that keeps the link for a sign-in it cannot save.
        switch directory.prepare() {
        case .anotherInstance:
            console.writeErrorLines(
                "surfmvp: the surfmvp running on \(folder) does not take links just now; the link was not delivered."
            )
            exit(1)
        case .notYours(let owner):
            refuseToStart(in: folder, because: "it belongs to another user (uid \(owner))")
        case .writableByOthers(let mode):
            refuseToStart(in: folder, because: "other users can write it (mode \(String(mode & 0o7777, radix: 8)))")
        case .unsafePath(let reason), .unusable(let reason):
            refuseToStart(in: folder, because: TerminalText.oneLine(reason))
        case .notAFolder:
            refuseToStart(in: folder, because: "it is not a folder")
        case .lockUnavailable(let reason):
            refuseToStart(in: folder, because: "its lock cannot be taken (\(TerminalText.oneLine(reason)))")
        case .readOnlyFileSystem, .takenOver, nil:
            // A read-only file system still shows a stored session's screens.
            options.link = link
        }
    case .pathTooLong(let length, let limit):
        refuseToStartBeside(socketPathLength: length, limit: limit)
    }
}

if let reason = directory.prepare() {
    console.writeErrorLines("surfmvp: \(TerminalText.oneLine(reason.message(folder: statePath)))")
} else {
    directory.removeInterruptedSaves()
}

// From here, closing the terminal or a shutdown quits as the end of input does, keeping unsaved edits.
TerminationSignals.install()
let app = await AppAssembly(
    console: console,
    directory: directory,
    tracer: Tracer(console: console, isEnabled: options.trace)
)
if !directory.access.isReadOnly {
    do {
        try app.takeLinks(from: endpoint)
    } catch .pathTooLong(let length, let limit) {
        console.writeErrorLines(
            "surfmvp: `surfmvp open` cannot reach this app: the state folder's path is too long for a socket "
                + "(\(length) bytes; the limit is \(limit))."
        )
    } catch .inUse {
        console.writeErrorLines("surfmvp: `surfmvp open` cannot reach this app: another app answers on its socket.")
    } catch .failed(let reason) {
        console.writeErrorLines("surfmvp: `surfmvp open` cannot reach this app: \(TerminalText.oneLine(reason)).")
    }
}
await app.start(openingLink: options.link)
await app.run()
await app.terminate()
// Ends by SIGHUP or SIGTERM, as before they were handled, once everything is kept: the shell sees 128 + it.
TerminationSignals.endProcessIfReceived()
if let failure = console.outputFailure {
    console.writeErrorLines("surfmvp: could not write to standard output (\(failure)); stopped.")
    exit(1)
}
exit(0)
