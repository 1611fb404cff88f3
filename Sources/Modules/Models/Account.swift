#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A person's account: who they are and what they sign in with.
public nonisolated struct Account: Codable, Hashable, Sendable, Identifiable {
    // MARK: - Properties

    /// A stable random identifier.
    public let id: UUID

    /// The e-mail or phone the account signs in with.
    public let identifier: SignInIdentifier

    /// The name the app greets the person by.
    public var name: String

    /// When the account was created.
    public let createdAt: Date

    // MARK: - Initialization

    /// Creates an account.
    public init(id: UUID = UUID(), identifier: SignInIdentifier, name: String, createdAt: Date) {
        self.id = id
        self.identifier = identifier
        self.name = name
        self.createdAt = createdAt
    }

    // MARK: - Public Methods

    /// The account as read from a file: the name cut down to the longest one the app accepts; throws when the
    /// identifier is not one the app would have made (see ``SignInIdentifier/validated()``).
    public func validated() throws -> Account {
        var account = self
        account.name = name.cappedAsName()
        _ = try identifier.validated()
        return account
    }
}
