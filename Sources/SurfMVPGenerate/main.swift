import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Generate a feature, a module, an alert, a flow or a service from Templates/, wired in, with its tests; `make
// feature`, `make module`, `make flow`, `make service` and the package's `generate` plugin run this on the repository.

/// Writes one line to standard error.
func writeError(_ text: String) {
    _ = writeWhole(text, to: STDERR_FILENO)
}

// A standard stream the generator was started without is opened on /dev/null, so that no file it opens takes the
// stream's number and gets what is meant for the stream (a refusal written into the lock file).
for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
    _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
}

// A closed pipe on standard output or error (`| head`) fails the write, which is then told or given up, instead of
// ending the generator by SIGPIPE, silently, wherever it is.
signal(SIGPIPE, SIG_IGN)

do throws(GenerationError) {
    let command = try GenerateCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    // The repository is entered once: every path from here on starts at the folder entered, which nothing done later
    // to the path that led there (a folder above renamed, a link put in its place) can change.
    guard chdir(command.root) == 0 else {
        throw .usage("\(DisplayedText.quoted(command.root)) cannot be entered: \(String(cString: strerror(errno)))")
    }
    let tree = DiskTree(root: ".")
    guard tree.exists(Repository.templates), tree.exists("Package.swift") else {
        throw .usage("run it from the repository's root, where Package.swift and Templates/ are")
    }
    // Taken before anything is read for the plan: a generation started meanwhile is refused, and one that started
    // before has written all it planned by the time this one reads.
    let lock = try GenerationLock(root: tree.root)
    // Formatted before it is written, so each file is written once, whole, with the tree's checks.
    let snapshot = try tree.snapshot(of: Repository.declaringFolders + [Repository.templates])
    let plan = try Formatter(root: tree.root).format(try Planner(tree: snapshot).plan(command.request))
    // A file-size limit (`ulimit -f`) then fails the write that passes it, which is undone like any failed write,
    // instead of killing the generator by SIGXFSZ with the plan half-written.
    FileSizeSignal.ignore()
    let signals = TerminationSignals()
    try PlanWriter(tree: tree, pendingSignal: signals.pending).write(plan)
    // Written out whole before a signal that came after the last file ends the generator, as it does on release.
    guard writeWhole(command.report(of: plan).map { $0 + "\n" }.joined(), to: STDOUT_FILENO) else {
        let reason = String(cString: strerror(errno))
        writeError("surfmvp-generate: what was generated could not be printed (\(reason)); every file is written\n")
        exit(1)
    }
    lock.release()
    signals.release()
} catch {
    writeError("surfmvp-generate: \(error.message)\n")
    switch error {
    case .usage: exit(64)
    case .interrupted(let signal, _): SignalAction.endProcess(by: signal)
    default: exit(1)
    }
}
