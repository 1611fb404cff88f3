import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps the accounts in `accounts.json`, seeded with the demo account (`demo@example.com`, "Demo User").
///
/// Lookups use what was last read or written; every change reads the file again, applies itself and writes, so a
/// save never writes a stale copy of the list over accounts saved in the meantime.
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

    public func account(withID id: UUID) async throws(StorageError) -> Account? {
        try await accounts().first { $0.id == id }
    }

    public func account(for identifier: SignInIdentifier) async throws(StorageError) -> Account? {
        try await accounts().first { $0.identifier == identifier }
    }

    public func createAccount(identifier: SignInIdentifier, name: String) async throws(AccountError) -> Account {
        var all: [Account]
        do {
            all = try await storedAccounts()
        } catch {
            throw .storage(error)
        }
        guard !all.contains(where: { $0.identifier == identifier }) else { throw .alreadyExists }
        let account = Account(identifier: identifier, name: name, createdAt: now())
        all.append(account)
        do {
            try file.write(all)
        } catch {
            throw .storage(error)
        }
        cache.withLock { $0 = all }
        return account
    }

    public func rename(accountWithID id: UUID, to name: String) async throws(StorageError) {
        var all = try await storedAccounts()
        guard let index = all.firstIndex(where: { $0.id == id }) else { return }
        all[index].name = name
        try file.write(all)
        cache.withLock { $0 = all }
    }

    // MARK: - Private Methods

    /// The accounts last read or written, reading them the first time.
    private func accounts() async throws(StorageError) -> [Account] {
        if let cached = cache.withLock({ $0 }) { return cached }
        return try await storedAccounts()
    }

    /// The accounts as the file has them now, with the demo account added when it is missing; throws, and writes
    /// nothing, when the file could not be read just now.
    private func storedAccounts() async throws(StorageError) -> [Account] {
        var all = try await file.read(reportingTo: reporter) ?? []
        if let demoIdentifier = Self.demoIdentifier, !all.contains(where: { $0.identifier == demoIdentifier }) {
            all.insert(Account(identifier: demoIdentifier, name: "Demo User", createdAt: now()), at: 0)
            do {
                try file.write(all)
            } catch {
                await reporter.report(
                    "The demo account could not be saved (\(error.summary)); it exists for this run only."
                )
            }
        }
        cache.withLock { $0 = all }
        return all
    }
}
