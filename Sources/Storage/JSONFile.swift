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

/// One JSON file in the state folder: read whole, written atomically (temporary file, fsync, rename) as compact JSON
/// with mode 0600, never larger than it may be read, and moved aside — never deleted — when it cannot be read.
///
/// A read decodes the value and then calls its ``StoredValue/validated()``; a value that fails it is a broken file.
///
/// Every access goes through the folder's descriptor, never following a symbolic link; a file that is not this
/// user's own plain file with a single link, or that is larger than ``maximumSize``, counts as broken.
public nonisolated struct JSONFile<Value: Sendable>: Sendable {
    /// What reading the file found.
    public enum Contents: Sendable {
        /// No such file: nothing was ever saved.
        case absent
        /// The file's value.
        case value(Value)
        /// The file is broken (not the expected JSON or a value that fails its check, not a plain file of this
        /// user's, too large); it was moved to `movedTo`, or left in place when this instance is read-only or another
        /// file took its name meanwhile.
        case broken(reason: String, movedTo: String?)

        /// The value, or `nil` when the file is absent or broken.
        public var value: Value? {
            guard case .value(let value) = self else { return nil }
            return value
        }
    }

    /// What a read found, with the version of the file it found it in.
    public typealias Reading = (contents: Contents, version: Version)

    /// What a read found at the file's name: a file (told apart by its stamp) or none.
    public struct Version: Equatable, Sendable {
        fileprivate let stamp: FileStamp?
    }

    // MARK: - Properties

    /// The largest file read, and so the largest written; anything larger is broken.
    ///
    /// State files are a few kilobytes; this bound keeps decoding a hostile file within a few tens of megabytes.
    public static var maximumSize: Int { 1024 * 1024 }

    /// The file's name in the folder.
    public let name: String

    /// The file's path, for messages.
    public let path: String

    private let access: StateAccess
    private let now: @Sendable () -> Date

    // MARK: - Initialization

    /// Names the file `name` in `directory`; `now` dates the names of moved-aside copies.
    public init(name: String, in directory: StateDirectory, now: @escaping @Sendable () -> Date) {
        self.name = name
        path = directory.file(name)
        access = directory.access
        self.now = now
    }
}

