/// One change the generator makes: a new file, or new lines in a file that exists.
enum FileChange: Equatable {
    /// A new file with `contents`.
    case create(path: String, contents: String)
    /// A file that held `original` and will hold `contents`.
    case edit(path: String, original: String, contents: String)

    /// The file's path from the repository's root.
    var path: String {
        switch self {
        case .create(let path, _), .edit(let path, _, _): path
        }
    }

    /// What the file holds once the change is made.
    var contents: String {
        switch self {
        case .create(_, let contents), .edit(_, _, let contents): contents
        }
    }
}

/// Everything a generation creates and edits, worked out before anything is written, and what to do next.
struct Plan: Equatable {
    // MARK: - Properties

    /// The changes, one per file, in the order they are written.
    private(set) var changes: [FileChange] = []

    /// What the person does next, one line each, printed after the files.
    var nextSteps: [String] = []

    /// The paths of the files created, in order.
    var createdPaths: [String] {
        changes.compactMap { change in
            if case .create = change { change.path } else { nil }
        }
    }

    /// The paths of the files edited, in order.
    var editedPaths: [String] {
        changes.compactMap { change in
            if case .edit = change { change.path } else { nil }
        }
    }

    // MARK: - Public Methods

    /// The change to the file at `path`, if the plan makes one.
    func change(at path: String) -> FileChange? {
        changes.first { $0.path == path }
    }

    /// Adds a new file.
    mutating func create(_ path: String, contents: String) {
        changes.append(.create(path: path, contents: contents))
    }

    /// Sets what the file at `path` will hold, from `original`, keeping one change per file: a file the plan
    /// already creates or edits gets the new contents in that change.
    mutating func edit(_ path: String, original: String, contents: String) {
        guard let index = changes.firstIndex(where: { $0.path == path }) else {
            changes.append(.edit(path: path, original: original, contents: contents))
            return
        }
        switch changes[index] {
        case .create: changes[index] = .create(path: path, contents: contents)
        case .edit(_, let first, _): changes[index] = .edit(path: path, original: first, contents: contents)
        }
    }

    /// Adds every change and next step of `other` after this plan's.
    mutating func append(_ other: Plan) {
        for change in other.changes {
            switch change {
            case .create(let path, let contents): create(path, contents: contents)
            case .edit(let path, let original, let contents): edit(path, original: original, contents: contents)
            }
        }
        nextSteps += other.nextSteps
    }
}
