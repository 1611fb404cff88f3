#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The accounts known to this device.
public nonisolated protocol AccountService: Sendable {
    /// The account with `id`, if any; throws when the accounts could not be read just now.
    func account(withID id: UUID) async throws(ServiceFailure) -> Account?

    /// The account that signs in with `identifier`, if any; throws when the accounts could not be read just now.
    func account(for identifier: SignInIdentifier) async throws(ServiceFailure) -> Account?

    /// Creates and stores an account; fails if `identifier` already has one.
    func createAccount(identifier: SignInIdentifier, name: String) async throws(AccountError) -> Account

    /// Changes an account's name and saves it.
    func rename(accountWithID id: UUID, to name: String) async throws(ServiceFailure)
}

/// Why an account could not be created.
public nonisolated enum AccountError: Error, Sendable, Equatable {
    /// The identifier already has an account.
    case alreadyExists
    /// The accounts could not be read or saved.
    case unavailable(ServiceFailure)
}
