import Storage

/// The one place where a storage error becomes a service failure: the file services turn what `Storage` throws into
/// what their protocols throw with these, and nothing else in `Modules` but the `File…Service.swift` files imports
/// `Storage`.
nonisolated extension ServiceFailure {
    /// A save that failed or was refused, as the services tell it: `error` from writing or removing a state file.
    init(_ error: StorageError) {
        if error.isRefusal {
            self.init(step: .refusedSave, detail: error.reason)
        } else {
            self.init(step: .save, detail: "\(error.path): \(error.reason)")
        }
    }

    /// A state file that could not be read just now, as the services tell it: `error` from reading it.
    init(reading error: StorageError) {
        self.init(step: .read, detail: "\(error.path): \(error.reason)")
    }
}

/// A state file as the file services read and update it: a broken file reported in one line, and every failure told
/// as a ``ServiceFailure``.
nonisolated extension JSONFile where Value: StoredValue {
    /// How many times ``update(reportingTo:_:)`` reads and applies its change again when another program keeps
    /// replacing the file, before it refuses.
    static var maximumUpdateTries: Int { 10 }

    /// Reads the file for a service, reporting a broken one in one line.
    ///
    /// Returns what was found, and the version read, for a save that must keep what another program wrote since
    /// (``write(_:ifStill:)``). A broken file (moved aside where this instance may write) reads as
    /// ``Contents/broken(reason:movedTo:)``.
    ///
    /// Throws a failed read when the file could not be read just now, so that nobody writes over a file that may be
    /// fine. A read that throws reports nothing: whoever catches the failure shows it, or reports it with
    /// ``ProblemReporter/reportUnread(_:)`` when it goes on without showing it, so that one failure is one line.
    func read(reportingTo reporter: any ProblemReporter) async throws(ServiceFailure) -> Reading {
        let found: Reading
        do {
            found = try read()
        } catch {
            throw ServiceFailure(reading: error)
        }
        if case .broken(let reason, let movedTo) = found.contents {
            let outcome = movedTo.map { "moved it aside to \($0)" } ?? "left as it is"
            await reporter.report("\(name) could not be used (\(reason)); \(outcome) and went on without it.")
        }
        return found
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
        _ change: (Contents) -> Value?
    ) async throws(ServiceFailure) -> Value? {
        for _ in 0..<Self.maximumUpdateTries {
            let (contents, version) = try await read(reportingTo: reporter)
            guard let changed = change(contents) else {
                // Nothing to save, decided on what the file held: still true only if it holds that still.
                if isStill(version) { return contents.value }
                continue
            }
            do {
                if try write(changed, ifStill: version) { return changed }
            } catch {
                throw ServiceFailure(error)
            }
        }
        throw ServiceFailure(
            step: .refusedSave,
            detail: "another program kept replacing \(name) while the app saved it"
        )
    }
}
