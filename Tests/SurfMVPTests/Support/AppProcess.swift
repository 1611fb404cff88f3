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

    // Linux's pseudo-terminal ioctls, which Swift cannot import (they are function-like macros).
    private static let lockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
    private static let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
    private static let setSession: Int16 = 0x80  // POSIX_SPAWN_SETSID
    private static let setSignalDefaults: Int16 = 0x04  // POSIX_SPAWN_SETSIGDEF
    private static let setSignalMask: Int16 = 0x08  // POSIX_SPAWN_SETSIGMASK

    // MARK: - Properties

    /// The binary `swift test` builds next to the test bundle.
    static var binaryPath: String {
        let bundle = CommandLine.arguments[0]
        let folder = bundle.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return folder + "/surfmvp"
    }

    /// The terminal's device, when running on one: its settings outlive the child.
    let terminalPath: String?

    /// The child's process ID.
    let pid: pid_t

    private let input: Int32
    private let outputDescriptor: Int32
    private var bytes: [UInt8] = []
    private var ending: Ending = .stillRunning

    /// Everything the child wrote so far, stdout and stderr together.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: - Initialization

    /// Starts `executable` (the built `surfmvp` unless told otherwise) with `arguments`; on a terminal of `columns`
    /// columns, or on pipes when `columns` is `nil`; `streams` sets up standard descriptors otherwise, by number.
    ///
    /// What is typed goes nowhere when standard input is closed or a file.
    init(
        executable: String = AppProcess.binaryPath,
        arguments: [String],
        environment: [String: String] = [:],
        columns: Int? = 80,
        streams: [Int32: Stream] = [:]
    ) throws {
        var base = ["PATH": "/usr/bin:/bin", "HOME": "/tmp", "TERM": "xterm-256color", "LANG": "C.UTF-8"]
        base.merge(environment) { $1 }
        let childInput: String?
        var pipes: [Int32] = []
        if let columns {
            let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard master >= 0, ioctl(master, Self.lockRequest, &unlock) == 0,
                ioctl(master, Self.numberRequest, &number) == 0
            else { throw LaunchError(reason: "no pseudo-terminal: \(String(cString: strerror(errno)))") }
            var size = winsize(ws_row: 40, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &size)
            terminalPath = "/dev/pts/\(number)"
            childInput = terminalPath
            input = master
            outputDescriptor = master
        } else {
            var stdinPipe: [Int32] = [0, 0]
            var stdoutPipe: [Int32] = [0, 0]
            guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0 else { throw LaunchError(reason: "no pipes") }
            pipes = stdinPipe + stdoutPipe
            for descriptor in pipes {
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
            if streams[STDIN_FILENO] == .nonBlocking {
                Self.setNonBlocking(stdinPipe[0])
            }
            if streams[STDOUT_FILENO] == .nonBlocking || streams[STDERR_FILENO] == .nonBlocking {
                Self.setNonBlocking(stdoutPipe[1])
            }
            terminalPath = nil
            childInput = nil
            if streams[STDIN_FILENO].map({ $0 != .nonBlocking }) ?? false {
                // Nobody will read the pipe: typing into it would raise SIGPIPE here.
                close(stdinPipe[1])
                input = -1
            } else {
                input = stdinPipe[1]
            }
            outputDescriptor = stdoutPipe[0]
        }
        pid = try Self.spawn(
            arguments: [executable] + arguments,
            environment: base,
            terminal: childInput,
            pipes: pipes,
            streams: streams
        )
        if !pipes.isEmpty {
            close(pipes[0])
            close(pipes[3])
        }
    }

    deinit {
        if ending == .stillRunning {
            kill(pid, SIGKILL)
            _ = waitForExit(timeout: .seconds(5))
        }
        close(input)
        if outputDescriptor != input { close(outputDescriptor) }
    }

    // MARK: - Methods

    /// Types `text`; on a terminal, end a line with `\r` as the Return key does.
    ///
    /// Typing to a child that has ended is lost, never a SIGPIPE that would end the whole test run.
    func type(_ text: String) {
        var pipeSignal = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        let data = Array(text.utf8)
        let written = data.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        if written < 0 && errno == EPIPE {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeSignal, nil, &now)
        }
    }

    /// Ends standard input (pipes only).
    func closeInput() {
        close(input)
    }

    /// Sends a signal to the child.
    func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Stops the child with SIGSTOP and returns once it has stopped; `false` if it ended instead.
    @discardableResult
    func stop() -> Bool {
        kill(pid, SIGSTOP)
        var status: Int32 = 0
        guard waitpid(pid, &status, WUNTRACED) == pid else { return false }
        guard status & 0xFF != 0x7F else { return true }
        ending = Self.ending(from: status)
        return false
    }

    /// Reads output until it contains `text` after `offset`, or `timeout` passes; returns whether it appeared.
    @discardableResult
    func waitFor(_ text: String, after offset: Int = 0, timeout: Duration = .seconds(20)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if String(decoding: bytes.dropFirst(offset), as: UTF8.self).withoutEscapes.contains(text) {
                return true
            }
            guard readAvailable(waitingMilliseconds: 50) else { return false }
        }
        return false
    }

    /// Reads output until what came after `offset` ends with a prompt on a line of its own (`prompt` is written last
    /// and the app is waiting for a line), or `timeout` passes; returns whether it did.
    @discardableResult
    func waitForPrompt(_ prompt: String = "› ", after offset: Int, timeout: Duration = .seconds(20)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if String(decoding: bytes.dropFirst(offset), as: UTF8.self).withoutEscapes.hasSuffix("\n" + prompt) {
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

    /// How a child ended, from the status `waitpid` gave.
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

    private static func spawn(
        arguments: [String],
        environment: [String: String],
        terminal: String?,
        pipes: [Int32],
        streams: [Int32: Stream]
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
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
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = setSignalDefaults | setSignalMask
        if let terminal {
            flags |= setSession
            posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        } else {
            posix_spawn_file_actions_adddup2(&actions, pipes[0], 0)
            posix_spawn_file_actions_adddup2(&actions, pipes[3], 1)
            posix_spawn_file_actions_adddup2(&actions, pipes[3], 2)
        }
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
        posix_spawnattr_setflags(&attributes, flags)
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
