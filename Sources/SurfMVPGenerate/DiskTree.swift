#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The repository on disk.
///
/// Nothing is read or written through a symbolic link: the folders on the way are opened one at a time from the root,
/// none of them through a link, and a file that is a link, or has other names (hard links), is not read. A file is
/// written whole to a temporary file beside it, flushed to the disk, and only then put in place by a single rename (a
/// new file by a hard link, which never replaces anything there): whatever stops the generator, even a power cut,
/// each file is either as it was or as it is meant to be. A file is replaced, or removed, only if it still holds what
/// the generator expects, read again just before the rename, so a save made meanwhile in an editor is refused rather
/// than lost.
///
/// A replaced file keeps its owner and group, as far as this user may give them; run as root, what is new takes
/// the owner and group of the folder it is made in, so root generating in a user's repository leaves nothing there
/// that the user cannot change.
struct DiskTree: WritableFileTree {
    // MARK: - Properties

    /// The repository's root folder.
    let root: String

    // MARK: - FileTree

    func contents(of path: String) -> String? {
        try? fileText(at: path).get()
    }

    func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(absolute(path), &status) == 0
    }

    func files(under folder: String) -> [String] {
        walk(folder).paths.filter { $0.entry == .file }.map(\.path).sorted()
    }

    /// The text of the file at `path`, read only if it is a file of its own, or why it is not read.
    func fileText(at path: String) -> Result<String, WriteFailure> {
        Result { () throws(WriteFailure) -> String in
            try inFolder(of: path) { folder, name throws(WriteFailure) in try file(name, in: folder).text }
        }
    }

    /// Reads `folders` once, for a plan: each Swift file's and template's text, and what is at every path; refused
    /// at the first path the generator does not read (``TreeSnapshot`` says which), with why.
    func snapshot(of folders: [String]) throws(GenerationError) -> TreeSnapshot {
        var snapshot = TreeSnapshot()
        for folder in folders {
            let (paths, unlisted) = walk(folder)
            for (path, entry) in [(folder, entry(at: folder))] + paths where entry != .nothing {
                var status = stat()
                switch entry {
                case .link where stat(absolute(path), &status) == 0:
                    throw .unread(path: path, reason: WriteFailure.symbolicLink.reason)
                case .file where path.hasSuffix(".swift") || path.hasSuffix(".template"):
                    switch fileText(at: path) {
                    case .success(let text): snapshot.texts[path] = text
                    case .failure(let failure): throw .unread(path: path, reason: failure.reason)
                    }
                default:
                    break
                }
                snapshot.entries[path] = entry
            }
            if let first = unlisted.first { throw .unread(path: first.path, reason: first.reason) }
        }
        return snapshot
    }

    // MARK: - WritableFileTree

    func entry(at path: String) -> TreeEntry {
        var status = stat()
        guard lstat(absolute(path), &status) == 0 else { return [ENOENT, ENOTDIR].contains(errno) ? .nothing : .other }
        return TreeEntry(mode: status.st_mode)
    }

    func makeFolder(_ path: String) throws(WriteFailure) {
        try inFolder(of: path) { folder, name throws(WriteFailure) in
            guard mkdirat(folder, name, 0o755) == 0 else { throw .current() }
            guard geteuid() == 0 else { return }
            // Given its owner through a descriptor of the folder made, which nothing put at its name meanwhile can be.
            let made = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            defer { if made >= 0 { close(made) } }
            let owner = try Owner(of: folder)
            guard made >= 0, fchown(made, owner.user, owner.group) == 0 else {
                let failure = WriteFailure.current()
                unlinkat(folder, name, AT_REMOVEDIR)
                throw failure
            }
        }
    }

    func removeFolder(_ path: String) throws(WriteFailure) {
        try inFolder(of: path) { folder, name throws(WriteFailure) in
            guard unlinkat(folder, name, AT_REMOVEDIR) == 0 else { throw .current() }
        }
    }

    func writeFile(_ path: String, _ text: String, replacing expected: String?) throws(WriteFailure) {
        try inFolder(of: path) { folder, name throws(WriteFailure) in
            guard let expected else {
                let owner = geteuid() == 0 ? try Owner(of: folder) : nil
                let temporary = try writeTemporaryFile(text, mode: nil, owner: owner, beside: name, in: folder)
                do throws(WriteFailure) { try link(temporary, as: name, in: folder) } catch {
                    unlinkat(folder, temporary, 0)
                    throw error
                }
                // A second name left behind would keep the generator from reading the file ever again: it is then
                // taken back, as not written, while it is still the file written (the temporary file's inode), and
                // what is left is named.
                guard unlinkat(folder, temporary, 0) == 0 || errno == ENOENT else {
                    let reason = WriteFailure.current().reason
                    var written = stat()
                    var named = stat()
                    guard fstatat(folder, temporary, &written, AT_SYMLINK_NOFOLLOW) == 0,
                        fstatat(folder, name, &named, AT_SYMLINK_NOFOLLOW) == 0,
                        written.st_ino == named.st_ino, written.st_dev == named.st_dev, unlinkat(folder, name, 0) == 0
                    else { throw WriteFailure(reason: "\(reason); it is written, and so is \(temporary) beside it") }
                    throw WriteFailure(reason: "\(reason); \(temporary) is left beside it")
                }
                return
            }
            // The owner and mode come from the very file found to hold what was planned on, not from a name another
            // file could take meanwhile.
            let (original, status) = try file(name, in: folder)
            guard original.hasSameBytes(as: expected) else { throw .changed }
            let temporary = try writeTemporaryFile(
                text,
                mode: status.st_mode & 0o7777,
                owner: Owner(user: status.st_uid, group: status.st_gid),
                beside: name,
                in: folder
            )
            // Compared once the new text is on the disk, the last thing before the rename, so that a save made
            // while the generator ran is refused, never replaced.
            do throws(WriteFailure) {
                guard try file(name, in: folder).text.hasSameBytes(as: expected) else { throw .changed }
                guard renameat(folder, temporary, folder, name) == 0 else { throw .current() }
            } catch {
                unlinkat(folder, temporary, 0)
                throw error
            }
        }
    }

    func removeFile(_ path: String, holding expected: String) throws(WriteFailure) {
        try inFolder(of: path) { folder, name throws(WriteFailure) in
            guard try file(name, in: folder).text.hasSameBytes(as: expected) else { throw .changed }
            guard unlinkat(folder, name, 0) == 0 else { throw .current() }
        }
    }
}

