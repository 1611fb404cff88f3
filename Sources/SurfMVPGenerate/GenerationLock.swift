#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One generation at a time in a repository: an exclusive `flock` on `.build/surfmvp-generate.lock`, taken without
/// waiting before anything is read for the plan, and held until the generator exits.
///
/// Two generations started at once would each plan on the same factory files, then each write its own version of
/// them, and one module's wiring would be lost; with the lock, the second is refused in one line and writes nothing.
/// The lock file sits in the build folder, beside SwiftPM's own, which git ignores; the lock goes with the process
/// however it ends, and the file is left for the next generation. Neither `.build` nor the file is followed if it is
/// a symbolic link, nor a lock file with other names (a hard link), so the lock is never made or changed outside the
/// repository; run as root, what it makes belongs to the repository's owner, so root generating in a user's
/// repository leaves nothing there that the user cannot change, and changes the owner of nothing it did not make.
struct GenerationLock {
    // MARK: - Properties

    /// The lock file, from the repository's root.
    static let path = ".build/surfmvp-generate.lock"

    /// The open lock file, which holds the lock while it is open.
    private let descriptor: Int32

    // MARK: - Initialization

    /// Takes the lock of the repository at `root`, making `.build` and the lock file if they are missing.
    ///
    /// - Throws: `GenerationError.generationRunning` while another generation holds it, `.symbolicLink` if `.build`
    ///   or the lock file is a link, and `.notLocked` if the lock file has other names (hard links) or the lock cannot
    ///   be taken otherwise.
    init(root: String) throws(GenerationError) {
        let repository = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard repository >= 0 else { throw Self.failure() }
        defer { close(repository) }
        let folder = try Self.openBuildFolder(in: repository)
        defer { close(folder) }
        let name = String(Self.path.dropFirst(".build/".count))
        let flags = O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        var descriptor = openat(folder, name, flags | O_CREAT | O_EXCL, 0o644)
        let isMade = descriptor >= 0
        if !isMade && errno == EEXIST {
            descriptor = openat(folder, name, flags)
        }
        guard descriptor >= 0 else { throw errno == ELOOP ? .symbolicLink(Self.path, path: Self.path) : Self.failure() }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notLocked(reason: "not a regular file")
        }
        guard status.st_nlink == 1 else {
            // A hard link: the same file is somewhere else too, perhaps outside the repository.
            close(descriptor)
            throw .notLocked(reason: "it has other names (hard links)")
        }
        if isMade, geteuid() == 0, let owner = try? Owner(of: folder) {
            fchown(descriptor, owner.user, owner.group)
        }
        var locked: Int32
        repeat {
            locked = flock(descriptor, LOCK_EX | LOCK_NB)
        } while locked != 0 && errno == EINTR
        guard locked == 0 else {
            let failure: GenerationError = errno == EWOULDBLOCK ? .generationRunning : Self.failure()
            close(descriptor)
            throw failure
        }
        self.descriptor = descriptor
    }

    // MARK: - Public Methods

    /// Lets the next generation in.
    func release() {
        close(descriptor)
    }

    // MARK: - Private Methods

    /// The build folder of `repository`, opened without following a link, made first if it is missing.
    private static func openBuildFolder(in repository: Int32) throws(GenerationError) -> Int32 {
        let isMade = mkdirat(repository, ".build", 0o755) == 0
        guard isMade || errno == EEXIST else { throw failure() }
        let folder = openat(repository, ".build", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            let failure = failure()
            throw TreeEntry(".build", in: repository) == .link ? .symbolicLink(".build", path: path) : failure
        }
        // Given its owner through its descriptor, which nothing put at its name meanwhile can be.
        if isMade, geteuid() == 0, let owner = try? Owner(of: repository) {
            fchown(folder, owner.user, owner.group)
        }
        return folder
    }

    /// The refusal for the failure `errno` names.
    private static func failure() -> GenerationError {
        .notLocked(reason: String(cString: strerror(errno)))
    }
}
