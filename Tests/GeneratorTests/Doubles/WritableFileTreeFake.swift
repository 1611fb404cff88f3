@testable import SurfMVPGenerate

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A repository in memory that the generator writes, whole file by whole file, and that can fail a chosen write or
/// be interrupted after one: what a full disk, or a Ctrl-C, does to a generation.
final class WritableFileTreeFake: WritableFileTree {
    // MARK: - Properties

    /// Each file's text, by path from the root.
    private(set) var files: [String: String]

    /// Every folder, by path from the root: at first, each folder above a file.
    private(set) var folders: Set<String>

    /// The paths that are symbolic links.
    var links: Set<String> = []

    /// The files that cannot be read, as a failing disk has them.
    var unreadable: Set<String> = []

    /// The writes that fail, numbered from 1 in the order they are asked for: every folder made, every file written
    /// (those of an undo too).
    var failingWrites: Set<Int> = []

    /// After how many writes a SIGINT is pending, if one ever is.
    var interruptedAfter: Int?

    /// The writes asked for so far.
    private(set) var writeCount = 0

    /// Everything in the tree, to compare before and after.
    var state: [String: String] {
        files.merging(folders.map { ($0, "(folder)") }) { file, _ in file }
    }

    // MARK: - Initialization

    init(files: [String: String]) {
        self.files = files
        folders = Set(
            files.keys.flatMap { path in
                let components = path.split(separator: "/").dropLast()
                return components.indices.map { components[...$0].joined(separator: "/") }
            }
        )
    }

    // MARK: - Public Methods

    /// The signal pending for the writer: SIGINT once `interruptedAfter` writes are made.
    func pendingSignal() -> Int32? {
        interruptedAfter.flatMap { writeCount >= $0 ? SIGINT : nil }
    }

    // MARK: - FileTree

    func contents(of path: String) -> String? {
        files[path]
    }

    func exists(_ path: String) -> Bool {
        files[path] != nil || folders.contains(path)
    }

    func files(under folder: String) -> [String] {
        files.keys.filter { $0.hasPrefix(folder + "/") }.sorted()
    }

    // MARK: - WritableFileTree

    func fileText(at path: String) -> Result<String, WriteFailure> {
        if unreadable.contains(path) { return .failure(WriteFailure(reason: "Input/output error")) }
        return files[path].map { .success($0) } ?? .failure(.changed)
    }

    func entry(at path: String) -> TreeEntry {
        if links.contains(path) { return .link }
        if folders.contains(path) { return .folder }
        return files[path] == nil ? .nothing : .file
    }

    func makeFolder(_ path: String) throws(WriteFailure) {
        try countWrite()
        guard entry(at: path) == .nothing, isFolderAbove(path) else { throw WriteFailure(reason: "not made") }
        folders.insert(path)
    }

    func removeFolder(_ path: String) throws(WriteFailure) {
        let isEmpty = !state.keys.contains { $0.hasPrefix(path + "/") }
        guard folders.contains(path), isEmpty else { throw WriteFailure(reason: "not removed") }
        folders.remove(path)
    }

    func writeFile(_ path: String, _ text: String, replacing expected: String?) throws(WriteFailure) {
        try countWrite()
        guard entry(at: path) == (expected == nil ? .nothing : .file), isFolderAbove(path) else {
            throw WriteFailure(reason: "not written")
        }
        guard expected == nil || files[path] == expected else { throw .changed }
        files[path] = text
    }

    func removeFile(_ path: String, holding expected: String) throws(WriteFailure) {
        guard let text = files[path] else { throw WriteFailure(reason: "not removed") }
        guard text == expected else { throw .changed }
        files[path] = nil
    }

    // MARK: - Private Methods

    private func countWrite() throws(WriteFailure) {
        writeCount += 1
        if failingWrites.contains(writeCount) { throw WriteFailure(reason: "No space left on device") }
    }

    /// Whether the folder that would hold `path` is there (the root always is).
    private func isFolderAbove(_ path: String) -> Bool {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        return folder.isEmpty || folders.contains(folder)
    }
}
