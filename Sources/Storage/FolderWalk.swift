#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens a folder by walking its path one component at a time, so that no other user can lead it elsewhere.
///
/// The rule is OpenSSH's `safe_path`, with symbolic links resolved as systemd's `chase` does. The walk starts at `/`,
/// or at the working folder for a relative path (where the user chose to be: checked only as the folder the first
/// component is in), and opens each component relative to the folder before it, never letting the system follow a
/// link. Every folder it goes through must belong to this user or to root, and must not be writable by others unless
/// it is sticky (such as `/tmp`) and the component in it belongs to this user or to root, who alone may then rename or
/// replace it. A symbolic link is followed only when it belongs to this user or to root: its text is walked the same
/// way, from `/` or from the link's folder, and at most 32 links are followed in all. `..` goes up to the folder
/// above, which is then checked like any other, and a folder on the way that may be searched but not read is walked
/// by name. Root is held to the same rule: another user's link or folder on the way is refused.
///
/// Missing folders are made (0700) with `mkdirat` in the folder before them, only for components of the path as
/// given (never where a link leads) and only in a folder that passed the rule, so nothing is ever made in a folder of
/// another user. The folder at the end is handed back open, for the caller's own checks: it is exactly what the path
/// led to, never opened again by path.
nonisolated enum FolderWalk {
    /// Why a path is refused, or cannot be walked.
    typealias Reason = StateAccess.ReadOnlyReason

    /// The folder a walk ended on.
    struct Folder {
        /// Its descriptor, open for reading; the caller closes it.
        let descriptor: Int32

        /// Its status, from the descriptor.
        let status: stat

        /// Whether this walk made it.
        let isMade: Bool
    }

    /// Why a walk stopped.
    struct Failure: Error, Equatable {
        /// What to tell, naming the component at fault.
        let reason: Reason

        /// The system's error when it says nothing about the path (out of descriptors or memory, an I/O error), so
        /// that the same walk may succeed later; `nil` when the path itself is at fault.
        let passingError: Int32?

        /// The path refused, `why` naming the folder or link at fault.
        static func refusal(_ why: String) -> Failure {
            Failure(reason: .unsafePath(why), passingError: nil)
        }

        /// The system's error `code`, told as `reason`.
        static func system(_ reason: Reason, _ code: Int32) -> Failure {
            let isPassing = [EMFILE, ENFILE, ENOMEM, EIO, EINTR].contains(code)
            return Failure(reason: reason, passingError: isPassing ? code : nil)
        }

        /// `what` failed with the system's error `code`.
        static func system(_ what: String, _ code: Int32) -> Failure {
            system(.unusable("\(what): \(String(cString: strerror(code)))"), code)
        }
    }

    /// One component still to walk.
    private struct Step {
        /// Its name in the folder before it: never empty, never `.`.
        let name: String

        /// Whether it is made when missing.
        let mayMake: Bool

        /// The link whose text it comes from, for messages; `nil` for the path as given.
        let link: String?

        /// The components of `path` to walk, the first last, so that `popLast()` takes them in order.
        static func steps(of path: String, mayMake: Bool, link: String?) -> [Step] {
            var steps: [Step] = []
            for name in path.split(separator: "/") where name != "." {
                steps.append(Step(name: String(name), mayMake: mayMake, link: link))
            }
            steps.reverse()
            return steps
        }
    }

    /// A walk under way: the folder reached so far, held open until it is handed over, and what is left to walk.
    private final class Walk {
        /// The last folder reached that could be opened; `-1` once handed over.
        private var current: Int32

        /// The names walked below `current` through folders that may be searched but not read (mode 0711, say).
        ///
        /// Such a folder has no descriptor, so it is reached by name from `current`: each name was checked as it was
        /// walked (a folder, or `..`, never a link), and only this user or root can change it, so the system resolves
        /// these names as the walk did.
        private var below: [String] = []

        /// The folder reached so far as messages show it: `/`, `.` (the working folder) or the path walked to it.
        private var here: String

        /// The components still to walk, the next one last.
        private var steps: [Step]

        private var links = 0
        private var isMade = false

        /// Starts at `/`, or at the working folder for a relative `path`.
        init(path: String, makingMissing: Bool) throws(Failure) {
            here = path.hasPrefix("/") ? "/" : "."
            steps = Step.steps(of: path, mayMake: makingMissing, link: nil)
            current = open(here, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard current >= 0 else { throw .system("\(shown(here)) cannot be opened", errno) }
        }

        deinit {
            if current >= 0 { close(current) }
        }

        /// Walks every component left, then hands the folder reached over to the caller.
        func finish() throws(Failure) -> Folder {
            while let step = steps.popLast() {
                isMade = false
                if step.name != ".." {
                    try take(step)
                } else if let last = below.last, last != ".." {
                    below.removeLast()
                    here = joined("..")
                } else {
                    let above = openat(current, path(of: ".."), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                    if above < 0 && errno == EACCES {
                        below.append("..")
                        here = joined("..")
                    } else {
                        try move(to: above, error: errno, shown: joined(".."), step)
                    }
                }
            }
            if !below.isEmpty {
                let folder = openat(current, path(of: nil), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                try move(to: folder, error: errno, shown: here, Step(name: here, mayMake: false, link: nil))
            }
            var status = stat()
            guard fstat(current, &status) == 0 else { throw .system("\(shown(here)) cannot be checked", errno) }
            defer { current = -1 }
            return Folder(descriptor: current, status: status, isMade: isMade)
        }

        /// Checks the folder reached so far, then goes into `step` in it: made if missing and allowed, followed if a
        /// trusted link.
        private func take(_ step: Step) throws(Failure) {
            let name = joined(step.name)
            let entryPath = path(of: step.name)
            var folder = stat()
            let checked =
                below.isEmpty ? fstat(current, &folder) : fstatat(current, path(of: nil), &folder, AT_SYMLINK_NOFOLLOW)
            guard checked == 0 else { throw .system("\(shown(here)) cannot be checked", errno) }
            if !isTrusted(folder.st_uid) {
                throw .refusal("\(shown(here)) belongs to another user (uid \(folder.st_uid))")
            }
            let isShared = folder.st_mode & 0o022 != 0
            if isShared && folder.st_mode & S_ISVTX == 0 {
                let mode = String(folder.st_mode & 0o7777, radix: 8)
                throw .refusal("\(shown(here)) can be written by other users (mode \(mode))")
            }
            var next = openat(current, entryPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT && step.mayMake {
                if mkdirat(current, entryPath, 0o700) == 0 {
                    isMade = true
                    // A restrictive umask must not leave a folder the app made unusable on the way down. Nobody else
                    // can replace it in between: the folder it is in passed the rule above.
                    fchmodat(current, entryPath, 0o700, 0)
                } else if errno != EEXIST {
                    throw failure(making: name, step, errno)
                }
                next = openat(current, entryPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            let code = errno
            var entry = stat()
            if next >= 0 {
                guard fstat(next, &entry) == 0 else {
                    let code = errno
                    close(next)
                    throw .system("\(name) cannot be checked", code)
                }
            } else if fstatat(current, entryPath, &entry, AT_SYMLINK_NOFOLLOW) != 0 {
                throw failure(opening: name, step, code)
            }
            if next < 0 && entry.st_mode & S_IFMT == S_IFLNK {
                return try follow(step, named: name, entry)
            }
            if isShared && !isTrusted(entry.st_uid) {
                if next >= 0 { close(next) }
                throw .refusal(
                    "\(name) belongs to another user (uid \(entry.st_uid)) in \(shown(here)), which others can write"
                )
            }
            if next >= 0 {
                try move(to: next, error: 0, shown: name, step)
            } else if code == EACCES && entry.st_mode & S_IFMT == S_IFDIR && !steps.isEmpty {
                // A folder to search but not read, on the way: walked into by name.
                below.append(step.name)
                here = name
            } else {
                throw failure(opening: name, step, code)
            }
        }

        /// Follows `step`, a symbolic link whose status is `entry`, when this user or root owns it.
        private func follow(_ step: Step, named name: String, _ entry: stat) throws(Failure) {
            guard isTrusted(entry.st_uid) else {
                throw .refusal("\(name) is a symbolic link owned by another user (uid \(entry.st_uid))")
            }
            links += 1
            guard links <= linkLimit else {
                throw Failure(
                    reason: .unusable("\(name) leads through more than \(linkLimit) symbolic links"),
                    passingError: nil
                )
            }
            guard let text = readLink(step.name) else {
                throw Failure(reason: .unusable("\(name) is a symbolic link that cannot be read"), passingError: nil)
            }
            steps += Step.steps(of: text, mayMake: false, link: name)
            if text.hasPrefix("/") {
                let root = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                try move(to: root, error: errno, shown: "/", step)
            }
        }

        /// Makes `descriptor`, just opened for `step`, the folder reached so far; fails with `code` when it is `-1`.
        private func move(to descriptor: Int32, error code: Int32, shown name: String, _ step: Step) throws(Failure) {
            guard descriptor >= 0 else { throw failure(opening: name, step, code) }
            close(current)
            current = descriptor
            below = []
            here = name
        }

        /// The text of the symbolic link `name` in the current folder, or `nil` when it cannot be read, is empty, is
        /// too long to be a path or is not UTF-8.
        private func readLink(_ name: String) -> String? {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
            let count = readlinkat(current, path(of: name), &buffer, buffer.count)
            guard count > 0 && count < buffer.count else { return nil }
            return String(validating: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        /// Why `name`, for `step`, could not be made.
        private func failure(making name: String, _ step: Step, _ code: Int32) -> Failure {
            guard code != EROFS else { return .system(.readOnlyFileSystem, code) }
            return .system(isLast(step) ? "it could not be made" : "\(name) could not be made", code)
        }

        /// Why `name`, for `step`, could not be opened as a folder.
        private func failure(opening name: String, _ step: Step, _ code: Int32) -> Failure {
            switch code {
            case EROFS: .system(.readOnlyFileSystem, code)
            case ENOTDIR where isLast(step): .system(.notAFolder, code)
            case ENOTDIR: .system(.unusable("\(name) is not a folder"), code)
            case ENOENT:
                .system(
                    .unusable(
                        step.link.map { "\(name), where \($0) leads, does not exist" } ?? "\(name) does not exist"
                    ),
                    code
                )
            default:
                isLast(step)
                    ? .system(.unusable(String(cString: strerror(code))), code)
                    : .system("\(name) cannot be opened", code)
            }
        }

        /// The path from `current` of `name` in the folder reached so far, or of that folder itself when `nil`.
        private func path(of name: String?) -> String {
            var path = ""
            for part in below {
                path += path.isEmpty ? part : "/" + part
            }
            guard let name else { return path }
            return path.isEmpty ? name : path + "/" + name
        }

        /// Whether `step` is the state folder itself, as the path names it.
        private func isLast(_ step: Step) -> Bool {
            steps.isEmpty && step.link == nil && step.name != ".."
        }

        /// `name` in the folder reached so far, as messages show it.
        private func joined(_ name: String) -> String {
            switch here {
            case "/": "/" + name
            case ".": name
            default: here + "/" + name
            }
        }
    }

    // MARK: - Properties

    /// How many symbolic links one walk follows at most (Linux itself gives up after 40).
    static let linkLimit = 32

    // MARK: - Internal Methods

    /// Opens the folder at `path`, making missing folders of the path when `makingMissing`; or says, in a few words
    /// that name the component at fault, why not.
    static func openFolder(_ path: String, makingMissing: Bool) -> Result<Folder, Failure> {
        Result { () throws(Failure) -> Folder in
            try Walk(path: path, makingMissing: makingMissing).finish()
        }
    }

    // MARK: - Private Methods

    /// Whether something owned by `owner` is safe to trust: this user's own, or root's.
    private static func isTrusted(_ owner: uid_t) -> Bool {
        owner == geteuid() || owner == 0
    }

    /// The folder `here` as a person reads it.
    private static func shown(_ here: String) -> String {
        here == "." ? "the working folder" : here
    }
}
