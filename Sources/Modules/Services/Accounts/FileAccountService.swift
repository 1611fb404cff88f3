import Storage
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps the accounts in `accounts.json`, seeded with the demo account (`demo@example.com`, "Demo User").
///
/// Lookups use what was last read or written; every change reads the file again, applies itself and writes, so a
/// save never writes a stale copy of the list over accounts saved in the meantime, by this app or by another program
/// that replaced the file between the read and the save (the change then runs again on the new file).
public nonisolated final class FileAccountService: AccountService {
    // MARK: - Properties

    /// The account every installation starts with.
    public static let demoIdentifier = SignInIdentifier("demo@example.com")

    private let file: JSONFile<[Account]>
    private let reporter: any ProblemReporter
    private let now: @Sendable () -> Date
    private let cache = Mutex<[Account]?>(nil)

    // MARK: - Initialization

    /// Creates the service on `directory`.
    public init(directory: StateDirectory, reporter: any ProblemReporter, now: @escaping @Sendable () -> Date) {
        file = directory.jsonFile("accounts.json", now: now)
        self.reporter = reporter
        self.now = now
    }

    // MARK: - AccountService

    public func account(withID id: UUID) async throws(ServiceFailure) -> Account? {
        try await accounts().first { $0.id == id }
    }

    public func account(for identifier: SignInIdentifier) async throws(ServiceFailure) -> Account? {
        try await accounts().first { $0.identifier == identifier }
    }

    public func createAccount(identifier: SignInIdentifier, name: String) async throws(AccountError) -> Account {
        let account = Account(identifier: identifier, name: name, createdAt: now())
        var exists = false
        let saved: [Account]?
        do {
            saved = try await file.update(reportingTo: reporter) { contents in
                var all = withDemoAccount(contents.value ?? [])
                exists = all.contains { $0.identifier == identifier }
                guard !exists else { return nil }
                all.append(account)
                return all
            }
        } catch {
            throw .unavailable(error)
        }
        guard !exists, let saved else { throw .alreadyExists }
        cache.withLock { $0 = saved }
        return account
    }

    public func rename(accountWithID id: UUID, to name: String) async throws(ServiceFailure) {
        var renamed = false
        let saved = try await file.update(reportingTo: reporter) { contents in
            var all = withDemoAccount(contents.value ?? [])
            renamed = false
            guard let index = all.firstIndex(where: { $0.id == id }) else { return nil }
            all[index].name = name
            renamed = true
            return all
        }
        if renamed, let saved { cache.withLock { $0 = saved } }
    }

    // MARK: - Private Methods

    /// The accounts last read or written, reading them the first time.
    private func accounts() async throws(ServiceFailure) -> [Account] {
        if let cached = cache.withLock({ $0 }) { return cached }
        return try await storedAccounts()
    }

    /// The accounts as the file has them now, with the demo account added when it is missing; throws, and writes
    /// nothing, when the file could not be read just now.
    private func storedAccounts() async throws(ServiceFailure) -> [Account] {
        let (contents, version) = try await file.read(reportingTo: reporter)
        let all = withDemoAccount(contents.value ?? [])
        if all.count != contents.value?.count {
            do {
                // Not saved over a file another program wrote since the read: the next change adds it there.
                _ = try file.write(all, ifStill: version)
            } catch {
                let failure = ServiceFailure(error)
                await reporter.report(
                    "The demo account could not be saved (\(failure.detail)); it exists for this run only."
                )
            }
        }
        cache.withLock { $0 = all }
        return all
    }

    /// `accounts` with the demo account first when it is missing.
    private func withDemoAccount(_ accounts: [Account]) -> [Account] {
        guard let demoIdentifier = Self.demoIdentifier, !accounts.contains(where: { $0.identifier == demoIdentifier })
        else { return accounts }
        return [Account(identifier: demoIdentifier, name: "Demo User", createdAt: now())] + accounts
    }
}

// MARK: - StoredValue

/// Read back with the synthesized `Codable`, then ``Account/validated()``.
extension Account: StoredValue {}
