import Storage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps the subscription in `profile-<account>.json`; the name lives with the account in `accounts.json`.
///
/// Edits kept when the app quit before they were saved wait in the same file until the profile is next edited.
public nonisolated final class FileProfileService: ProfileService {
    /// What the profile file holds.
    struct Stored: StoredValue {
        var subscription: Profile.Subscription
        var draft: Draft?

        /// The contents as read from the file, with a kept draft's name cut down to the longest one the app accepts.
        func validated() -> Stored {
            var stored = self
            stored.draft = draft?.validated()
            return stored
        }
    }

    /// Unsaved edits of the name and the subscription.
    struct Draft: Codable, Sendable {
        var name: String
        var subscription: Profile.Subscription

        /// The draft as read from the file, its name cut down to the longest one the app accepts.
        func validated() -> Draft {
            var draft = self
            draft.name = name.cappedAsName()
            return draft
        }
    }

    // MARK: - Properties

    private let directory: StateDirectory
    private let sessions: any SessionService
    private let accounts: any AccountService
    private let reporter: any ProblemReporter
    private let now: @Sendable () -> Date

    // MARK: - Initialization

    /// Creates the service on `directory`, for whoever `sessions` says is signed in.
    public init(
        directory: StateDirectory,
        sessions: any SessionService,
        accounts: any AccountService,
        reporter: any ProblemReporter,
        now: @escaping @Sendable () -> Date
    ) {
        self.directory = directory
        self.sessions = sessions
        self.accounts = accounts
        self.reporter = reporter
        self.now = now
    }

    // MARK: - ProfileService

    public func profile() async throws(ProfileError) -> Profile {
        let (account, file) = try await signedInAccount()
        let stored: Stored?
        do {
            stored = try await file.read(reportingTo: reporter).contents.value
        } catch {
            throw .unavailable(error)
        }
        return Profile(name: account.name, identifier: account.identifier, subscription: stored?.subscription ?? .free)
    }

    public func save(_ profile: Profile) async throws(ProfileError) {
        let (account, file) = try await signedInAccount()
        // The profile file first, the name after it: when the name cannot be saved, a subscription that did not
        // change needs no undoing, so an edit of the name alone is saved whole or not at all.
        var saved = Profile.Subscription.free
        do {
            _ = try await file.update(reportingTo: reporter) { contents in
                saved = contents.value?.subscription ?? .free
                return Stored(subscription: profile.subscription, draft: nil)
            }
        } catch {
            throw .unavailable(error)
        }
        guard profile.name != account.name else { return }
        do {
            try await accounts.rename(accountWithID: account.id, to: profile.name)
        } catch let nameError {
            guard saved != profile.subscription else { throw .unavailable(nameError) }
            // Put back, so that nothing is saved; when that fails too, the error says which half was.
            do {
                try file.write(Stored(subscription: saved, draft: nil))
            } catch {
                throw .onlySubscriptionSaved(nameError)
            }
            throw .unavailable(nameError)
        }
    }

    public func keepDraft(_ profile: Profile) async throws(ProfileError) {
        // The account the edits were made on, found by its identifier: its session may have ended meanwhile.
        let account: Account?
        do {
            account = try await accounts.account(for: profile.identifier)
        } catch {
            throw .unavailable(error)
        }
        guard let account else { throw .signedOut }
        let file = profileFile(of: account)
        do {
            _ = try await file.update(reportingTo: reporter) { contents in
                var stored = contents.value ?? Stored(subscription: .free)
                stored.draft = Draft(name: profile.name, subscription: profile.subscription)
                return stored
            }
        } catch {
            throw .unavailable(error)
        }
    }

    public func takeKeptDraft() async -> Profile? {
        let account: Account
        let file: JSONFile<Stored>
        do {
            (account, file) = try await signedInAccount()
        } catch {
            if case .unavailable(let unread) = error { await reporter.reportUnread(unread) }
            return nil
        }
        var draft: Draft?
        // Taken even when the file cannot be written: the edits are shown, and kept again on the next quit.
        do {
            _ = try await file.update(reportingTo: reporter) { contents in
                draft = contents.value?.draft
                guard var stored = contents.value, draft != nil else { return nil }
                stored.draft = nil
                return stored
            }
        } catch  where error.step == .read {
            await reporter.reportUnread(error)
        } catch {
            // Not written: the edits are shown all the same.
        }
        guard let draft else { return nil }
        return Profile(name: draft.name, identifier: account.identifier, subscription: draft.subscription)
    }

    // MARK: - Private Methods

    private func signedInAccount() async throws(ProfileError) -> (Account, JSONFile<Stored>) {
        guard let session = await sessions.currentSession() else { throw .signedOut }
        let account: Account?
        do {
            account = try await accounts.account(withID: session.accountID)
        } catch {
            throw .unavailable(error)
        }
        guard let account else { throw .signedOut }
        return (account, profileFile(of: account))
    }

    private func profileFile(of account: Account) -> JSONFile<Stored> {
        directory.jsonFile("profile-\(account.id.uuidString).json", now: now)
    }
}