/// Reading and writing, for a ``StoredValue``. The type itself asks its value only to be `Sendable`, a marker the
/// runtime never checks, so that making a file's type at run time looks up no conformance.
nonisolated extension JSONFile where Value: StoredValue {
    // MARK: - Public Methods

    /// Reads and decodes the file, with the version found at its name afterwards, for a save that must not replace a
    /// file another program wrote in the meantime (see ``write(_:ifStill:)``); a broken file is moved aside, so that
    /// the next save starts afresh.
    ///
    /// Throws, and changes nothing, when the file could not be read just now (out of descriptors, an I/O error), or
    /// when it is broken and could not be moved aside: it must not be taken for an absent file, nor saved over.
    public func read() throws(StorageError) -> Reading {
        let bytes: [UInt8]
        let stamp: FileStamp
        switch access.reading({ folder, isWritable in readBytes(in: folder, repairingMode: isWritable) }) ?? .absent {
        case .absent:
            return (.absent, Version(stamp: nil))
        case .read(let read, let readStamp):
            (bytes, stamp) = (read, readStamp)
        case .failed(let failure):
            guard let broken = failure.stamp else { throw readFailure(failure.reason) }
            return try brokenFile(broken, reason: failure.reason)
        }
        do {
            let value = try Self.decoder.decode(Value.self, from: Data(bytes)).validated()
            return (.value(value), Version(stamp: stamp))
        } catch {
            return try brokenFile(stamp, reason: "not the expected JSON")
        }
    }

    /// Replaces the file's contents atomically: a reader sees the old value or the new one, never a mix.
    ///
    /// A value whose encoding is larger than ``maximumSize`` is refused before anything is touched, so that the app
    /// never writes a file it would not read back. A state folder removed while the app runs is made again first,
    /// when no other instance holds it.
    public func write(_ value: Value) throws(StorageError) {
        _ = try write(value, ifStill: nil)
    }

    /// Like ``write(_:)``, but only while the file at the name is still `version`, checked just before the new
    /// file is renamed into place; returns `false`, having changed nothing, when another program replaced, made or
    /// removed the file since it was read.
    public func write(_ value: Value, ifStill version: Version?) throws(StorageError) -> Bool {
        let data: Data
        do {
            data = try Self.encoder.encode(value)
        } catch {
            throw StorageError(path: path, operation: "encode", reason: String(describing: error))
        }
        let bytes = Array(data) + [UInt8(ascii: "\n")]
        guard bytes.count <= Self.maximumSize else {
            throw StorageError(
                refusingToSave: path,
                because: "the change would make \(name) larger than \(Self.maximumSize / 1024) KiB, "
                    + "more than the app reads back"
            )
        }
        return try access.writing(path) { folder throws(StorageError) -> Bool in
            let temporary = TemporaryFile.name(for: name)
            let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            // Every failure names the file being saved, never the temporary one, which is gone by then.
            guard descriptor >= 0 else { throw failure() }
            do throws(StorageError) {
                defer { close(descriptor) }
                guard fchmod(descriptor, 0o600) == 0 else { throw failure() }
                guard writeAll(bytes, to: descriptor) else { throw failure() }
                guard synchronize(descriptor) else { throw failure() }
            } catch {
                unlinkat(folder, temporary, 0)
                throw error
            }
            if let version, currentVersion(in: folder) != version {
                unlinkat(folder, temporary, 0)
                return false
            }
            guard renameat(folder, temporary, folder, name) == 0 else {
                let error = failure()
                unlinkat(folder, temporary, 0)
                throw error
            }
            _ = synchronize(folder)
            return true
        }
    }

    /// Whether the file at the name is still `version`: nobody replaced, made or removed it since it was read.
    public func isStill(_ version: Version) -> Bool {
        access.reading { folder, _ in currentVersion(in: folder) == version } ?? (version.stamp == nil)
    }

    /// Removes the file; a missing file is fine.
    public func remove() throws(StorageError) {
        try access.writing(path) { folder throws(StorageError) in
            guard unlinkat(folder, name, 0) == 0 || errno == ENOENT else { throw failure("remove") }
            _ = synchronize(folder)
        }
    }

    // MARK: - Private Properties

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        // Compact, so that a file the app read is never written back larger for its layout alone.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp.string(from: date))
        }
        return encoder
    }

    private static var decoder: JSONDecoder { StateDecoder.shared }

    // MARK: - Private Methods

    /// The file's bytes and stamp, `nil` when it does not exist, or why it could not be read; a failure carries
    /// the stamp of a file that is broken for good, and none when it may read fine later.
    private func readBytes(in folder: Int32, repairingMode: Bool) -> BytesRead {
        // O_NONBLOCK: a FIFO put in place of the file must not hang the app on open.
        let descriptor = openat(folder, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return .absent }
            // Whatever is there but a plain file (a link, a socket, a device) is broken for good, not a passing error.
            var entry = stat()
            if fstatat(folder, name, &entry, AT_SYMLINK_NOFOLLOW) == 0, entry.st_mode & S_IFMT != S_IFREG {
                let kind = entry.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "not a regular file"
                return .failed(ReadFailure(kind, stamp: FileStamp(entry)))
            }
            return .failed(ReadFailure(String(cString: strerror(code))))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failed(ReadFailure(String(cString: strerror(errno)))) }
        var stamp = FileStamp(status)
        if let problem = Self.problem(with: status) {
            return .failed(ReadFailure(problem, stamp: stamp))
        }
        if repairingMode && status.st_mode & 0o077 != 0 {
            // Safe: this user's own file with one link, reached through its descriptor, never by path; and only by
            // the instance that may write the folder. The new mode changes the stamp.
            fchmod(descriptor, 0o600)
            if fstat(descriptor, &status) == 0 { stamp = FileStamp(status) }
        }
        var bytes: [UInt8] = []
        // As large as the file said it was, 4 KiB at least and 64 KiB at most: a small file costs no more memory
        // touched than it holds. One that grew meanwhile is read on in chunks of the same size.
        var chunk = [UInt8](repeating: 0, count: min(max(Int(status.st_size), 4 * 1024), 64 * 1024))
        while true {
            let count = readChunk(from: descriptor, into: &chunk)
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
                if bytes.count > Self.maximumSize {
                    return .failed(ReadFailure("larger than \(Self.maximumSize / 1024) KiB", stamp: stamp))
                }
            } else if count == 0 {
                return .read(bytes, stamp: stamp)
            } else if errno != EINTR {
                return .failed(ReadFailure(String(cString: strerror(errno))))
            }
        }
    }

    /// Why a file with `status` is not one to read: not a plain file, another link to it elsewhere, another owner,
    /// too large; `nil` when it is fine.
    private static func problem(with status: stat) -> String? {
        if status.st_mode & S_IFMT != S_IFREG { return "not a regular file" }
        if status.st_nlink != 1 { return "it has other hard links" }
        if status.st_uid != geteuid() { return "it belongs to another user" }
        if status.st_size > maximumSize { return "larger than \(maximumSize / 1024) KiB" }
        return nil
    }

    /// Moves the broken file read as `stamp` aside; what is at the name afterwards is no file once it is moved, and
    /// the broken file while it stays.
    ///
    /// A broken file that this instance may write but could not move aside (an I/O error, no free name) is told as a
    /// read that failed: it must not be replaced by a save that went on without it.
    private func brokenFile(_ stamp: FileStamp, reason: String) throws(StorageError) -> Reading {
        switch moveAside(stamp) {
        case .moved(let movedTo):
            return (.broken(reason: reason, movedTo: movedTo), Version(stamp: nil))
        case .left:
            return (.broken(reason: reason, movedTo: nil), Version(stamp: stamp))
        case .failed(let why):
            throw readFailure("\(reason), and it could not be moved aside: \(why)")
        }
    }

    /// Renames a broken file to `<name>.corrupt-<seconds>[-n]`: the new path; left when this instance is read-only
    /// or the file at the path is no longer the one that was read; or why the rename failed.
    private func moveAside(_ read: FileStamp) -> MoveAside {
        let stamp = Int(now().timeIntervalSince1970)
        let moved: MoveAside
        do {
            moved = try access.writing(path) { folder throws(StorageError) -> MoveAside in
                var current = stat()
                guard fstatat(folder, name, &current, AT_SYMLINK_NOFOLLOW) == 0, FileStamp(current) == read else {
                    return .left
                }
                for attempt in 0..<100 {
                    let target = "\(name).corrupt-\(stamp)" + (attempt == 0 ? "" : "-\(attempt)")
                    var existing = stat()
                    if fstatat(folder, target, &existing, AT_SYMLINK_NOFOLLOW) == 0 { continue }
                    guard renameat(folder, name, folder, target) == 0 else {
                        return .failed(String(cString: strerror(errno)))
                    }
                    _ = synchronize(folder)
                    return .moved(target)
                }
                return .failed("every name to move it to is taken")
            }
        } catch {
            return error.isRefusal ? .left : .failed(error.reason)
        }
        guard case .moved(let target) = moved else { return moved }
        return .moved(String(path.dropLast(name.count)) + target)
    }

    /// A read of the file that failed for `reason`.
    private func readFailure(_ reason: String) -> StorageError {
        StorageError(path: path, operation: "read", reason: reason)
    }

    /// The current `errno` as the failure to save (or `operation`) the file.
    private func failure(_ operation: String = "save") -> StorageError {
        StorageError(path: path, operation: operation, errno: errno)
    }

    /// The version of whatever is at the file's name in `folder` now.
    private func currentVersion(in folder: Int32) -> Version {
        var status = stat()
        return Version(stamp: fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? FileStamp(status) : nil)
    }
}

