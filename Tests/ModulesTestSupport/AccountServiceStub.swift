@testable import Modules
@testable import Storage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Accounts that cannot be read just now: every lookup throws `failure`.
final class AccountServiceStub: AccountService {
    let failure: StorageError

    init(failing failure: StorageError) {
        self.failure = failure
    }

    func account(withID id: UUID) async throws(StorageError) -> Account? { throw failure }

    func account(for identifier: SignInIdentifier) async throws(StorageError) -> Account? { throw failure }

    func createAccount(identifier: SignInIdentifier, name: String) async throws(AccountError) -> Account {
        throw .storage(failure)
    }

    func rename(accountWithID id: UUID, to name: String) async throws(StorageError) { throw failure }
}
