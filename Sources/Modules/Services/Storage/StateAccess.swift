import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who may write the state folder: the first instance on it holds an exclusive lock; a second one runs read-only.
///
/// The lock is an `flock` on `<state>/lock`, so it goes with the process however it ends, `kill -9` included.
public final class StateAccess: Sendable {
    // MARK: - Properties

    private let lockDescriptor = Mutex<Int32>(-1)
    private let readOnly = Atomic<Bool>(false)

    /// Whether saving is refused because another instance owns the folder.
    public var isReadOnly: Bool { readOnly.load(ordering: .relaxed) }

    // MARK: - Initialization

    /// Creates access that may write until `acquireLock(in:)` says otherwise.
    public init() {}

    deinit {
        let descriptor = lockDescriptor.withLock { $0 }
        if descriptor >= 0 { close(descriptor) }
    }

    // MARK: - Public Methods

    /// Takes the folder's lock; returns `false`, and turns read-only, when another instance holds it or the lock
    /// cannot be taken at all (a folder that cannot be written is read-only anyway).
    @discardableResult
    public func acquireLock(in directory: String) -> Bool {
        let path = directory.hasSuffix("/") ? directory + "lock" : directory + "/lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            readOnly.store(true, ordering: .relaxed)
            return false
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            readOnly.store(true, ordering: .relaxed)
            return false
        }
        lockDescriptor.withLock { $0 = descriptor }
        return true
    }
}
