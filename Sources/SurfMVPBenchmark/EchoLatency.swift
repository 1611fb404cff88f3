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

/// Times a key's echo as a person at a terminal sees it: the app at an open prompt on a pseudo-terminal, a key typed,
/// and the time until the key shows, alternating key by key with bash's readline (`bash --norc -i`) and Python's
/// (`python3 -i`) on pseudo-terminals of their own, so that all three share the machine's moment; each round
/// starts with the next of them.
///
/// Each key is a printable letter typed at the end of a short line, then taken back with Backspace once everything
/// has been drawn; only the letter's echo is timed. A program that is not installed is left out.
enum EchoLatency {
    /// One program's figures, in microseconds.
    struct Figures {
        let median: Double
        let p99: Double
    }

    /// A program typed into, and how to know it is ready for a key.
    private struct Program {
        let name: String
        let arguments: [String]
        let environment: [String: String]
        let prompt: String
    }

    /// What was measured: the app's figures, and those of each shell that ran, by name.
    struct Result {
        let app: Figures
        let others: [(name: String, figures: Figures)]
    }

    // MARK: - Public Methods

    /// Types `keys` keys into each program in turn, after a warm-up, and gives the median and 99th percentile of the
    /// echoes.
    static func run(appPath: String, statePath: String, keys: Int) throws -> Result {
        let base = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/tmp",
        ]
        var programs = [
            Program(
                name: "surfmvp",
                arguments: [appPath, "--state-dir", statePath],
                environment: base,
                prompt: "›"
            )
        ]
        if let bash = executable(named: "bash") {
            programs.append(
                Program(
                    name: "bash --norc -i",
                    arguments: [bash, "--norc", "--noprofile", "-i"],
                    environment: base.merging(["PS1": "$ "]) { $1 },
                    prompt: "$ "
                )
            )
        }
        if let python = executable(named: "python3") {
            programs.append(
                Program(
                    name: "python3 -i",
                    arguments: [python, "-q", "-i"],
                    // Python 3.13 and later edit with a REPL of their own unless asked for the readline one.
                    environment: base.merging(["PYTHON_BASIC_REPL": "1"]) { $1 },
                    prompt: ">>> "
                )
            )
        }
        let terminals = try programs.map { program in
            let terminal = try PseudoTerminalProcess(arguments: program.arguments, environment: program.environment)
            guard terminal.waitForOutput(containing: program.prompt, within: .seconds(10)) else {
                throw Benchmark.Failure(description: "\(program.name) showed no prompt on a pseudo-terminal")
            }
            terminal.waitForQuiet()
            return terminal
        }
        defer {
            for terminal in terminals { terminal.end() }
        }
        var echoes = Array(repeating: [Double](), count: terminals.count)
        for round in 0..<(keys + 20) {
            // Each round starts with the next program, so that none is always typed into first.
            for turn in 0..<terminals.count {
                let index = (round + turn) % terminals.count
                let terminal = terminals[index]
                guard let echo = terminal.echoOfKey() else {
                    throw Benchmark.Failure(description: "\(programs[index].name) did not echo a key")
                }
                if round >= 20 {
                    echoes[index].append(echo)
                }
            }
        }
        let figures = echoes.map(Self.figures)
        return Result(
            app: figures[0],
            others: zip(programs.dropFirst().map(\.name), figures.dropFirst()).map { ($0, $1) }
        )
    }

    // MARK: - Private Methods

    /// The median and 99th percentile of `samples`.
    private static func figures(of samples: [Double]) -> Figures {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return Figures(median: 0, p99: 0) }
        let p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
        return Figures(median: sorted[sorted.count / 2], p99: p99)
    }

    /// The path of the program `name` in the usual folders, if it is installed.
    private static func executable(named name: String) -> String? {
        ["/usr/local/bin", "/usr/bin", "/bin", "/opt/homebrew/bin"].map { "\($0)/\(name)" }
            .first { access($0, X_OK) == 0 }
    }
}

// MARK: - A Program on a Pseudo-Terminal

/// A program started in a session of its own on a new pseudo-terminal, 100 columns by 40 rows, whose output is read
/// from the terminal's controlling side.
private final class PseudoTerminalProcess {
    // MARK: - Properties

    private let pid: pid_t
    private let controller: Int32
    /// Where an echo is read, made once.
    private var echoBuffer = [UInt8](repeating: 0, count: 4_096)

