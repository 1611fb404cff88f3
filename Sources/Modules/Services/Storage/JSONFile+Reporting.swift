nonisolated extension JSONFile {
    /// What a reported read found.
    enum Loaded: Sendable {
        /// There is no such file: nothing was ever saved.
        case absent
        /// The file's value.
        case value(Value)
        /// The file was broken and has been reported (and moved aside, where this instance may write).
        case broken
    }

    /// The file's value, or `nil` when it is absent or broken (a broken file is reported in one line and moved
    /// aside); throws when it could not be read just now, so that nobody writes over a file that may be fine.
    func read(reportingTo reporter: any ProblemReporter) async throws(StorageError) -> Value? {
        guard case .value(let value) = try await load(reportingTo: reporter) else { return nil }
        return value
    }

    /// Like ``read(reportingTo:)``, but tells a file that was never there from one that was broken, for a caller
    /// whose defaults are only for the first.
    func load(reportingTo reporter: any ProblemReporter) async throws(StorageError) -> Loaded {
        switch read() {
        case .absent:
            return .absent
        case .value(let value):
            return .value(value)
        case .unreadable(let reason, let movedTo?):
            await reporter.report(
                "\(name) could not be used (\(reason)); moved it aside to \(movedTo) and went on without it."
            )
            return .broken
        case .unreadable(let reason, nil):
            await reporter.report("\(name) could not be used (\(reason)); left as it is and went on without it.")
            return .broken
        case .failed(let reason):
            await reporter.report("\(name) could not be read just now (\(reason)); left as it is.")
            throw StorageError(path: path, operation: "read", reason: reason)
        }
    }
}
