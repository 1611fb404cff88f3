/// The files the generator reads, by path from the repository's root (`Sources/Modules/Main`): the repository on
/// disk, the same with a plan's changes laid over it, or, in tests, a tree in memory.
protocol FileTree {
    /// The text of the file at `path`, or nil if there is no file of its own there that can be read.
    func contents(of path: String) -> String?

    /// Whether a file or a folder is at `path`.
    func exists(_ path: String) -> Bool

    /// The path of every file under `folder`, at any depth, sorted.
    func files(under folder: String) -> [String]
}

/// Folders of the repository as one read found them, before a plan is made on them.
///
/// It holds the text of each Swift file and template, and what is at every other path, so every step of the plan sees
/// the same repository, never a file that one read found and a later one missed.
///
/// `DiskTree.snapshot(of:)` takes it, refusing what the generator does not read: a symbolic link to a file or a
/// folder, a Swift file or a template that is not a file of its own in UTF-8 (it has other names, hard links that
/// could be to any file) or cannot be read, or a folder that cannot be listed. A link that leads nowhere, such as an
/// editor's lock (`.#CardsCoordinator.swift`), hides and holds nothing.
struct TreeSnapshot: FileTree {
    // MARK: - Properties

    /// The text of each Swift file and template, by path.
    var texts: [String: String] = [:]

    /// What is at each path read, the folders taken too.
    var entries: [String: TreeEntry] = [:]

    // MARK: - FileTree

    func contents(of path: String) -> String? {
        texts[path]
    }

    func exists(_ path: String) -> Bool {
        entries[path] != nil
    }

    func files(under folder: String) -> [String] {
        entries.compactMap { $0.value == .file && $0.key.hasPrefix(folder + "/") ? $0.key : nil }.sorted()
    }
}

/// What is at a path, seen without following a symbolic link.
enum TreeEntry: Equatable {
    /// Nothing is there.
    case nothing
    /// A folder.
    case folder
    /// A regular file.
    case file
    /// A symbolic link, whatever it points to.
    case link
    /// Anything else: a device, a socket, a pipe, or what cannot be looked at.
    case other
}

/// Why a change to one file or folder could not be made: the system's reason, for the one line.
struct WriteFailure: Error, Equatable {
    /// The file no longer holds what the generator read or wrote in it: someone saved it meanwhile.
    static let changed = WriteFailure(reason: "it changed while the generator ran")

    /// The path is a symbolic link, which the generator never follows.
    static let symbolicLink = WriteFailure(reason: "a symbolic link")

    /// The file has other names (hard links), which could be anywhere, so the generator does not read it.
    static let hardLinked = WriteFailure(reason: "it has other names, hard links")

    /// What failed, as `strerror` says it.
    let reason: String
}

/// A tree the generator writes into: each change makes, replaces or removes one file or folder, all of it or none
/// of it, and never through a symbolic link.
protocol WritableFileTree: FileTree {
    /// What is at `path`: a link itself, not what it points to.
    func entry(at path: String) -> TreeEntry

    /// The text of the file at `path`, or why it cannot be read: `WriteFailure.changed` where no file is.
    func fileText(at path: String) -> Result<String, WriteFailure>

    /// Makes the folder at `path`, in a folder that is there.
    func makeFolder(_ path: String) throws(WriteFailure)

    /// Removes the empty folder at `path`.
    func removeFolder(_ path: String) throws(WriteFailure)

    /// Puts `text` in the file at `path`, whole or not at all: a new file when `expected` is nil, never over
    /// anything that is there; otherwise in place of the file there, with its mode, only if it still holds
    /// `expected`, compared just before it is replaced (else `WriteFailure.changed`).
    func writeFile(_ path: String, _ text: String, replacing expected: String?) throws(WriteFailure)

    /// Removes the file at `path` only if it still holds `expected` (else `WriteFailure.changed`).
    func removeFile(_ path: String, holding expected: String) throws(WriteFailure)
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

extension String {
    /// Whether `other` is this text byte for byte, not only equal as Unicode, as `==` has it: a file saved with `é`
    /// written as `e` and a combining accent was changed, though it compares equal.
    func hasSameBytes(as other: String?) -> Bool {
        other.map { utf8.elementsEqual($0.utf8) } ?? false
    }

    /// This path's parts from the repository's root, split at each `/` byte, as the system splits it (a `/` with a
    /// combining mark after it is one character to Swift but still a `/` to the system); nil for a path that is not
    /// plainly below the root: an empty, `.` or `..` part, or a NUL byte, where the system would end it.
    var partsBelowRoot: [String]? {
        guard !utf8.contains(0) else { return nil }
        let parts = utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        return parts.allSatisfy { !["", ".", ".."].contains($0) } ? parts : nil
    }
}
