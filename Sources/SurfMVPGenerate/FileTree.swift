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

/// The files the generator reads, by path from the repository's root (`Sources/Modules/Main`): the repository on
/// disk, the same with a plan's changes laid over it, or, in tests, a tree in memory.
protocol FileTree {
    /// The text of the file at `path`, or nil if there is no file there.
    func contents(of path: String) -> String?

    /// Whether a file or a folder is at `path`.
    func exists(_ path: String) -> Bool

    /// The path of every file under `folder`, at any depth, sorted.
    func files(under folder: String) -> [String]
}

/// The repository on disk, read only.
struct DiskTree: FileTree {
    // MARK: - Properties

    /// The repository's root folder.
    let root: String

    // MARK: - FileTree

    func contents(of path: String) -> String? {
        FileManager.default.contents(atPath: absolute(path)).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: absolute(path))
    }

    func files(under folder: String) -> [String] {
        let base = absolute(folder)
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: base)) ?? []
        return paths.filter { isRegularFile(base + "/" + $0) }.map { folder + "/" + $0 }.sorted()
    }

    // MARK: - Private Methods

    /// `path` from the file system's root.
    private func absolute(_ path: String) -> String {
        root + "/" + path
    }

    /// Whether `path` is a regular file, not a folder or a link.
    private func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}

/// A tree with a plan's changes laid over it, so that a later step of a plan sees what an earlier one creates.
struct PlannedTree: FileTree {
    // MARK: - Properties

    /// The tree as it is.
    let base: any FileTree

    /// The changes laid over it.
    let plan: Plan

    // MARK: - FileTree

    func contents(of path: String) -> String? {
        plan.change(at: path)?.contents ?? base.contents(of: path)
    }

    func exists(_ path: String) -> Bool {
        base.exists(path) || plan.changes.contains { $0.path == path || $0.path.hasPrefix(path + "/") }
    }

    func files(under folder: String) -> [String] {
        let planned = plan.changes.map(\.path).filter { $0.hasPrefix(folder + "/") }
        return Set(base.files(under: folder) + planned).sorted()
    }
}
