import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The state folder held open for the app's lifetime, and whether this instance may write it.
///
/// The folder is opened once, as a descriptor, by walking its path one component at a time (``FolderWalk``: no
/// folder or symbolic link of another user on the way), and every file in it is opened relative to that descriptor
/// without following symbolic links. Only a folder this user owns that nobody else can write is written to, and only
/// while this instance holds the folder's lock: an `flock` on `<state>/lock`, which goes with the process however it
/// ends, `kill -9` included. Before every save the lock and the folder are checked, by the same walk, to still be the
/// ones at that path, so deleting `lock` or the whole folder never lets two instances write side by side; and the
/// folder held is checked, through its descriptor, to be still this user's alone: opened to others while the app runs
/// (a stray `chmod -R`), it may hold files they planted, and this instance turns read-only.
public nonisolated final class StateAccess: Sendable {
    /// Why this instance saves nothing.
    public enum ReadOnlyReason: Error, Sendable, Equatable {
        /// Another instance holds the folder's lock.
        case anotherInstance
        /// The folder is on a read-only file system.
        case readOnlyFileSystem
        /// The folder belongs to another user.
        case notYours(owner: UInt32)
        /// Other users may write the folder (such as `/tmp`), so they could plant or replace files.
        case writableByOthers(mode: UInt32)
        /// The path is not a folder.
        case notAFolder
        /// A folder or symbolic link on the way belongs to another user, or others may write a folder on the way: which
        /// one, and why.
        case unsafePath(String)
        /// The folder could not be made or opened.
        case unusable(String)
        /// The lock file could not be taken, for a reason other than another instance.
        case lockUnavailable(String)
        /// The lock or the folder was replaced while this instance ran, and another instance holds it now.
        case takenOver

        /// One line that says why nothing is saved, naming the folder.
        public func message(folder: String) -> String {
            switch self {
            case .anotherInstance:
                "another surfmvp is running on \(folder); this one is read-only: look around, nothing is saved."
            case .readOnlyFileSystem:
                "\(folder) is on a read-only file system; this surfmvp is read-only and saves nothing."
            case .notYours(let owner):
                "\(folder) belongs to another user (uid \(owner)); this surfmvp is read-only and saves nothing there."
            case .writableByOthers(let mode):
                "\(folder) can be written by other users (mode \(String(mode & 0o7777, radix: 8))); this surfmvp is "
                    + "read-only: pass a folder only you can write, such as --state-dir ~/.local/state/surfmvp."
            case .notAFolder:
                "\(folder) is not a folder; this surfmvp is read-only and saves nothing."
            case .unsafePath(let reason):
                "\(folder) is not used: \(reason); this surfmvp is read-only and saves nothing."
            case .unusable(let reason):
                "\(folder) cannot be used (\(reason)); this surfmvp is read-only and saves nothing."
            case .lockUnavailable(let reason):
                "the lock in \(folder) cannot be taken (\(reason)); this surfmvp is read-only and saves nothing."
            case .takenOver:
                "\(folder) or its lock was replaced while this surfmvp ran and another surfmvp holds it now; this one "
                    + "is read-only from now on."
            }
        }

        /// The line every screen shows while this lasts, under its header.
        public var banner: String {
            "Read-only, nothing is saved: \(cause)."
        }

        /// Why a save was refused, in words that open a sentence a person is told.
        var saveRefusal: String {
            switch self {
            case .anotherInstance: "\(cause), so this one saves nothing"
            case .unsafePath(let reason), .unusable(let reason), .lockUnavailable(let reason): "\(cause) (\(reason))"
            case .takenOver: "\(cause) while this one ran"
            default: cause
            }
        }

        /// What is wrong, in a few words.
        private var cause: String {
            switch self {
            case .anotherInstance: "another surfmvp held this state folder at launch"
            case .readOnlyFileSystem: "the state folder is on a read-only file system"
            case .notYours: "the state folder belongs to another user"
            case .writableByOthers: "other users can write the state folder"
            case .notAFolder: "the state path is not a folder"
            case .unsafePath: "another user could change where the state folder's path leads"
            case .unusable: "the state folder cannot be used"
            case .lockUnavailable: "the state folder's lock cannot be taken"
            case .takenOver: "another surfmvp took over the state folder"
            }
        }
    }

    /// What this instance holds: the folder and lock descriptors and their identities.
    private struct Held {
        var isOpened = false
        var folder: Int32 = -1
        var folderIdentity: FileIdentity?
        var lock: Int32 = -1
        var lockIdentity: FileIdentity?
        var readOnlyReason: ReadOnlyReason?
    }

    // MARK: - Properties

    /// The folder's path, as given.
    public let path: String

    private let held = Mutex(Held())

    /// Why this instance saves nothing, or `nil` while it may write; opens the folder first if needed.
    public var readOnlyReason: ReadOnlyReason? { prepare() }

    /// Whether saving is refused.
    public var isReadOnly: Bool { readOnlyReason != nil }

    // MARK: - Initialization

    /// Names the state folder at `path`; nothing is opened or created until it is first used or `prepare()` is called.
    public init(path: String) {
        self.path = path
    }

    deinit {
        held.withLock { held in
            if held.lock >= 0 { close(held.lock) }
            if held.folder >= 0 { close(held.folder) }
        }
    }

    // MARK: - Public Methods

    /// Opens the folder, making it (0700) and its parents if missing, and takes its lock.
    ///
    /// Returns why this instance is read-only, or `nil` when it may write; later calls return the first answer.
    @discardableResult
    public func prepare() -> ReadOnlyReason? {
        held.withLock { held in
            if !held.isOpened { Self.prepare(path, into: &held) }
            return held.readOnlyReason
        }
    }

    // MARK: - Internal Methods

    /// Runs `body` with a descriptor of the folder to read from, and whether this instance may write it; `nil` when
    /// there is no folder to read.
    func reading<Result: Sendable>(_ body: (Int32, Bool) -> Result) -> Result? {
        held.withLock { held -> Result? in
            if !held.isOpened { Self.prepare(path, into: &held) }
            // The path still leads to the folder held, as a plain `stat` says at once: read it. Anything else is
            // looked at the careful way, walking the path.
            var atPath = stat()
            if held.folder >= 0, stat(path, &atPath) == 0, FileIdentity(atPath) == held.folderIdentity {
                return body(held.folder, held.readOnlyReason == nil)
            }
            if case .success(let current) = FolderWalk.openFolder(path, makingMissing: false) {
                defer { close(current.descriptor) }
                if FileIdentity(current.status) != held.folderIdentity {
                    // The folder was replaced under this instance: read what is there now, changing nothing.
                    return body(current.descriptor, false)
                }
            }
            guard held.folder >= 0 else { return nil }
            return body(held.folder, held.readOnlyReason == nil)
        }
    }

    /// Runs `body` with a descriptor of the folder to write to, after checking that this instance still holds the
    /// folder's lock; throws, and runs nothing, when it does not.
    ///
    /// A folder or lock that was removed (or replaced) while the app ran is taken again only when nobody else holds
    /// it, which is safe because every save reads the file again before writing it; otherwise this instance turns
    /// read-only from then on.
    func writing<Result: Sendable>(
        _ file: String,
        _ body: (Int32) throws(StorageError) -> Result
    ) throws(StorageError) -> Result {
        try held.withLock { held throws(StorageError) -> Result in
            if !held.isOpened { Self.prepare(path, into: &held) }
            if held.readOnlyReason == nil, let code = Self.confirmStillHeld(path, in: &held) {
                throw StorageError(path: path, operation: "open", errno: code)
            }
            if let reason = held.readOnlyReason {
                throw StorageError(refusingToSave: file, because: reason.saveRefusal)
            }
            return try body(held.folder)
        }
    }

    // MARK: - Private Methods

    /// Opens (or makes) the folder and takes its lock, recording why not in `held.readOnlyReason`.
    private static func prepare(_ path: String, into held: inout Held) {
        held.isOpened = true
        switch openFolder(path) {
        case .failure(let failure):
            held.readOnlyReason = failure.reason
            // A folder that may not be written can still be read (a second instance looks around), unless the way to
            // it is refused.
            if case .success(let folder) = FolderWalk.openFolder(path, makingMissing: false) {
                held.folder = folder.descriptor
                held.folderIdentity = FileIdentity(folder.status)
            }
        case .success(let (descriptor, identity)):
            held.folder = descriptor
            held.folderIdentity = identity
            switch takeLock(in: descriptor) {
            case .success(let (lock, lockIdentity)):
                held.lock = lock
                held.lockIdentity = lockIdentity
            case .failure(let reason):
                held.readOnlyReason = reason
            }
        }
    }

    /// Checks that the folder at `path` and its lock are still the ones held; takes them again when they were
    /// replaced and nobody else holds them, and turns read-only when somebody does.
    ///
    /// Returns the system's error when the check itself failed for a passing reason (out of descriptors, say): that
    /// save fails, and this instance stays as it was.
    private static func confirmStillHeld(_ path: String, in held: inout Held) -> Int32? {
        let folderMoved: Bool
        switch FolderWalk.openFolder(path, makingMissing: false) {
        case .success(let current):
            folderMoved = FileIdentity(current.status) != held.folderIdentity
            close(current.descriptor)
        case .failure(let failure):
            if let code = failure.passingError { return code }
            folderMoved = true
        }
        if !folderMoved {
            // A folder opened to others while the app runs (a stray `chmod -R`) may hold files they planted: nothing
            // in it is this user's alone any more.
            var folder = stat()
            guard fstat(held.folder, &folder) == 0 else { return errno }
            if let problem = problem(withFolder: folder, isMade: false) {
                held.readOnlyReason = problem
                return nil
            }
            var lock = stat()
            let lockMoved =
                fstatat(held.folder, "lock", &lock, AT_SYMLINK_NOFOLLOW) != 0
                || FileIdentity(lock) != held.lockIdentity
            guard lockMoved else { return nil }
            switch takeLock(in: held.folder) {
            case .success(let (descriptor, identity)):
                close(held.lock)
                held.lock = descriptor
                held.lockIdentity = identity
            case .failure(let reason):
                held.readOnlyReason = reason == .anotherInstance ? .takenOver : reason
            }
            return nil
        }
        switch openFolder(path) {
        case .failure(let failure):
            if let code = failure.passingError { return code }
            held.readOnlyReason = failure.reason
        case .success(let (folder, folderIdentity)):
            switch takeLock(in: folder) {
            case .success(let (lock, lockIdentity)):
                close(held.lock)
                close(held.folder)
                held.folder = folder
                held.folderIdentity = folderIdentity
                held.lock = lock
                held.lockIdentity = lockIdentity
            case .failure(let reason):
                close(folder)
                held.readOnlyReason = reason == .anotherInstance ? .takenOver : reason
            }
        }
        return nil
    }

    /// Opens the folder through ``FolderWalk``, making it and its parents (0700) when missing, and checks that this
    /// user owns it.
    ///
    /// A folder that others can write is refused; only a folder made here is ever chmodded.
    private static func openFolder(_ path: String) -> Result<(Int32, FileIdentity), FolderWalk.Failure> {
        let folder: FolderWalk.Folder
        switch FolderWalk.openFolder(path, makingMissing: true) {
        case .failure(let failure): return .failure(failure)
        case .success(let opened): folder = opened
        }
        let status = folder.status
        var problem = problem(withFolder: status, isMade: folder.isMade)
        if problem == nil, folder.isMade, status.st_mode & 0o077 != 0, fchmod(folder.descriptor, 0o700) != 0 {
            problem = reason(forErrno: errno)
        }
        if let problem {
            close(folder.descriptor)
            return .failure(FolderWalk.Failure(reason: problem, passingError: nil))
        }
        return .success((folder.descriptor, FileIdentity(status)))
    }

    /// Why a folder with `status` is not one to write: another user's, or one others may write (unless this instance
    /// has just made it, and makes it 0700 next); `nil` when it is this user's alone.
    private static func problem(withFolder status: stat, isMade: Bool) -> ReadOnlyReason? {
        if status.st_uid != geteuid() { return .notYours(owner: UInt32(status.st_uid)) }
        if status.st_mode & 0o022 != 0 && !isMade { return .writableByOthers(mode: UInt32(status.st_mode)) }
        return nil
    }

    /// Opens `lock` in the folder without following a link, checks that it is this user's own plain file, and locks
    /// it without waiting.
    private static func takeLock(in folder: Int32) -> Result<(Int32, FileIdentity), ReadOnlyReason> {
        let descriptor = openat(folder, "lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            return .failure(
                errno == ELOOP ? .lockUnavailable("it is a symbolic link") : reason(forErrno: errno, isLock: true)
            )
        }
        var status = stat()
        let problem: String? =
            if fstat(descriptor, &status) != 0 {
                String(cString: strerror(errno))
            } else if status.st_mode & S_IFMT != S_IFREG {
                "it is not a plain file"
            } else if status.st_nlink != 1 {
                "it has other hard links"
            } else if status.st_uid != geteuid() {
                "it belongs to another user"
            } else {
                nil
            }
        if let problem {
            close(descriptor)
            return .failure(.lockUnavailable(problem))
        }
        if status.st_mode & 0o077 != 0 {
            fchmod(descriptor, 0o600)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let failure: ReadOnlyReason =
                errno == EWOULDBLOCK ? .anotherInstance : .lockUnavailable(String(cString: strerror(errno)))
            close(descriptor)
            return .failure(failure)
        }
        return .success((descriptor, FileIdentity(status)))
    }

    private static func reason(forErrno code: Int32, isLock: Bool = false) -> ReadOnlyReason {
        switch code {
        case EROFS: .readOnlyFileSystem
        case ENOTDIR: .notAFolder
        default: isLock ? .lockUnavailable(String(cString: strerror(code))) : .unusable(String(cString: strerror(code)))
        }
    }
}

/// What identifies a file: its device and inode.
nonisolated struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
}
