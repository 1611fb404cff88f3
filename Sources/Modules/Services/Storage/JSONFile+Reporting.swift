extension JSONFile {
    /// The file's value, or `nil` when it is absent or unreadable; an unreadable file is reported in one line.
    func read(reportingTo reporter: any ProblemReporter) async -> Value? {
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
            await reporter.report("\(name) could not be read (\(reason)) nor moved aside; going on without it.")
            return nil
        }
    }
}