    #if canImport(Glibc)
        /// `POSIX_SPAWN_SETSID` in glibc's <spawn.h>, declared only under `__USE_GNU`, which Swift's Glibc module
        /// does not define.
        private static let newSession: Int16 = 0x80
    #else
        /// `POSIX_SPAWN_SETSID`: 0x80 in musl's <spawn.h>, 0x0400 in Darwin's <sys/spawn.h>.
        private static let newSession = Int16(POSIX_SPAWN_SETSID)
    #endif

    // MARK: - Initialization

    /// Starts `arguments` with `environment` on a new terminal, which becomes its controlling one.
    init(arguments: [String], environment: [String: String]) throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        var name = [CChar](repeating: 0, count: 128)  // Darwin's __PTYNAMELEN; glibc and musl copy a shorter name
        var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &terminal, &name, nil, &size) == 0 else {
            throw Benchmark.Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        defer { close(terminal) }
        _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
        _ = fcntl(terminal, F_SETFD, FD_CLOEXEC)
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // A session leader that opens a terminal without O_NOCTTY makes it its controlling terminal.
        let opening = #"terminal="$1"; shift; exec "$@" <>"$terminal" >&0 2>&0"#
        let argv = (["/bin/sh", "-c", opening, "sh", path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t?
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(
            &attributes,
            Self.newSession | Int16(POSIX_SPAWN_SETSIGDEF) | Int16(POSIX_SPAWN_SETSIGMASK)
        )
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, envp)
        guard result == 0 else {
            close(controller)
            throw Benchmark.Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        self.pid = pid
        self.controller = controller
        // The terminal stays open here until the program has it as its controlling terminal.
        let deadline = ContinuousClock.now + .seconds(10)
        while tcgetpgrp(controller) != pid, ContinuousClock.now < deadline {
            var nothing = pollfd(fd: -1, events: 0, revents: 0)
            _ = poll(&nothing, 1, 1)
        }
    }

    // MARK: - Methods

    /// Types a letter and returns how long it took to show, in microseconds; `nil` if it never showed.
    ///
    /// Then it takes the letter back with Backspace and waits until everything is drawn.
    func echoOfKey() -> Double? {
        var letter = UInt8(ascii: "a")
        let start = ContinuousClock.now
        guard write(controller, &letter, 1) == 1, waitForByte(letter, until: start + .seconds(5)) else { return nil }
        let elapsed = ContinuousClock.now - start
        var backspace: UInt8 = 0x7F
        _ = write(controller, &backspace, 1)
        waitForQuiet()
        return elapsed.inSeconds * 1e6
    }

    /// Reads the program's output until a read holds `byte`; whether one did before `deadline`.
    ///
    /// What is timed: between the key's write and this wait nothing is made, and each read goes into the buffer kept
    /// for it, so the harness adds no more than a `poll` and a `read` to any program's echo.
    private func waitForByte(_ byte: UInt8, until deadline: ContinuousClock.Instant) -> Bool {
        var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        repeat {
            guard poll(&ready, 1, 100) > 0 else { continue }
            let count = echoBuffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            if echoBuffer[..<count].contains(byte) { return true }
        } while ContinuousClock.now < deadline
        return false
    }

    /// Reads the program's output until it holds `text`; whether it did within `limit`.
    @discardableResult
    func waitForOutput(containing text: String, within limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        var seen: [UInt8] = []
        let wanted = Array(text.utf8)
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while ContinuousClock.now < deadline {
            var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            let count = read(controller, &buffer, buffer.count)
            guard count > 0 else { return false }
            seen += buffer[..<count]
            if contains(wanted, in: seen) {
                return true
            }
        }
        return false
    }

    /// Whether `wanted` is somewhere in `seen`.
    private func contains(_ wanted: [UInt8], in seen: [UInt8]) -> Bool {
        guard seen.count >= wanted.count else { return false }
        return (0...(seen.count - wanted.count)).contains { start in
            seen[start..<(start + wanted.count)].elementsEqual(wanted)
        }
    }

    /// Reads and drops what the program writes until it has written nothing for 5 milliseconds.
    func waitForQuiet() {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 5) > 0, read(controller, &buffer, buffer.count) > 0 else { return }
        }
    }

    /// Ends the program and closes its terminal.
    func end() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(controller)
    }
}
