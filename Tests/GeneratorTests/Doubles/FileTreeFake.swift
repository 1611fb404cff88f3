@testable import SurfMVPGenerate

/// A repository in memory, path by path, for the generator to plan on.
struct FileTreeFake: FileTree {
    // MARK: - Properties

    /// Each file's text, by path from the root.
    var files: [String: String]

    /// The paths that are symbolic links to folders.
    var folderLinks: Set<String> = []

    /// The paths that are symbolic links to files, whose text `files` holds.
    var fileLinks: Set<String> = []

    // MARK: - FileTree

    func contents(of path: String) -> String? {
        files[path]
    }

    func exists(_ path: String) -> Bool {
        files[path] != nil || files.keys.contains { $0.hasPrefix(path + "/") }
    }

    func files(under folder: String) -> [String] {
        files.keys.filter { $0.hasPrefix(folder + "/") && !isBehindALink($0) }.sorted()
    }

    func unread(under folder: String) -> (path: String, reason: String)? {
        folderLinks.union(fileLinks).filter { $0 == folder || $0.hasPrefix(folder + "/") }.sorted().first.map {
            ($0, "a symbolic link")
        }
    }

    // MARK: - Private Methods

    /// Whether `path` lies in a folder that is a link, which a listing does not go into.
    private func isBehindALink(_ path: String) -> Bool {
        folderLinks.contains { path.hasPrefix($0 + "/") }
    }
}
