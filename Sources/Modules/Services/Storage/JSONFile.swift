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

/// One JSON file in the state folder: read whole, written atomically (temporary file, fsync, rename) with mode
/// 0600, and moved aside — never deleted — when it cannot be read.
struct JSONFile<Value: Codable & Sendable>: Sendable {
    /// What reading the file found.
    enum Contents: Sendable {
        /// No such file.
        case absent
        /// The file's value.
        case value(Value)
        /// The file is broken (not the expected JSON, not a regular file, too large); it was moved to `movedTo`,
        /// or left in place when it could not be moved or this instance is read-only.
        case unreadable(reason: String, movedTo: String?)
        /// The file could not be read just now (out of descriptors, an I/O error); it was left as it is.
        case failed(reason: String)
    }

    private typealias Identity = JSONFileIdentity

    // MARK: - Properties

    /// The largest file read; anything larger is treated as corrupt.
    static var maximumSize: Int { 16 * 1024 * 1024 }

    /// The file's path.
    let path: String

    /// The file's name, for messages.
    var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    private let now: @Sendable () -> Date
    private let access: StateAccess?

    // MARK: - Initialization

    /// Names a file; `now` dates the names of moved-aside copies; writes are refused while `access` is read-only.
    init(path: String, now: @escaping @Sendable () -> Date, access: StateAccess? = nil) {
        self.path = path
        self.now = now
        self.access = access
    }

    // MARK: - Public Methods

    /// Reads and decodes the file; an unreadable one is moved aside so that the next save starts afresh.
    func read() -> Contents {
        let bytes: [UInt8]
        let identity: Identity
        switch readBytes() {
        case .success(nil):
            return .absent
        case .success(let file?):
            (bytes, identity) = file
        case .failure(let failure):
            guard let broken = failure.identity else { return .failed(reason: failure.reason) }
            return .unreadable(reason: failure.reason, movedTo: moveAside(broken))
        }
        do {
            return .value(try Self.decoder.decode(Value.self, from: Data(bytes)))
        } catch {
            return .unreadable(reason: "not the expected JSON", movedTo: moveAside(identity))
        }
    }

    /// Replaces the file's contents atomically: a reader sees the old value or the new one, never a mix.
    ///
    /// A state folder removed while the app runs is made again first.
    func write(_ value: Value) throws(StorageError) {
        if access?.isReadOnly == true {
            throw StorageError(path: path, operation: "save", reason: Self.readOnlyReason)
        }
        let data: Data
        do {
            data = try Self.encoder.encode(value)
        } catch {
            throw StorageError(path: path, operation: "encode", reason: String(describing: error))
        }
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 && errno == ENOENT {
            try StateDirectory(path: folder).prepare()
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw StorageError(path: temporary, operation: "create", errno: errno) }
        do throws(StorageError) {
            defer { close(descriptor) }
            guard fchmod(descriptor, 0o600) == 0 else { throw failure("set the mode of", temporary) }
            guard writeAll(Array(data) + [UInt8(ascii: "\n")], to: descriptor) else {
                throw failure("write", temporary)
            }
            guard fsync(descriptor) == 0 else { throw failure("flush", temporary) }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure("replace", path)
            unlink(temporary)
            throw error
        }
        syncFolder()
    }

    /// Removes the file; a missing file is fine.
    func remove() throws(StorageError) {
        if access?.isReadOnly == true {
            throw StorageError(path: path, operation: "remove", reason: Self.readOnlyReason)
        }
        guard unlink(path) == 0 || errno == ENOENT else { throw failure("remove", path) }
        syncFolder()
    }

    // MARK: - Private Properties

    private static var readOnlyReason: String {
        "another surfmvp is running on this state folder, so this one saves nothing"
    }

    /// The folder that holds the file.
    private var folder: String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : joined
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp.string(from: date))
        }
        return encoder
    }

    private static var decoder: JSONDecoder {
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
    }

    // MARK: - Private Methods

    /// The file's bytes and identity, `nil` when it does not exist, or why it could not be read; a failure carries
    /// the identity of a file that is broken for good, and none when it may read fine later.
    private func readBytes() -> Result<(bytes: [UInt8], identity: Identity)?, ReadFailure> {
        // O_NONBLOCK: a FIFO put in place of the file must not hang the app on open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return .success(nil) }
            var link = stat()
            if code == ELOOP, lstat(path, &link) == 0 {
                return .failure(ReadFailure("a symbolic link", identity: Identity(link)))
            }
            return .failure(ReadFailure(String(cString: strerror(code))))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(ReadFailure(String(cString: strerror(errno)))) }
        let identity = Identity(status)
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(ReadFailure("not a regular file", identity: identity))
        }
        if status.st_mode & 0o077 != 0 {
            fchmod(descriptor, 0o600)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = readChunk(from: descriptor, into: &chunk)
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
                if bytes.count > Self.maximumSize {
                    return .failure(ReadFailure("larger than 16 MiB", identity: identity))
                }
            } else if count == 0 {
                return .success((bytes, identity))
            } else if errno != EINTR {
                return .failure(ReadFailure(String(cString: strerror(errno))))
            }
        }
    }

    /// Renames a broken file to `<name>.corrupt-<seconds>[-n]`; returns the new path, or `nil` when it was not
    /// moved: this instance is read-only, the file at the path is no longer the one that was read, or the rename
    /// failed.
    private func moveAside(_ identity: Identity) -> String? {
        guard access?.isReadOnly != true else { return nil }
        var current = stat()
        guard lstat(path, &current) == 0, Identity(current) == identity else { return nil }
        let stamp = Int(now().timeIntervalSince1970)
        for attempt in 0..<100 {
            let target = "\(path).corrupt-\(stamp)" + (attempt == 0 ? "" : "-\(attempt)")
            var existing = stat()
            if lstat(target, &existing) == 0 { continue }
            if rename(path, target) == 0 {
                syncFolder()
                return target
            }
            return nil
        }
        return nil
    }

    /// Makes a rename durable by syncing the folder that holds the file.
    private func syncFolder() {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private func failure(_ operation: String, _ path: String) -> StorageError {
        StorageError(path: path, operation: operation, errno: errno)
    }
}

/// Why a file could not be read; `identity` is set when the file is broken for good and may be moved aside.
private struct ReadFailure: Error {
    let reason: String
    let identity: JSONFileIdentity?

    init(_ reason: String, identity: JSONFileIdentity? = nil) {
        self.reason = reason
        self.identity = identity
    }
}

// MARK: - System Calls

/// Reads what is available into `buffer`; the count, 0 at the end, or -1.
private func readChunk(from descriptor: Int32, into buffer: inout [UInt8]) -> Int {
    buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
}

/// Writes every byte, retrying partial writes; `false` on an error.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var remaining = bytes[...]
    while !remaining.isEmpty {
        let written = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written > 0 {
            remaining = remaining.dropFirst(written)
        } else if written < 0 && errno == EINTR {
            continue
        } else {
            return false
        }
    }
    return true
}

/// What identifies a file that was read, device and inode, so that only that file is ever moved aside.
private struct JSONFileIdentity: Equatable {
    let device: UInt
    let inode: UInt

    init(_ status: stat) {
        device = UInt(status.st_dev)
        inode = UInt(status.st_ino)
    }
}
