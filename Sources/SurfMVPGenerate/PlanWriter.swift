#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a plan into the repository on disk, all of it or nothing: if a write fails half-way, every file it created
/// is removed, every folder it made is removed, and every file it edited gets its old text back.
struct PlanWriter {
    // MARK: - Properties

    /// The repository's root folder.
    let root: String

    // MARK: - Public Methods

    /// Writes every change of `plan`, in order.
    ///
    /// - Throws: `GenerationError.wouldOverwrite` if a file to create appeared since planning and
    ///   `.changedSincePlanning` if a file to edit changed since, both before anything is written; `.writeFailed`
    ///   after undoing what was written.
    func write(_ plan: Plan) throws(GenerationError) {
        for change in plan.changes {
            switch change {
            case .create(let path, _) where exists(path):
                throw .wouldOverwrite(path: path)
            case .edit(let path, let original, _) where DiskTree(root: root).contents(of: path) != original:
                throw .changedSincePlanning(path: path)
            default:
                break
            }
        }
        var undo = Undo()
        for change in plan.changes {
            do throws(WriteError) {
                try write(change, recordingIn: &undo)
            } catch {
                undo.run(in: self)
                throw .writeFailed(path: change.path, reason: error.reason)
            }
        }
    }
}

// MARK: - Private Methods

private extension PlanWriter {
    /// A failed system call: what failed, for the one line.
    struct WriteError: Error {
        let reason: String

        /// The error `errno` names.
        static func current() -> WriteError {
            WriteError(reason: String(cString: strerror(errno)))
        }
    }

    /// What to undo, newest first.
    struct Undo {
        private var steps: [(PlanWriter) -> Void] = []

        /// Remembers how to undo the step just taken.
        mutating func add(_ step: @escaping (PlanWriter) -> Void) {
            steps.append(step)
        }

        /// Undoes every step taken, the last first.
        func run(in writer: PlanWriter) {
            for step in steps.reversed() {
                step(writer)
            }
        }
    }

    /// `path` from the file system's root.
    func absolute(_ path: String) -> String {
        root + "/" + path
    }

    /// Whether anything, even a dangling link, is at `path`.
    func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(absolute(path), &status) == 0
    }

    /// Makes `change`, after the folders it needs, recording in `undo` how to take each step back.
    func write(_ change: FileChange, recordingIn undo: inout Undo) throws(WriteError) {
        switch change {
        case .create(let path, let contents):
            try makeFolders(for: path, recordingIn: &undo)
            try writeFile(path, contents, creating: true)
            undo.add { unlink($0.absolute(path)) }
        case .edit(let path, let original, let contents):
            undo.add { try? $0.writeFile(path, original, creating: false) }
            try writeFile(path, contents, creating: false)
        }
    }

    /// Makes every missing folder above `path`, outermost first.
    func makeFolders(for path: String, recordingIn undo: inout Undo) throws(WriteError) {
        let components = path.split(separator: "/").dropLast()
        var folder = ""
        for component in components {
            folder += folder.isEmpty ? String(component) : "/" + component
            guard !exists(folder) else { continue }
            guard mkdir(absolute(folder), 0o755) == 0 else { throw .current() }
            let made = folder
            undo.add { rmdir($0.absolute(made)) }
        }
    }

    /// Writes `text` to the file at `path`: a new file, never one that is there, when `creating` (removed again if it
    /// cannot be written whole); otherwise the existing file, in place, keeping its mode.
    func writeFile(_ path: String, _ text: String, creating: Bool) throws(WriteError) {
        let flags = O_WRONLY | O_CLOEXEC | O_NOFOLLOW | (creating ? O_CREAT | O_EXCL : O_TRUNC)
        let descriptor = open(absolute(path), flags, 0o644)
        guard descriptor >= 0 else { throw .current() }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else {
                let error = WriteError.current()
                if creating { unlink(absolute(path)) }
                throw error
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// `write(2)`, named apart from `PlanWriter.write(_:)`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
