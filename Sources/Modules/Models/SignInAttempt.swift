#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One round of signing in as it is kept between launches: when a code went to an identifier and how many wrong
/// codes were typed for it — never the code itself.
public nonisolated struct SignInAttempt: Codable, Hashable, Sendable {
    // MARK: - Properties

    /// Whom the code was sent to.
    public let identifier: SignInIdentifier

    /// When the code was sent.
    public let codeSentAt: Date

    /// How many wrong codes were typed for it.
    public let wrongCodes: Int

    // MARK: - Initialization

    /// Creates the record of a code sent at `codeSentAt`.
    public init(identifier: SignInIdentifier, codeSentAt: Date, wrongCodes: Int = 0) {
        self.identifier = identifier
        self.codeSentAt = codeSentAt
        self.wrongCodes = wrongCodes
    }

    // MARK: - Public Methods

    /// The attempt as read from a file; throws when its identifier is not one the app would have made (see
    /// ``SignInIdentifier/validated()``).
    public func validated() throws -> SignInAttempt {
        _ = try identifier.validated()
        return self
    }
}
