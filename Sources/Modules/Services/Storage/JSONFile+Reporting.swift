extension JSONFile {
    /// The file's value, or `nil` when it is absent or broken (a broken file is reported in one line and moved
    /// aside); throws when it could not be read just now, so that nobody writes over a file that may be fine.
    func read(reportingTo reporter: any ProblemReporter) async throws(StorageError) -> Value? {
        switch read() {
        case .absent:
            return nil
        case .value(let value):
            return value
        case .unreadable(let reason, let movedTo?):
            await reporter.report(
                "\(name) could not be read (\(reason)); moved it aside to \(movedTo) and went on without it."
            )
            return nil
        case .unreadable(let reason, nil):
            await reporter.report("\(name) could not be read (\(reason)); left as it is and went on without it.")
            return nil
        case .failed(let reason):
            await reporter.report("\(name) could not be read just now (\(reason)); left as it is.")
            throw StorageError(path: path, operation: "read", reason: reason)
        }
    }
}
