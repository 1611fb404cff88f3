import Storage

nonisolated extension JSONFile {
    /// What a reported read found.
    enum Loaded: Sendable {
        /// There is no such file: nothing was ever saved.
        case absent
        /// The file's value.
        case value(Value)
        /// The file was broken and has been reported (and moved aside, where this instance may write).
        case broken

        /// The value, or `nil` when the file is absent or broken.
        var value: Value? {
            guard case .value(let value) = self else { return nil }
            return value
        }
    }

    /// How many times ``update(reportingTo:_:)`` reads and applies its change again when another program keeps
    /// replacing the file, before it refuses.
    static var maximumUpdateTries: Int { 10 }

    /// The file's value, or `nil` when it is absent or broken (a broken file is reported in one line and moved
    /// aside); throws when it could not be read just now, so that nobody writes over a file that may be fine.
    ///
    /// A read that throws reports nothing: whoever catches the error shows it, or reports it with
    /// ``ProblemReporter/reportUnread(_:)`` when it goes on without showing it, so that one failure is one line.
    func read(reportingTo reporter: any ProblemReporter) async throws(StorageError) -> Value? {
        try await load(reportingTo: reporter).value
    }

    /// Like ``read(reportingTo:)``, but tells a file that was never there from one that was broken, for a caller
    /// whose defaults are only for the first.
    func load(reportingTo reporter: any ProblemReporter) async throws(StorageError) -> Loaded {
        try await loadVersion(reportingTo: reporter).0
    }

    /// Like ``load(reportingTo:)``, with the version read, for a save that must keep what another program wrote
    /// since (``write(_:ifStill:)``).
    func loadVersion(reportingTo reporter: any ProblemReporter) async throws(StorageError) -> (Loaded, Version) {
        let (contents, version) = readVersion()
        switch contents {
        case .absent:
            return (.absent, version)
        case .value(let value):
            return (.value(value), version)
        case .unreadable(let reason, let movedTo?):
            await reporter.report(
                "\(name) could not be used (\(reason)); moved it aside to \(movedTo) and went on without it."
            )
            return (.broken, version)
        case .unreadable(let reason, nil):
            await reporter.report("\(name) could not be used (\(reason)); left as it is and went on without it.")
            return (.broken, version)
        case .failed(let reason):
            throw StorageError(path: path, operation: "read", reason: reason)
        }
    }

    /// Applies `change` to the file as it is now and saves the result, keeping what another program saved meanwhile.
    ///
    /// `change` gets what a read found and returns the value to save, or `nil` to save nothing; it may run more than
    /// once. When another program replaced the file between the read and the save (checked just before the rename,
    /// or after `change` when it saves nothing), nothing is written and it all runs again on what is there now, so
    /// that neither change is lost; after ``maximumUpdateTries`` the save is refused. Returns what was saved, or
    /// what was read when `change` saved nothing.
    func update(
        reportingTo reporter: any ProblemReporter,
        _ change: (Loaded) -> Value?
    ) async throws(StorageError) -> Value? {
        for _ in 0..<Self.maximumUpdateTries {
            let (loaded, version) = try await loadVersion(reportingTo: reporter)
            guard let changed = change(loaded) else {
                // Nothing to save, decided on what the file held: still true only if it holds that still.
                if isStill(version) { return loaded.value }
                continue
            }
            if try write(changed, ifStill: version) { return changed }
        }
        throw StorageError(
            refusingToSave: path,
            because: "another program kept replacing \(name) while the app saved it"
        )
    }
}