// MARK: - Private Methods

private extension DiskTree {
    /// The paths a walk finds, with what is at each, and each folder it cannot list or name that is not UTF-8, with
    /// why.
    typealias Listing = (paths: [(path: String, entry: TreeEntry)], unlisted: [(path: String, reason: String)])

    /// `path` from the file system's root.
    func absolute(_ path: String) -> String {
        root + "/" + path
    }

    /// Every path under `folder`, at any depth, with what is there, and each folder that cannot be listed or name
    /// that is not UTF-8, with why: listed through descriptors, each folder opened in the one before it without
    /// following a link, so that the listing never leaves the repository.
    func walk(_ folder: String) -> Listing {
        do throws(WriteFailure) {
            let descriptor = try inFolder(of: folder) { parent, name throws(WriteFailure) in
                let opened = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard opened >= 0 else { throw .current() }
                return opened
            }
            return walk(descriptor, at: folder)
        } catch {
            return ([], entry(at: folder) == .folder ? [(folder, error.reason)] : [])
        }
    }

    /// ``walk(_:)`` of the open folder `descriptor`, at `folder`, which it closes.
    func walk(_ descriptor: Int32, at folder: String) -> Listing {
        defer { close(descriptor) }
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0, let listing = fdopendir(copy) else {
            let failure = WriteFailure.current()
            if copy >= 0 { close(copy) }
            return ([], [(folder, failure.reason)])
        }
        var names: [String] = []
        var unlisted: [(path: String, reason: String)] = []
        while true {
            // `readdir` ends the listing with nil, and an error with nil and `errno` set: a folder listed only in part
            // would hide what it declares.
            errno = 0
            guard let item = readdir(listing) else {
                if errno != 0 { unlisted.append((folder, WriteFailure.current().reason)) }
                break
            }
            let bytes = withUnsafeBytes(of: item.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                unlisted.append((folder + "/" + String(decoding: bytes, as: UTF8.self), "its name is not UTF-8"))
                continue
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(listing)
        var paths: [(path: String, entry: TreeEntry)] = []
        for name in names.sorted() {
            let path = folder + "/" + name
            // One gone since the listing is not there to see; one that cannot be looked at would go unseen.
            guard let entry = TreeEntry(name, in: descriptor) else {
                if errno != ENOENT { unlisted.append((path, WriteFailure.current().reason)) }
                continue
            }
            paths.append((path, entry))
            guard entry == .folder else { continue }
            let inner = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard inner >= 0 else {
                unlisted.append((path, WriteFailure.current().reason))
                continue
            }
            let below = walk(inner, at: path)
            paths += below.paths
            unlisted += below.unlisted
        }
        return (paths, unlisted)
    }

    /// Runs `body` with the folder that holds `path`, opened from the root one folder at a time, none of them
    /// through a link, and the name in it; a path that is not plainly below the root (an empty, `.` or `..` part, or
    /// a NUL byte) is refused.
    func inFolder<Result>(
        of path: String,
        _ body: (_ folder: Int32, _ name: String) throws(WriteFailure) -> Result
    ) throws(WriteFailure) -> Result {
        guard let components = path.partsBelowRoot, let name = components.last else {
            throw WriteFailure(reason: "not a path inside the repository")
        }
        var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw .current() }
        defer { close(folder) }
        for component in components.dropLast() {
            let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let failure = WriteFailure.current()
                throw TreeEntry(component, in: folder) == .link
                    ? WriteFailure(reason: "\(component) is a symbolic link") : failure
            }
            close(folder)
            folder = next
        }
        return try body(folder, name)
    }