/// What became of a broken file that was to be moved aside.
private nonisolated enum MoveAside: Sendable {
    /// Renamed to this name, or path.
    case moved(String)
    /// Left in place: this instance is read-only, or another file is at the name now.
    case left
    /// Left in place by an instance that may write, for this reason.
    case failed(String)
}

/// What reading a file's bytes found. (An enum of its own rather than a `Result` of a tuple, which the runtime would
/// look up by name on the first read of every launch.)
private nonisolated enum BytesRead: Sendable {
    /// There is no file.
    case absent
    /// The file's bytes, and the stamp it had as they were read.
    case read([UInt8], stamp: FileStamp)
    /// Why the file could not be read.
    case failed(ReadFailure)
}

/// Why a file could not be read; `stamp` is set when the file is broken for good and may be moved aside.
private nonisolated struct ReadFailure: Error, Sendable {
    let reason: String
    let stamp: FileStamp?

    init(_ reason: String, stamp: FileStamp? = nil) {
        self.reason = reason
        self.stamp = stamp
    }
}

/// What tells one version of a file from another: its device and inode, size, and the times of its last change to
/// the nanosecond, so that a file replaced by one that reuses the inode still counts as another.
nonisolated struct FileStamp: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let modifiedNanoseconds: Int64
    let changed: Int64
    let changedNanoseconds: Int64

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
            modified = Int64(status.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
            changed = Int64(status.st_ctimespec.tv_sec)
            changedNanoseconds = Int64(status.st_ctimespec.tv_nsec)
        #elseif canImport(Glibc) || canImport(Musl)
            modified = Int64(status.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
            changed = Int64(status.st_ctim.tv_sec)
            changedNanoseconds = Int64(status.st_ctim.tv_nsec)
        #endif
    }
}

