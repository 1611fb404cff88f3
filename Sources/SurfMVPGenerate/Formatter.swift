import Synchronization

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

/// Formats what the generator is about to write with the toolchain's `swift format` and the repository's
/// `.swift-format`, so the generated code passes `make lint` untouched.
///
/// The text goes through `swift format` on its standard input and comes back on its standard output before anything
/// is written, so every file is still written whole by the tree, with its checks; nothing is formatted where
/// `swift format` or the configuration is missing, and what `swift format` says goes to standard error.
struct Formatter {
    /// The repository's root folder.
    let root: String

    /// Where what `swift format` says goes: the generator's standard error.
    var diagnostics = STDERR_FILENO

    /// The repository's configuration of `swift format`.
    private var configuration: String { root + "/.swift-format" }

    // MARK: - Public Methods

    /// `plan` with the text of every Swift file it creates or edits formatted; a file `swift format` could not format
    /// stays as planned, and the whole plan does without a configuration.
    func format(_ plan: Plan) -> Plan {
        guard access(configuration, R_OK) == 0 else { return plan }
        return plan.replacingSwiftContents { path, text in format(text, path: path) ?? text }
    }

    /// `text`, the Swift file at `path` from the root, formatted; nil if `swift format` could not run or refused it.
    func format(_ text: String, path: String) -> String? {
        let arguments = [
            "swift", "format", "format", "--configuration", configuration, "--assume-filename", root + "/" + path,
            "-",
        ]
        guard let output = Self.run(arguments, input: Array(text.utf8), diagnostics: diagnostics) else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Private Methods

    /// What the program `arguments` writes on its standard output, given `input` on its standard input.
    ///
    /// Nil if it could not start or did not exit with 0. Its standard error is `diagnostics`.
    private static func run(_ arguments: [String], input: [UInt8], diagnostics: Int32) -> [UInt8]? {
        // A program that ends before reading all of its input fails the write that follows, instead of ending the
        // generator by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        guard let started = spawning.withLock({ _ in start(arguments, diagnostics: diagnostics) }) else { return nil }
        let output = exchange(input, writingTo: started.input, readingFrom: started.output)
        close(started.output)
        var status: Int32 = 0
        var waited: pid_t
        repeat {
            waited = waitpid(started.process, &status, 0)
        } while waited == -1 && errno == EINTR
        return waited == started.process && status == 0 ? output : nil
    }

    /// Held while a program is started with pipes of its own, so that no other one started meanwhile by this
    /// generator keeps a copy of them: `swift format` would then wait for the end of its input for ever.
    private static let spawning = Mutex(())

    /// Starts the program `arguments` with a pipe to its standard input and one from its standard output.
    ///
    /// Both pipes are closed on `exec` in any other program; its standard error is `diagnostics`. Nil if it could not
    /// start.
    private static func start(
        _ arguments: [String],
        diagnostics: Int32
    ) -> (process: pid_t, input: Int32, output: Int32)? {
        var inputPipe: [Int32] = [-1, -1]
        var outputPipe: [Int32] = [-1, -1]
        guard pipe(&inputPipe) == 0 else { return nil }
        guard pipe(&outputPipe) == 0 else {
            close(inputPipe[0])
            close(inputPipe[1])
            return nil
        }
        for descriptor in inputPipe + outputPipe {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        // Opaque pointers in Darwin's <spawn.h>, structures in glibc's and musl's. The program starts with no signal
        // blocked and SIGPIPE as the system has it, whatever this process blocks or ignores; on Darwin only the
        // descriptors the file actions name reach it, standard error among them.
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
            let closesOthers = Int16(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
            let closesOthers: Int16 = 0
        #endif
        posix_spawnattr_init(&attributes)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &pipeSignal)
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF) | closesOthers
        )
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
        if diagnostics != STDERR_FILENO {
            posix_spawn_file_actions_adddup2(&actions, diagnostics, STDERR_FILENO)
        }
        #if canImport(Darwin)
            // No action names standard error when the diagnostics go there, and with POSIX_SPAWN_CLOEXEC_DEFAULT
            // the program would start with it closed: this action keeps it open (<spawn.h>).
            if diagnostics == STDERR_FILENO {
                posix_spawn_file_actions_addinherit_np(&actions, STDERR_FILENO)
            }
        #endif
        // The generator's own environment, as `KEY=value` lines: read through Foundation, since musl declares
        // `environ` only for `_GNU_SOURCE`.
        let variables = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var pointers = arguments.map { strdup($0) } + [nil]
        var environment = variables.map { strdup($0) } + [nil]
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
            for pointer in pointers + environment {
                free(pointer)
            }
        }
        var process = pid_t()
        let spawned = posix_spawnp(&process, "swift", &actions, &attributes, &pointers, &environment) == 0
        close(inputPipe[0])
        close(outputPipe[1])
        guard spawned else {
            close(inputPipe[1])
            close(outputPipe[0])
            return nil
        }
        return (process, inputPipe[1], outputPipe[0])
    }

    /// What `reading` gives to its end while `input` is written to `writing`; nil if either fails.
    ///
    /// Each side is served as it becomes ready, so that neither waits on a full pipe; `writing` is closed once
    /// `input` is written, or when the exchange ends.
    private static func exchange(_ input: [UInt8], writingTo writing: Int32, readingFrom reading: Int32) -> [UInt8]? {
        var output: [UInt8] = []
        var written = 0
        var isWriting = true
        var buffer = [UInt8](repeating: 0, count: 16_384)
        func stopWriting() {
            if isWriting {
                close(writing)
                isWriting = false
            }
        }
        defer { stopWriting() }
        if input.isEmpty {
            stopWriting()
        }
        while true {
            var descriptors = [pollfd(fd: reading, events: Int16(POLLIN), revents: 0)]
            if isWriting {
                descriptors.append(pollfd(fd: writing, events: Int16(POLLOUT), revents: 0))
            }
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
                if errno == EINTR { continue }
                return nil
            }
            if isWriting, descriptors[1].revents != 0 {
                // At most the 512 bytes POSIX lets a ready pipe take whole, so the write never waits.
                let count = input[written...].prefix(512).withUnsafeBytes { bytes in
                    write(writing, bytes.baseAddress, bytes.count)
                }
                if count < 0, errno != EINTR, errno != EAGAIN { return nil }
                written += max(count, 0)
                if written == input.count {
                    stopWriting()
                }
            }
            guard descriptors[0].revents != 0 else { continue }
            let count = read(reading, &buffer, buffer.count)
            if count == 0 { return output }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return nil
            }
            output += buffer[0..<count]
        }
    }
}
