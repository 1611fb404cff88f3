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

    /// Decodes an account, cutting a stored name down to the longest one the app accepts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        identifier = try container.decode(SignInIdentifier.self, forKey: .identifier)
        name = try container.decode(String.self, forKey: .name).cappedAsName()
        createdAt = try container.decode(Date.self, forKey: .createdAt)
    }
}
