import Signals
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
/// is written, so every file is still written whole by the tree, with its checks, and nothing else is ever written;
/// each file has a `swift format` of its own, as many at once as the machine has processors. A file `swift format`
/// cannot read, because a template made invalid Swift or a file to edit is not valid Swift, refuses the generation,
/// with its first error: the first such file in the plan's order. Nothing is formatted where the repository has no
/// `.swift-format`, or where there is no `swift` to run. The configuration is read as any file the generator reads,
/// only if it is a file of its own, and handed to `swift format` as its text, never as a path that could lead
/// elsewhere meanwhile.
struct Formatter {
    /// The repository's root folder.
    let root: String

    /// The longest one `swift format` may take: past it, it is stopped and the generation refused, so that a
    /// `swift` that never ends, or leaves a process behind that keeps its output open, does not keep the generator
    /// waiting for ever.
    var timeLimit: Duration = .seconds(60)

    /// The program run as `swift format`: the toolchain's `swift`, found on the path.
    var swift = "swift"

    /// The repository's configuration of `swift format`, from its root.
    static let configuration = ".swift-format"

    /// The longest configuration taken, in bytes: its text is one argument of `swift format`, which the system
    /// limits (to 128 KiB on Linux), and a configuration holds a few.
    static let largestConfiguration = 65_536

    /// The most `swift format` processes run at once, about 36 MB each: a container given a few processors of a host
    /// with many still counts the host's.
    static let simultaneousFormats = 8

    // MARK: - Public Methods

    /// `plan` with the text of every Swift file it creates or edits formatted; the whole plan as it is without a
    /// configuration or a `swift` to run.
    ///
    /// - Throws: `GenerationError.unread` for a configuration that is not a file of its own, `.invalidSwift` for the
    ///   first file `swift format` cannot read, `.notFormatted` when it cannot start or fails otherwise (a broken
    ///   configuration).
    func format(_ plan: Plan) throws(GenerationError) -> Plan {
        let tree = DiskTree(root: root)
        guard tree.entry(at: Self.configuration) != .nothing else { return plan }
        let configuration: String
        switch tree.fileText(at: Self.configuration) {
        // `swift format` reads its `--configuration` as a path first, and as JSON only if no file is there: led by
        // spaces longer than any path, which JSON allows, the text can name no file, not even one it holds.
        case .success(let text):
            guard text.utf8.count <= Self.largestConfiguration else {
                let limit = "\(Self.largestConfiguration / 1024) KiB"
                throw .notFormatted(reason: "\(Self.configuration) is over \(limit), more than it can be given")
            }
            configuration = String(repeating: " ", count: Int(PATH_MAX)) + text
        case .failure(let failure): throw .unread(path: Self.configuration, reason: failure.reason)
        }
        let changes = plan.changes.filter { $0.path.hasSuffix(".swift") }
        let results = Mutex([Int: Result<String?, GenerationError>]())
        Self.forEachIndex(below: changes.count) { index in
            let change = changes[index]
            let result = Result { () throws(GenerationError) -> String? in
                try format(change.contents, path: change.path, configuration: configuration)
            }
            results.withLock { $0[index] = result }
        }
        var formatted = plan
        for (index, change) in changes.enumerated() {
            // The first file in the plan's order that fails refuses the generation, however the others ended.
            guard let text = try results.withLock({ $0[index] })?.get() else { return plan }
            // A change the plan makes already: it keeps its kind and the original it was planned on.
            formatted.edit(change.path, original: change.contents, contents: text)
        }
        return formatted
    }

