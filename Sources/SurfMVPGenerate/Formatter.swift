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
/// Every Swift file of a plan is formatted in one run of `swift format`, on copies in a folder of the build folder,
/// before anything of the plan is written: each file is then still written once, whole, by the tree, with its checks,
/// and the copies are removed (those that a generation stopped half-way leaves are removed by the next). A file
/// `swift format` cannot read, because a template made invalid Swift or a file to edit is not valid Swift, refuses
/// the generation, naming the file and its first error. Nothing is formatted where the repository has no
/// `.swift-format`, or where there is no `swift` to run.
struct Formatter {
    /// The folder of the copies, from the repository's root: in the build folder, which git ignores.
    static let folder = ".build/surfmvp-generate.format"

    /// The repository's root folder.
    let root: String

    /// The repository's configuration of `swift format`.
    private var configuration: String { root + "/.swift-format" }

    // MARK: - Public Methods

    /// `plan` with the text of every Swift file it creates or edits formatted; the whole plan as it is without a
    /// configuration or a `swift` to run.
    ///
    /// - Throws: `GenerationError.invalidSwift` for a file `swift format` cannot read, `.notFormatted` when the
    ///   copies cannot be written or `swift format` fails otherwise (a broken configuration).
    func format(_ plan: Plan) throws(GenerationError) -> Plan {
        let paths = plan.changes.map(\.path).filter { $0.hasSuffix(".swift") }
        guard access(configuration, R_OK) == 0, !paths.isEmpty else { return plan }
        let tree = DiskTree(root: root)
        let copies = paths.indices.map { "\(Self.folder)/\($0).swift" }
        let diagnostics = "\(Self.folder)/diagnostics.txt"
        defer { Self.removeFolder(in: tree) }
        do throws(WriteFailure) {
            Self.removeFolder(in: tree)
            for folder in [".build", Self.folder] where tree.entry(at: folder) == .nothing {
                try tree.makeFolder(folder)
            }
            for (copy, path) in zip(copies, paths) {
                try tree.writeFile(copy, plan.change(at: path)?.contents ?? "", replacing: nil)
            }
        } catch {
            throw .notFormatted(reason: "\(Self.folder): \(error.reason)")
        }
        let arguments = ["swift", "format", "format", "--in-place", "--parallel", "--configuration", configuration]
        guard let status = Self.run(arguments + copies.map { root + "/" + $0 }, output: root + "/" + diagnostics)
        else { return plan }
        guard status == 0 else {
            let lines = (tree.contents(of: diagnostics) ?? "").split(separator: "\n")
            if let (index, location, problem) = lines.lazy.compactMap(Self.error).first, paths.indices.contains(index) {
                throw .invalidSwift(path: paths[index], location: location, problem: problem)
            }
            throw .notFormatted(reason: lines.first.map(String.init) ?? "swift format stopped, saying nothing")
        }
        let formatted = Dictionary(uniqueKeysWithValues: zip(paths, copies.map(tree.contents)))
        return plan.replacingSwiftContents { path, text in formatted[path].flatMap { $0 } ?? text }
    }

    // MARK: - Private Methods

    /// The copy's number, the place in it and the problem of an error `swift format` reports on a copy:
    /// `…/.build/surfmvp-generate.format/3.swift:2:12: error: expected '}' to end struct`; nil for any other line.
    private static func error(in line: Substring) -> (index: Int, location: String, problem: String)? {
        guard let folder = line.ranges(of: folder + "/").last else { return nil }
        let copy = line[folder.upperBound...]
        let number = copy.prefix { $0.isASCII && $0.isNumber }
        let rest = copy.dropFirst(number.count)
        guard let index = Int(number), rest.hasPrefix(".swift:"), let error = rest.firstRange(of: ": error: ") else {
            return nil
        }
        let location = rest[..<error.lowerBound].dropFirst(".swift:".count)
        return (index, String(location), String(rest[error.upperBound...]))
    }

    /// Removes the folder of the copies and what it holds, if it is there.
    private static func removeFolder(in tree: DiskTree) {
        guard tree.entry(at: folder) == .folder else { return }
        for file in tree.files(under: folder) {
            try? tree.removeFile(file, holding: tree.contents(of: file) ?? "")
        }
        try? tree.removeFolder(folder)
    }

    /// Runs the program `arguments` (found on `PATH`), with nothing on its standard input and its standard output and
    /// error written to the new file `output`; its status as `waitpid` gives it, or nil if it could not start.
    private static func run(_ arguments: [String], output: String) -> Int32? {
        // Opaque pointers in Darwin's <spawn.h>, structures in glibc's and musl's. The program starts with no signal
        // blocked, whatever this process blocks; on Darwin only the descriptors the file actions name reach it.
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
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK) | closesOthers)
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions,
            STDOUT_FILENO,
            output,
            O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW,
            0o644
        )
        posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
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
        guard posix_spawnp(&process, "swift", &actions, &attributes, &pointers, &environment) == 0 else { return nil }
        var status: Int32 = 0
        var waited: pid_t
        repeat {
            waited = waitpid(process, &status, 0)
        } while waited == -1 && errno == EINTR
        return waited == process ? status : -1
    }
}
