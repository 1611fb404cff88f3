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

/// The folder that holds the app's state, and the files in it.
///
/// A value names the folder; its ``StateAccess`` holds it open, decides whether this instance may write it, and is
/// shared by every copy of the value.
public nonisolated struct StateDirectory: Sendable {
    // MARK: - Properties

    /// The folder's path.
    public let path: String

    /// The open folder and whether this instance may write it.
    public let access: StateAccess

    // MARK: - Initialization

    /// Names a state folder; nothing is opened or created until it is first used or ``prepare()`` is called.
    public init(path: String) {
        self.init(path: path, access: StateAccess(path: path))
    }

    /// Names a state folder held through `access`, which must be on the same path.
    init(path: String, access: StateAccess) {
        self.path = path
        self.access = access
    }

    // MARK: - Public Methods

    /// Opens the folder (making it, owner-only, when missing) and takes its lock; returns why this instance is
    /// read-only, or `nil` when it may save.
    @discardableResult
    public func prepare() -> StateAccess.ReadOnlyReason? {
        access.prepare()
    }

    /// Why the folder's path is not safe to follow, as ``prepare()`` would refuse it; `nil` when it is.
    ///
    /// The path is unsafe when another user's folder or link on it could lead it elsewhere; a missing folder is not
    /// a problem here. Nothing is opened for long, made or locked.
    ///
    /// What reaches the folder by its path alone (a socket in it) asks this first, so that it never goes where the app
    /// itself would not.
    public func wayProblem() -> StateAccess.ReadOnlyReason? {
        switch FolderWalk.openFolder(path, makingMissing: false) {
        case .success(let folder):
            close(folder.descriptor)
            return nil
        case .failure(let failure):
            if case .unsafePath = failure.reason { return failure.reason }
            return nil
        }
    }

    /// The path of a file in the folder, for messages and sockets.
    public func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// A JSON file in the folder, saved only while this instance may write.
    public func jsonFile<Value>(_ name: String, now: @escaping @Sendable () -> Date) -> JSONFile<Value> {
        JSONFile(name: name, in: self, now: now)
    }

    /// Removes the temporary files of saves that a crash or `kill -9` interrupted.
    ///
    /// Call it holding the lock, when no save of another instance can be under way. Returns how many were removed.
    @discardableResult
    public func removeInterruptedSaves() -> Int {
        // Looked for first, as a read: a launch that finds none, as most do, makes none of a save's checks.
        let isAnyLeft = access.reading { folder, _ in Self.names(in: folder).contains(where: TemporaryFile.isLeftover) }
        guard isAnyLeft == true else { return 0 }
        let removed = try? access.writing(path) { folder throws(StorageError) in
            var removed = 0
            for name in Self.names(in: folder) where TemporaryFile.isLeftover(name) {
                if unlinkat(folder, name, 0) == 0 { removed += 1 }
            }
            return removed
        }
        return removed ?? 0
    }

    /// Whether the folder holds no files of the app yet: a first launch.
    func isEmpty() -> Bool {
        access.reading { folder, _ in Self.names(in: folder).allSatisfy { $0 == "lock" } } ?? true
    }

    // MARK: - Private Methods

    /// The names in the folder, `.` and `..` left out.
    private static func names(in folder: Int32) -> [String] {
        let copy = dup(folder)
        guard copy >= 0, let directory = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(directory) }
        rewinddir(directory)
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