// MARK: - System Calls

/// Makes what was written to `descriptor` durable: `fsync`, or on Darwin `F_FULLFSYNC`, which also empties the
/// drive's cache (falling back to `fsync` where the file system does not support it).
private nonisolated func synchronize(_ descriptor: Int32) -> Bool {
    #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
    #endif
    return fsync(descriptor) == 0
}

/// Reads what is available into `buffer`; the count, 0 at the end, or -1.
private nonisolated func readChunk(from descriptor: Int32, into buffer: inout [UInt8]) -> Int {
    buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
}

// MARK: - The Decoder

/// The one decoder for every state file: made once and only read afterwards, which `JSONDecoder` allows from any
/// thread; a generic type cannot hold it itself.
private nonisolated enum StateDecoder {
    static let shared: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = Timestamp.date(from: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 UTC date")
            }
            return date
        }
        return decoder
    }()
}

// MARK: - Temporary Files

/// How a save names the file it writes before renaming it into place, and how one left by a save that never
/// finished is recognised at the next start.
nonisolated enum TemporaryFile {
    /// A new name beside `file`: `<file>.tmp-<pid>-<random number>`.
    static func name(for file: String) -> String {
        "\(file).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Whether `name` is one a save of a state file gave: `<file>.json.tmp-<pid>-<number>`.
    static func isLeftover(_ name: String) -> Bool {
        let isNumber = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard let lastDash = name.lastIndex(of: "-"), isNumber(name[name.index(after: lastDash)...]) else {
            return false
        }
        let rest = name[..<lastDash]
        guard let dash = rest.lastIndex(of: "-"), isNumber(rest[rest.index(after: dash)...]) else { return false }
        return rest[..<dash].hasSuffix(".json.tmp")
    }
}
