import Synchronization

@testable import Terminal

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

/// The built `surfmvp` binary, run as a child process on a pseudo-terminal or on pipes, as a person or a script
/// would run it.
final class AppProcess {
    /// How the child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signaled(Int32)
        case stillRunning

        /// What a shell reports as `$?`: the exit code, or 128 + the signal.
        var shellStatus: Int32? {
            switch self {
            case .exited(let code): code
            case .signaled(let signal): 128 + signal
            case .stillRunning: nil
            }
        }
    }

    /// Why the child could not start.
    struct LaunchError: Error {
        let reason: String
    }

    /// How one of the child's descriptors 0, 1 and 2 differs from the usual terminal or pipe.
    enum Stream: Equatable {
        /// Closed, as `<&-`, `>&-` or `2>&-` leave it.
        case closed
        /// Opened on a file, as `<path` or `>path` do (`/dev/full`, say).
        case file(String)
        /// The usual pipe, with `O_NONBLOCK` set on the file description the child shares (on pipes only; standard
        /// output and standard error share theirs).
        case nonBlocking
    }

    /// What a launch opens for the parent, and the child it started.
    private struct Launch: Sendable {
        let pid: pid_t
        let input: Int32
        let output: Int32
        let terminalPath: String?
    }

    #if canImport(Darwin)
        /// `posix_spawn_file_actions_t`: an opaque pointer in Darwin's <spawn.h>, made by
        /// `posix_spawn_file_actions_init`.
        private typealias FileActions = posix_spawn_file_actions_t?
        private typealias SpawnAttributes = posix_spawnattr_t?
    #else
        /// `posix_spawn_file_actions_t`: a structure in glibc's and musl's <spawn.h>, set up by
        /// `posix_spawn_file_actions_init`.
        private typealias FileActions = posix_spawn_file_actions_t
        private typealias SpawnAttributes = posix_spawnattr_t
    #endif

    // MARK: - Spawn Flags

    #if canImport(Glibc)
        /// `POSIX_SPAWN_SETSID` in glibc's <spawn.h>, declared only under `__USE_GNU`, which Swift's Glibc module
        /// does not define.
        private static let newSession: Int16 = 0x80
    #else
        /// `POSIX_SPAWN_SETSID`: 0x80 in musl's <spawn.h>, 0x0400 in Darwin's <sys/spawn.h> (where 0x80 is
        /// `POSIX_SPAWN_START_SUSPENDED`, a child that never runs).
        private static let newSession = Int16(POSIX_SPAWN_SETSID)
    #endif
    private static let signalDefaults = Int16(POSIX_SPAWN_SETSIGDEF)
    private static let signalMask = Int16(POSIX_SPAWN_SETSIGMASK)
    #if canImport(Darwin)
        /// Only the descriptors the file actions make reach the child (`POSIX_SPAWN_CLOEXEC_DEFAULT`, <sys/spawn.h>).
        ///
        /// A link endpoint in this process marks its wake-up pipe, and on Darwin (no `SOCK_CLOEXEC`) its socket,
        /// close-on-exec only after making them; a child spawned in between would hold them until it exits.
        private static let fileActionsOnly = Int16(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
        /// glibc and musl have no flag that closes unmarked descriptors in the child.
        private static let fileActionsOnly: Int16 = 0
    #endif

    /// Descriptors are made and marked close-on-exec, and children spawned, one launch at a time: a child spawned in
    /// between would inherit descriptors not marked yet, and hold another test's terminal or pipe open.
    private static let launching = Mutex(())

    /// Typing into a child that has ended fails with `EPIPE` rather than ending the whole test run by SIGPIPE: the
    /// test process ignores that signal, from the first launch on.
    ///
    /// Holding it back on the typing thread would not do: Darwin sends a pipe write's SIGPIPE to the whole process,
    /// where any other thread may take it. Children still start with every signal as the system has it.
    private static let brokenPipesIgnored: Void = ignoreBrokenPipes()

    // MARK: - Properties

    /// The binary `swift test` builds next to the test bundle.
    ///
    /// On Linux the test bundle is the executable, so `argv[0]` names it; on Darwin `argv[0]` is the toolchain's
    /// test runner, so the bundle is found as the image that holds this code
    /// (`debug/surfmvpPackageTests.xctest/Contents/MacOS/surfmvpPackageTests`).
    static var binaryPath: String {
        #if canImport(Darwin)
            var image = Dl_info()
            let bundle =
                dladdr(#dsohandle, &image) != 0 ? image.dli_fname.map { String(cString: $0) } ?? "" : ""
            let components = bundle.split(separator: "/", omittingEmptySubsequences: false)
            let folder = components[..<(components.lastIndex { $0.hasSuffix(".xctest") } ?? components.endIndex)]
        #else
            let folder = CommandLine.arguments[0].split(separator: "/", omittingEmptySubsequences: false).dropLast()
        #endif
        return folder.joined(separator: "/") + "/surfmvp"
    }

    /// The terminal's device, when running on one: its settings outlive the child.
    let terminalPath: String?

    /// The child's process ID.
    let pid: pid_t

    private var input: Int32
    private let outputDescriptor: Int32
    private var bytes: [UInt8] = []
    private var ending: Ending = .stillRunning

    /// Everything the child wrote so far, stdout and stderr together.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: - Initialization

    /// An interactive bash on a terminal of its own that has started the built app on `stateDirectory` as a job, as
    /// a person runs it from a shell (so Ctrl-Z stops it and `fg` continues it); type `exit` to end the shell.
    static func inInteractiveShell(stateDirectory: String) throws -> AppProcess {
        let shell = try AppProcess(
            executable: "/bin/bash",
            arguments: ["--norc", "--noprofile", "-i"],
            environment: ["PS1": "$ "]
        )
        shell.type("\(binaryPath) --state-dir \(stateDirectory)\r")
        return shell
    }

    /// Starts `executable` (the built `surfmvp` unless told otherwise) with `arguments`; on a terminal of `columns`
    /// columns, or on pipes when `columns` is `nil`; on pipes, `streams` sets up standard descriptors otherwise, by
    /// number.
    ///
    /// What is typed goes nowhere when standard input is closed or a file. The child starts with `blockedSignals`
    /// blocked, and no other.
    init(
        executable: String = AppProcess.binaryPath,
        arguments: [String],
        environment: [String: String] = [:],
        columns: Int? = 80,
        streams: [Int32: Stream] = [:],
        blockedSignals: [Int32] = []
    ) throws {
        precondition(columns == nil || streams.isEmpty, "streams are set up on pipes only")
        Self.brokenPipesIgnored
        var base = ["PATH": "/usr/bin:/bin", "HOME": "/tmp", "TERM": "xterm-256color", "LANG": "C.UTF-8"]
        base.merge(environment) { $1 }
        let launch = try Self.launching.withLock { _ throws(LaunchError) in
            if let columns {
                try Self.launchOnTerminal(
                    arguments: [executable] + arguments,
                    environment: base,
                    columns: columns,
                    blockedSignals: blockedSignals
                )
            } else {
                try Self.launchOnPipes(
                    arguments: [executable] + arguments,
                    environment: base,
                    streams: streams,
                    blockedSignals: blockedSignals
                )
            }
        }
        pid = launch.pid
        input = launch.input
        outputDescriptor = launch.output
        terminalPath = launch.terminalPath
    }

    deinit {
        if ending == .stillRunning {
            kill(pid, SIGKILL)
            _ = waitForExit(timeout: .seconds(5))
        }
        if input >= 0 { close(input) }
        if outputDescriptor != input { close(outputDescriptor) }
    }

    // MARK: - Methods

    /// Types `text`; on a terminal, end a line with `\r` as the Return key does.
    ///
    /// Typing to a child that has ended is lost, never a SIGPIPE that would end the whole test run.
    func type(_ text: String) {
        let data = Array(text.utf8)
        _ = data.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
    }

    /// Types `bytes`, any bytes at all, a few at a time, reading what the app writes meanwhile, so that neither side
    /// waits for ever on a full terminal; stops early if the app ends or nothing moves for 20 seconds.
    func type(bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            var ready = [
                pollfd(fd: input, events: Int16(POLLOUT), revents: 0),
                pollfd(fd: outputDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&ready, nfds_t(ready.count), 20_000) > 0 else { return }
            if ready[1].revents != 0 {
                guard readAvailable(waitingMilliseconds: 0) else { return }
            }
            guard ready[0].revents & Int16(POLLOUT) != 0 else { continue }
            let count = min(64, bytes.count - offset)
            let written = bytes[offset..<offset + count].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if errno != EINTR && errno != EAGAIN {
                return
            }
        }
    }

    /// Ends standard input (on pipes; a terminal's input is its output too), once: the descriptor's number may
    /// belong to another file afterwards.
    func closeInput() {
        guard input >= 0, input != outputDescriptor else { return }
        close(input)
        input = -1
    }

    /// Sends a signal to the child.
    func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Gives the child's terminal a window of `columns` by `rows`, as dragging a terminal window's edge does.
    ///
    /// The kernel sends the child SIGWINCH. Returns whether the size was set (on pipes there is no window).
    @discardableResult
    func resize(columns: Int, rows: Int = 40) -> Bool {
        guard let terminalPath else { return false }
        let terminal = open(terminalPath, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { return false }
        defer { close(terminal) }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        return ioctl(terminal, UInt(TIOCSWINSZ), &size) == 0
    }

    /// Stops the child with SIGSTOP and returns once it has stopped; `false` if it ended instead.
    @discardableResult
    func stop() -> Bool {
        kill(pid, SIGSTOP)
        var status: Int32 = 0
        guard waitpid(pid, &status, WUNTRACED) == pid else { return false }
        guard status & 0xFF != 0x7F else { return true }  // WIFSTOPPED, as in `ending(from:)`
        ending = Self.ending(from: status)
        return false
    }

    /// Reads output until it contains `text` after `offset`, or `timeout` passes; returns whether it appeared.
    @discardableResult
    func waitFor(_ text: String, after offset: Int = 0, timeout: Duration = .seconds(20)) -> Bool {
        waitForOutput(after: offset, timeout: timeout) { $0.contains(text) }
    }

    /// Reads output until what came after `offset` ends with a prompt on a line of its own (`prompt` is written last
    /// and the app is waiting for a line), or `timeout` passes; returns whether it did.
    @discardableResult
    func waitForPrompt(_ prompt: String = "› ", after offset: Int, timeout: Duration = .seconds(20)) -> Bool {
        waitForOutput(after: offset, timeout: timeout) { $0.hasSuffix("\n" + prompt) }
    }

    /// Reads output until what came after `offset`, without escape sequences, `matches`, or `timeout` passes.
    private func waitForOutput(after offset: Int, timeout: Duration, until matches: (String) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if matches(String(decoding: bytes.dropFirst(offset), as: UTF8.self).withoutEscapes) {
                return true
            }
            guard readAvailable(waitingMilliseconds: 50) else { return false }
        }
        return false
    }

    /// Waits for the child to end, reading what it still writes; `.stillRunning` if it has not by `timeout`.
    func waitForExit(timeout: Duration = .seconds(20)) -> Ending {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            _ = readAvailable(waitingMilliseconds: 10)
            if reap() {
                while readAvailable(waitingMilliseconds: 0) {}
                return ending
            }
        }
        return .stillRunning
    }

    /// Waits for the child to end while nobody reads its output, as a reader that fell behind; `.stillRunning` if it
    /// has not by `timeout`.
    func waitForExitWithoutReading(timeout: Duration) -> Ending {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if reap() { return ending }
            var nothing = pollfd(fd: -1, events: 0, revents: 0)
            _ = poll(&nothing, 1, 10)
        }
        return .stillRunning
    }

    // MARK: - Private Methods

    /// Collects the child's status if it has ended; returns whether it has.
    private func reap() -> Bool {
        guard ending == .stillRunning else { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        ending = Self.ending(from: status)
        return true
    }

    /// Whether the child `pid` has ended, left unreaped for `reap()` to collect its status.
    ///
    /// `waitid` with `WNOWAIT` looks without reaping. With `WNOHANG` and nothing to report, Linux zeroes `siginfo_t`
    /// and XNU leaves it as it was, so it starts zeroed and `si_signo` is `SIGCHLD` only when the child was found;
    /// glibc, musl and Darwin all declare `idtype_t` an enumeration and `si_signo` a plain field (`si_pid` is a macro
    /// into a union on glibc and musl).
    private static func hasEnded(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo == SIGCHLD
    }

    /// How a child ended, from the status `waitpid` gave.
    ///
    /// The `W…` macros are function-like, so Swift does not import them; glibc, musl and Darwin's <sys/wait.h> all
    /// keep the signal in the low 7 bits (0x7F there meaning stopped) and the exit code in the next 8.
    private static func ending(from status: Int32) -> Ending {
        status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    }

    /// Reads what is there, waiting up to `milliseconds` for something; `false` at the end of output.
    private func readAvailable(waitingMilliseconds milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: outputDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return true }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { read(outputDescriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        bytes += chunk[..<count]
        return true
    }

    private static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Starts the child in a session of its own on a new pseudo-terminal (`openpty`), which becomes its controlling
    /// terminal.
    ///
    /// A terminal becomes the controlling terminal of the session leader that opens it first: glibc and musl start
    /// the session before the file actions, but Darwin runs the file actions first (XNU's `posix_spawn`), so the
    /// child is started by `/bin/sh`, which opens the terminal on its standard descriptors once it leads the session
    /// (on Darwin it starts with none open) and then runs the command in its place. The parent's end of the terminal
    /// is held until then: on Darwin the terminal's first open would reset its size.
    private static func launchOnTerminal(
        arguments: [String],
        environment: [String: String],
        columns: Int,
        blockedSignals: [Int32]
    ) throws(LaunchError) -> Launch {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        var name = [CChar](repeating: 0, count: 128)  // Darwin's __PTYNAMELEN; glibc and musl copy a shorter name
        var size = winsize(ws_row: 40, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &terminal, &name, nil, &size) == 0 else {
            throw LaunchError(reason: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        defer { close(terminal) }
        for descriptor in [controller, terminal] {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let opening = #"terminal="$1"; shift; exec "$@" <>"$terminal" >&0 2>&0"#
        let pid: pid_t
        do {
            pid = try spawn(
                arguments: ["/bin/sh", "-c", opening, "sh", path] + arguments,
                environment: environment,
                flags: newSession,
                blockedSignals: blockedSignals
            ) { _ in }
        } catch {
            close(controller)
            throw error
        }
        // A child that ends first never shows in the foreground: once the session leader exits, the terminal has
        // no foreground group.
        let deadline = ContinuousClock.now + .seconds(10)
        while tcgetpgrp(controller) != pid, !hasEnded(pid), ContinuousClock.now < deadline {
            var nothing = pollfd(fd: -1, events: 0, revents: 0)
            _ = poll(&nothing, 1, 1)
        }
        return Launch(pid: pid, input: controller, output: controller, terminalPath: path)
    }

    /// Starts the child on a pipe for standard input and one for standard output and error, set up as `streams` say.
    private static func launchOnPipes(
        arguments: [String],
        environment: [String: String],
        streams: [Int32: Stream],
        blockedSignals: [Int32]
    ) throws(LaunchError) -> Launch {
        var stdinPipe: [Int32] = [0, 0]
        var stdoutPipe: [Int32] = [0, 0]
        guard pipe(&stdinPipe) == 0 else { throw LaunchError(reason: "no pipes") }
        guard pipe(&stdoutPipe) == 0 else {
            close(stdinPipe[0])
            close(stdinPipe[1])
            throw LaunchError(reason: "no pipes")
        }
        for descriptor in stdinPipe + stdoutPipe {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        defer {
            close(stdinPipe[0])
            close(stdoutPipe[1])
        }
        if streams[STDIN_FILENO] == .nonBlocking {
            setNonBlocking(stdinPipe[0])
        }
        if streams[STDOUT_FILENO] == .nonBlocking || streams[STDERR_FILENO] == .nonBlocking {
            setNonBlocking(stdoutPipe[1])
        }
        let pid: pid_t
        do {
            pid = try spawn(
                arguments: arguments,
                environment: environment,
                flags: 0,
                blockedSignals: blockedSignals
            ) { actions in
                posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
                posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
                posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 2)
                for (descriptor, stream) in streams.sorted(by: { $0.key < $1.key }) {
                    switch stream {
                    case .closed:
                        posix_spawn_file_actions_addclose(&actions, descriptor)
                    case .file(let path):
                        let access = descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY
                        posix_spawn_file_actions_addopen(&actions, descriptor, path, access, 0)
                    case .nonBlocking:
                        break
                    }
                }
            }
        } catch {
            close(stdinPipe[1])
            close(stdoutPipe[0])
            throw error
        }
        if streams[STDIN_FILENO].map({ $0 != .nonBlocking }) ?? false {
            // Nobody will read the pipe: typing into it would raise SIGPIPE here.
            close(stdinPipe[1])
            return Launch(pid: pid, input: -1, output: stdoutPipe[0], terminalPath: nil)
        }
        return Launch(pid: pid, input: stdinPipe[1], output: stdoutPipe[0], terminalPath: nil)
    }

    /// Spawns `arguments` with every signal at its default and only `blockedSignals` blocked, plus `flags`;
    /// `addActions` adds the file actions, and on Darwin the child gets no other descriptor.
    private static func spawn(
        arguments: [String],
        environment: [String: String],
        flags: Int16,
        blockedSignals: [Int32],
        addActions: (inout FileActions) -> Void
    ) throws(LaunchError) -> pid_t {
        #if canImport(Darwin)
            var actions: FileActions = nil
            var attributes: SpawnAttributes = nil
        #else
            var actions = FileActions()
            var attributes = SpawnAttributes()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        var defaults = sigset_t()
        var mask = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&mask)
        for signal in blockedSignals {
            sigaddset(&mask, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, signalDefaults | signalMask | fileActionsOnly | flags)
        addActions(&actions)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp {
                free(pointer)
            }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else { throw LaunchError(reason: String(cString: strerror(result))) }
        return pid
    }
}

extension String {
    /// The text as a person reads it: without escape sequences, carriage returns or other controls.
    var withoutEscapes: String {
        TerminalText.sanitized(self, keepingNewlines: true)
    }
}

/// Ignores SIGPIPE in the whole test process; named apart from `AppProcess.signal(_:)`.
private func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
}
