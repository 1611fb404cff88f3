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

/// The folder that holds the app's state: owner-only (0700), created on first use.
public struct StateDirectory: Sendable {
    // MARK: - Properties

    /// The folder's path.
    public let path: String

    /// Whether this instance may write the folder.
    public let access: StateAccess

    // MARK: - Initialization

    /// Names a state folder; nothing is created until `prepare()`.
    public init(path: String, access: StateAccess = StateAccess()) {
        self.path = path
        self.access = access
    }

    // MARK: - Public Methods

    /// Creates the folder and its parents if needed and makes it owner-only.
    public func prepare() throws(StorageError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw StorageError(path: prefix, operation: "create", errno: errno)
            }
        }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw StorageError(path: path, operation: "use as a folder", errno: ENOTDIR)
        }
        if status.st_mode & 0o077 != 0 && chmod(path, 0o700) != 0 {
            throw StorageError(path: path, operation: "make owner-only", errno: errno)
        }
    }

    /// The path of a file in the folder.
    public func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// A JSON file in the folder, saved only while this instance may write.
    func jsonFile<Value>(_ name: String, now: @escaping @Sendable () -> Date) -> JSONFile<Value> {
        JSONFile(path: file(name), now: now, access: access)
    }

    /// Removes the temporary files of saves that a crash or `kill -9` interrupted.
    ///
    /// Call it holding the lock, when no save of another instance can be under way. Returns how many were removed.
    @discardableResult
    public func removeInterruptedSaves() -> Int {
        guard let directory = opendir(path) else { return 0 }
        defer { closedir(directory) }
        var removed = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".json") == false, name.contains(".json.tmp-"), unlink(file(name)) == 0 {
                removed += 1
            }
        }
        return removed
    }

    /// Whether the folder holds no files of the app yet: a first launch.
    func isEmpty() -> Bool {
        guard let directory = opendir(path) else { return true }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." && name != "lock" { return false }
        }
        return true
    }
}
