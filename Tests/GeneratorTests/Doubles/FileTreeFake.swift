@testable import SurfMVPGenerate

/// A repository in memory, path by path, for the generator to plan on.
struct FileTreeFake: FileTree {
    // MARK: - Properties

    /// Each file's text, by path from the root.
    var files: [String: String]

    // MARK: - FileTree

    func contents(of path: String) -> String? {
        files[path]
    }

    func exists(_ path: String) -> Bool {
        files[path] != nil || files.keys.contains { $0.hasPrefix(path + "/") }
    }

    func files(under folder: String) -> [String] {
        files.keys.filter { $0.hasPrefix(folder + "/") }.sorted()
    }
}
