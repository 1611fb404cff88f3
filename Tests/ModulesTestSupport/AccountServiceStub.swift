@testable import Modules

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Accounts that cannot be read just now: every lookup throws `failure`.
final class AccountServiceStub: AccountService {
    let failure: ServiceFailure

    init(failing failure: ServiceFailure) {
        self.failure = failure
    }

    func account(withID id: UUID) async throws(ServiceFailure) -> Account? { throw failure }

    func account(for identifier: SignInIdentifier) async throws(ServiceFailure) -> Account? { throw failure }

    func createAccount(identifier: SignInIdentifier, name: String) async throws(AccountError) -> Account {
        throw .unavailable(failure)
    }

    func rename(accountWithID id: UUID, to name: String) async throws(ServiceFailure) { throw failure }
}