    /// The text and status of the file `name` in `folder`, read only if it is a regular file of its own: never
    /// followed if it is a link, nor read if it has other names (hard links, which could be to any file), and only as
    /// UTF-8 text, never changed by a decoding.
    ///
    /// A file that is not there is one that changed while the generator ran: it looks only where it found or put one.
    func file(_ name: String, in folder: Int32) throws(WriteFailure) -> (text: String, status: stat) {
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ELOOP ? .symbolicLink : errno == ENOENT ? .changed : .current() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .current() }
        guard status.st_mode & S_IFMT == S_IFREG else { throw WriteFailure(reason: "not a regular file") }
        guard status.st_nlink == 1 else { throw .hardLinked }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count == 0 { break }
            guard count > 0 else {
                if errno == EINTR { continue }
                throw .current()
            }
            bytes += buffer[0..<count]
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw WriteFailure(reason: "not UTF-8 text") }
        return (text, status)
    }

    /// Writes `text` to a new temporary file beside `name` in `folder`, flushed to the disk; returns its name.
    ///
    /// The file gets `owner` if given and this user may give it (root any, others only their own user and their
    /// groups), then `mode` if given. Nothing is left of it if it cannot be written whole.
    func writeTemporaryFile(
        _ text: String,
        mode: mode_t?,
        owner: Owner?,
        beside name: String,
        in folder: Int32
    ) throws(WriteFailure) -> String {
        var attempt = 0
        var temporary: String
        var descriptor: Int32
        repeat {
            temporary = ".\(name).\(getpid())-\(attempt).generating"
            descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            attempt += 1
        } while descriptor < 0 && errno == EEXIST && attempt < 100
        guard descriptor >= 0 else { throw .current() }
        do throws(WriteFailure) {
            if let owner, geteuid() == 0 || owner.user == geteuid(),
                fchown(descriptor, owner.user, owner.group) != 0, errno != EPERM
            {
                throw .current()
            }
            if let mode, fchmod(descriptor, mode) != 0 { throw .current() }
            guard writeWhole(text, to: descriptor) else { throw .current() }
            guard fsync(descriptor) == 0 else { throw .current() }
        } catch {
            close(descriptor)
            unlinkat(folder, temporary, 0)
            throw error
        }
        guard close(descriptor) == 0 else {
            let failure = WriteFailure.current()
            unlinkat(folder, temporary, 0)
            throw failure
        }
        return temporary
    }

    /// Gives the file `temporary` the name `name` too, failing if anything is at `name`.
    ///
    /// A file system without hard links (FAT, some network shares) gets a rename instead, once nothing is seen there.
    func link(_ temporary: String, as name: String, in folder: Int32) throws(WriteFailure) {
        guard linkat(folder, temporary, folder, name, 0) != 0 else { return }
        let failure = WriteFailure.current()
        var status = stat()
        let isTaken = errno == EEXIST || fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 || errno != ENOENT
        guard !isTaken, renameat(folder, temporary, folder, name) == 0 else { throw failure }
    }
}

// MARK: - Entries

extension TreeEntry {
    /// What a file of `mode` is.
    init(mode: mode_t) {
        self =
            switch mode & S_IFMT {
            case S_IFDIR: .folder
            case S_IFREG: .file
            case S_IFLNK: .link
            default: .other
            }
    }

    /// What `name` in the open folder `folder` is, not followed if it is a link; nil if it cannot be looked at.
    init?(_ name: String, in folder: Int32) {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        self.init(mode: status.st_mode)
    }
}

// MARK: - Owner

/// Who owns a file or folder: its user and group.
struct Owner {
    /// The owner's user number.
    let user: uid_t
    /// The owner's group number.
    let group: gid_t
}

extension Owner {
    /// The owner of the open file or folder `descriptor`.
    init(of descriptor: Int32) throws(WriteFailure) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .current() }
        self.init(user: status.st_uid, group: status.st_gid)
    }
}

extension WriteFailure {
    /// The failure `errno` names.
    static func current() -> WriteFailure {
        WriteFailure(reason: String(cString: strerror(errno)))
    }
}

/// Writes `text` whole to `descriptor`; false, with `errno` set, if it cannot.
func writeWhole(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        bytes = bytes.dropFirst(written)
    }
    return true
}