    /// `text`, the Swift file at `path` from the root, formatted with `configuration` (a configuration's JSON text);
    /// nil where there is no `swift` to run.
    ///
    /// - Throws: `GenerationError.invalidSwift` if `swift format` cannot read it, `.notFormatted` when it cannot start
    ///   or fails otherwise.
    func format(_ text: String, path: String, configuration: String) throws(GenerationError) -> String? {
        let arguments = [
            swift, "format", "format", "--configuration", configuration, "--assume-filename", root + "/" + path,
            "-",
        ]
        guard let result = try Self.run(arguments, input: Array(text.utf8), timeLimit: timeLimit) else { return nil }
        guard result.status != 0 else {
            // What comes back is written in the file's place: only UTF-8 text, and never nothing for a file of code.
            guard let formatted = String(validating: result.output, as: UTF8.self) else {
                throw .notFormatted(reason: "it gave back text that is not UTF-8 for \(path)")
            }
            guard formatted.contains(where: { !$0.isWhitespace }) || !text.contains(where: { !$0.isWhitespace }) else {
                throw .notFormatted(reason: "it gave back nothing for \(path)")
            }
            // Formatting moves words, never names: each name the file declares is still declared.
            let declared = { (text: String) in Set(Repository.declaredNames(in: SwiftWord.words(in: text))) }
            guard declared(formatted) == declared(text) else {
                throw .notFormatted(reason: "it gave back \(path) without what it declares")
            }
            return formatted
        }
        // `<path>:<line>:<column>: error: <problem>`, the path as swift format resolves it.
        let lines = String(decoding: result.errors, as: UTF8.self).split(separator: "\n")
        for line in lines {
            guard let error = line.firstRange(of: ": error: ") else { continue }
            let place = line[..<error.lowerBound].split(separator: ":").suffix(2)
            guard place.count == 2, place.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { continue }
            throw .invalidSwift(
                path: path,
                location: place.joined(separator: ":"),
                problem: String(line[error.upperBound...])
            )
        }
        // Told of as a path it cannot open ("The file name is invalid"), since it reads the text as a path first.
        if lines.contains(where: { $0.contains("Unable to read configuration") }) {
            throw .notFormatted(reason: "\(Self.configuration) is not a configuration it can read")
        }
        throw .notFormatted(reason: lines.first.map(String.init) ?? "it failed, saying nothing")
    }

    /// How the program `arguments` ended (its status as `waitpid` gives it), and what it wrote on its standard
    /// output and error, given `input` on its standard input; nil if there is no such program.
    ///
    /// - Throws: `GenerationError.notFormatted` if it could not start otherwise, its pipes failed, or they were
    ///   still open after `timeLimit`; it is then stopped (`SIGKILL`) and waited for.
    static func run(
        _ arguments: [String],
        input: [UInt8],
        timeLimit: Duration
    ) throws(GenerationError) -> (status: Int32, output: [UInt8], errors: [UInt8])? {
        // A program that ends before reading all of its input fails the write that follows, instead of ending the
        // generator by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let started = spawning.withLock { _ in start(arguments) }
        guard case .success(let started) = started else {
            guard case .failure(let error) = started, error.code != ENOENT else { return nil }
            throw .notFormatted(reason: "\(arguments[0]) could not start: \(String(cString: strerror(error.code)))")
        }
        let outputs = Result { () throws(GenerationError) -> [[UInt8]] in
            try exchange(
                input,
                writingTo: started.input,
                readingFrom: [started.output, started.errors],
                within: timeLimit
            )
        }
        close(started.output)
        close(started.errors)
        if case .failure = outputs {
            kill(started.process, SIGKILL)
        }
        var status: Int32 = 0
        var waited: pid_t
        repeat {
            waited = waitpid(started.process, &status, 0)
        } while waited == -1 && errno == EINTR
        let output = try outputs.get()
        guard waited == started.process else {
            throw .notFormatted(reason: "it could not be waited for: \(String(cString: strerror(errno)))")
        }
        return (status, output[0], output[1])
    }

    // MARK: - Private Methods

