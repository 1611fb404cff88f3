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
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}

// A standard stream the generator was started without is opened on /dev/null, so that no file it opens takes the
// stream's number and gets what is meant for the stream (a refusal written into the lock file).
for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
    _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
}

do throws(GenerationError) {
    let command = try GenerateCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    let tree = DiskTree(root: command.root)
    guard tree.exists(Repository.templates), tree.exists("Package.swift") else {
        throw .usage("run it from the repository's root, where Package.swift and Templates/ are")
    }
    // Taken before anything is read for the plan: a generation started meanwhile is refused, and one that started
    // before has written all it planned by the time this one reads.
    let lock = try GenerationLock(root: command.root)
    // Formatted before it is written, so each file is written once, whole, with the tree's checks.
    let plan = try Formatter(root: command.root).format(try Planner(tree: tree).plan(command.request))
    // A file-size limit (`ulimit -f`) then fails the write that passes it, which is undone like any failed write,
    // instead of killing the generator by SIGXFSZ with the plan half-written.
    FileSizeSignal.ignore()
    let signals = TerminationSignals()
    try PlanWriter(tree: tree, pendingSignal: signals.pending).write(plan)
    for line in command.report(of: plan) {
        print(line)
    }
    // Written out before a signal that came after the last file ends the generator, as it does on release.
    fflush(nil)
    lock.release()
    signals.release()
} catch {
    writeError("surfmvp-generate: \(error.message)\n")
    switch error {
    case .usage: exit(64)
    case .interrupted(let signal, _): TerminationSignals.end(by: signal)
    default: exit(1)
    }
}
