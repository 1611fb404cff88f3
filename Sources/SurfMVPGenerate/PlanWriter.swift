/// Writes a plan into a tree, all of it or nothing.
///
/// Every path is checked before anything is written: a folder on the way, or the file itself, that is a symbolic
/// link is refused, so nothing is ever written outside the repository. Each file is then written whole by the tree,
/// an edited one only if it still holds what was planned on, compared again just before it is replaced, so a save
/// made meanwhile in an editor is never written over. If a write fails, or a signal asks the generator to stop,
/// every file it created is removed, every folder it made is removed, and every file it edited gets its old text
/// back; but a file that no longer holds what the generator wrote in it (saved since in an editor) is left as it is,
/// and named among those not undone.
struct PlanWriter {
    // MARK: - Properties

    /// Where the plan is written.
    let tree: any WritableFileTree

    /// The signal that has asked the generator to stop since writing began, if one has; looked at before each file
    /// and after the last.
    var pendingSignal: () -> Int32? = { nil }

    // MARK: - Public Methods

    /// Writes every change of `plan`, in order.
    ///
    /// - Throws: before anything is written, `GenerationError.symbolicLink` or `.outsideRepository` for a path that
    ///   would lead out of the repository, `.wouldOverwrite` if a file to create appeared since planning,
    ///   `.changedSincePlanning` if a file to edit changed since and `.unread` if it cannot be read; after undoing
    ///   what was written, `.writeFailed` (`WriteFailure.changed` for a file to edit that changed while others were
    ///   written) or `.interrupted`.
    func write(_ plan: Plan) throws(GenerationError) {
        for change in plan.changes {
            try checkWay(to: change.path)
            switch change {
            case .create(let path, _) where tree.entry(at: path) != .nothing:
                throw .wouldOverwrite(path: path)
            case .edit(let path, let original, _):
                switch tree.fileText(at: path) {
                case .success(let text) where text.hasSameBytes(as: original): break
                case .failure(let failure) where failure != .changed: throw .unread(path: path, reason: failure.reason)
                default: throw .changedSincePlanning(path: path)
                }
            default:
                break
            }
        }
        var undo = Undo()
        for change in plan.changes {
            try stopIfAsked(undoing: undo)
            do throws(WriteFailure) {
                try write(change, recordingIn: &undo)
            } catch {
                throw .writeFailed(path: change.path, reason: error.reason, notUndone: undo.run(on: tree))
            }
        }
        try stopIfAsked(undoing: undo)
    }
}

// MARK: - Private Methods

private extension PlanWriter {
    /// What to undo, newest first.
    struct Undo {
        private var steps: [(path: String, step: (any WritableFileTree) throws(WriteFailure) -> Void)] = []

        /// Remembers how to undo the step just taken on `path`.
        mutating func add(_ path: String, _ step: @escaping (any WritableFileTree) throws(WriteFailure) -> Void) {
            steps.append((path, step))
        }

        /// Undoes every step taken, the last first; returns the paths it could not put back.
        func run(on tree: any WritableFileTree) -> [String] {
            var failed: [String] = []
            for (path, step) in steps.reversed() {
                do throws(WriteFailure) {
                    try step(tree)
                } catch {
                    failed.append(path)
                }
            }
            return failed
        }
    }

    /// Refuses `path` if it is not plainly below the root, or if a folder on the way to it, or the file itself, is a
    /// symbolic link; what is not there yet will be made as a folder.
    func checkWay(to path: String) throws(GenerationError) {
        guard let components = path.partsBelowRoot else { throw .outsideRepository(path: path) }
        var way = ""
        for component in components {
            way += (way.isEmpty ? "" : "/") + component
            switch tree.entry(at: way) {
            case .link: throw .symbolicLink(way, path: path)
            case .folder: continue
            case .nothing, .file, .other: return
            }
        }
    }

    /// Undoes everything and throws `.interrupted` if a signal has asked the generator to stop.
    func stopIfAsked(undoing undo: Undo) throws(GenerationError) {
        guard let signal = pendingSignal() else { return }
        throw .interrupted(signal: signal, notUndone: undo.run(on: tree))
    }

    /// Makes `change`, after the folders it needs, recording in `undo` how to take each step back.
    func write(_ change: FileChange, recordingIn undo: inout Undo) throws(WriteFailure) {
        switch change {
        case .create(let path, let contents):
            try makeFolders(for: path, recordingIn: &undo)
            try tree.writeFile(path, contents, replacing: nil)
            undo.add(path) { tree throws(WriteFailure) in try tree.removeFile(path, holding: contents) }
        case .edit(let path, let original, let contents):
            try tree.writeFile(path, contents, replacing: original)
            undo.add(path) { tree throws(WriteFailure) in try tree.writeFile(path, original, replacing: contents) }
        }
    }

    /// Makes every missing folder above `path`, outermost first.
    func makeFolders(for path: String, recordingIn undo: inout Undo) throws(WriteFailure) {
        var folder = ""
        for component in (path.partsBelowRoot ?? []).dropLast() {
            folder += (folder.isEmpty ? "" : "/") + component
            guard tree.entry(at: folder) == .nothing else { continue }
            try tree.makeFolder(folder)
            let made = folder
            undo.add(made) { tree throws(WriteFailure) in try tree.removeFolder(made) }
        }
    }
}