    /// Runs `body` once for each index below `count`, on several threads at once, and returns when all are done.
    ///
    /// As many threads run as the machine has processors, up to ``simultaneousFormats``: this one and helpers, each
    /// taking the next index until none is left, every helper ended before it returns.
    ///
    /// The threads are the C library's, not Dispatch's: on Linux, Dispatch's first worker thread sets up an event loop
    /// that ends the process when no descriptor is left for it (`ulimit -n`), and its threads would stay on while the
    /// plan is written, with the signals that ask the generator to stop held back on this thread alone. A thread that
    /// cannot be started leaves its share to the others.
    private static func forEachIndex(below count: Int, _ body: @Sendable (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            let work = SharedWork(count: count, body: body)
            let width = min(count, max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1), simultaneousFormats)
            var helpers: [pthread_t] = []
            for _ in 0..<max(width - 1, 0) {
                let context = Unmanaged.passRetained(work).toOpaque()
                #if canImport(Glibc)
                    var thread = pthread_t()  // An integer in glibc; a pointer in musl and Darwin.
                #else
                    var thread: pthread_t?
                #endif
                guard pthread_create(&thread, nil, runSharedWork, context) == 0 else {
                    Unmanaged<SharedWork>.fromOpaque(context).release()
                    break
                }
                #if canImport(Glibc)
                    helpers.append(thread)
                #else
                    if let thread { helpers.append(thread) }
                #endif
            }
            work.run()
            for helper in helpers {
                pthread_join(helper, nil)
            }
        }
    }

    /// Held while a program is started with pipes of its own, so that no other one started meanwhile by this
    /// generator keeps a copy of them: `swift format` would then wait for the end of its input for ever.
    private static let spawning = Mutex(())

    /// Starts the program `arguments` with a pipe to its standard input and one from each of its standard output and
    /// error, all closed on `exec` in any other program; or the system's error.
    private static func start(
        _ arguments: [String]
    ) -> Result<(process: pid_t, input: Int32, output: Int32, errors: Int32), SystemError> {
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                let code = errno
                closeAll(Array(pipes.joined()))
                return .failure(SystemError(code: code))
            }
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            pipes.append(ends)
        }
        // Opaque pointers in Darwin's <spawn.h>, structures in glibc's and musl's. The program starts with no signal
        // blocked and SIGPIPE as the system has it, whatever this process blocks or ignores; on Darwin only the
        // descriptors the file actions name reach it.
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
        var noSignals = SignalSet.containing([])
        var pipeSignal = SignalSet.containing([SIGPIPE])
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &pipeSignal)
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF) | closesOthers
        )
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, pipes[0][0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, pipes[1][1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, pipes[2][1], STDERR_FILENO)
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
        let code = posix_spawnp(&process, arguments[0], &actions, &attributes, &pointers, &environment)
        closeAll([pipes[0][0], pipes[1][1], pipes[2][1]])
        guard code == 0 else {
            closeAll([pipes[0][1], pipes[1][0], pipes[2][0]])
            return .failure(SystemError(code: code))
        }
        return .success((process, pipes[0][1], pipes[1][0], pipes[2][0]))
    }

    /// Closes each of `descriptors`.
    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors {
            close(descriptor)
        }
    }

    /// What each of `reading` gives to its end while `input` is written to `writing`, within `timeLimit`.
    ///
    /// Each is served as it becomes ready, so that none waits on a full pipe; `writing` is closed once `input` is
    /// written, or when the exchange ends.
    ///
    /// - Throws: `GenerationError.notFormatted` if a pipe fails, or one of `reading` is still open after `timeLimit`.
    private static func exchange(
        _ input: [UInt8],
        writingTo writing: Int32,
        readingFrom reading: [Int32],
        within timeLimit: Duration
    ) throws(GenerationError) -> [[UInt8]] {
        let deadline = ContinuousClock.now.advanced(by: timeLimit)
        func failure() -> GenerationError {
            .notFormatted(reason: "its output could not be read: \(String(cString: strerror(errno)))")
        }
        var outputs = reading.map { _ in [UInt8]() }
        var open = Array(reading.indices)
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
        while !open.isEmpty {
            var descriptors = open.map { pollfd(fd: reading[$0], events: Int16(POLLIN), revents: 0) }
            if isWriting {
                descriptors.append(pollfd(fd: writing, events: Int16(POLLOUT), revents: 0))
            }
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else {
                throw .notFormatted(reason: "it did not finish within \(timeLimit.components.seconds) s")
            }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1)
            guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) >= 0 else {
                if errno == EINTR { continue }
                throw failure()
            }
            if isWriting, descriptors[open.count].revents != 0 {
                // At most the 512 bytes POSIX lets a ready pipe take whole, so the write never waits.
                let count = input[written...].prefix(512).withUnsafeBytes { bytes in
                    write(writing, bytes.baseAddress, bytes.count)
                }
                if count < 0, errno != EINTR, errno != EAGAIN { throw failure() }
                written += max(count, 0)
                if written == input.count {
                    stopWriting()
                }
            }
            for (slot, index) in open.enumerated().reversed() where descriptors[slot].revents != 0 {
                let count = read(reading[index], &buffer, buffer.count)
                if count == 0 {
                    open.remove(at: slot)
                } else if count > 0 {
                    outputs[index] += buffer[0..<count]
                } else if errno != EINTR && errno != EAGAIN {
                    throw failure()
                }
            }
        }
        return outputs
    }
}

/// The indexes the threads of ``Formatter`` share out, and what each does with one.
private final class SharedWork: Sendable {
    private let count: Int
    private let body: @Sendable (Int) -> Void
    private let next = Atomic(0)

    init(count: Int, body: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Takes the next index and does it, until none is left.
    func run() {
        while case let index = next.wrappingAdd(1, ordering: .relaxed).oldValue, index < count {
            body(index)
        }
    }
}

/// A helper thread's entry point, as `pthread_create` takes it: the work passed to it, run and released.
#if canImport(Darwin)
    private func runSharedWork(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<SharedWork>.fromOpaque(context).takeRetainedValue().run()
        return nil
    }
#else
    private func runSharedWork(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        context.map { Unmanaged<SharedWork>.fromOpaque($0).takeRetainedValue().run() }
        return nil
    }
#endif

/// An error number the system gave, such as `ENOENT`.
private struct SystemError: Error {
    let code: Int32
}
