#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Who is signed in, with the token that proves it and when it stops being valid.
public nonisolated struct Session: Codable, Hashable, Sendable {
    // MARK: - Properties

    /// How long a session lasts after sign-in.
    public static let lifetime: TimeInterval = 30 * 24 * 60 * 60

    /// The signed-in account.
    public let accountID: UUID

    /// A random token of 256 bits, in hex.
    public let token: String

    /// When the session ends.
    public let expiresAt: Date

    // MARK: - Initialization

    /// Creates a session.
    public init(accountID: UUID, token: String, expiresAt: Date) {
        self.accountID = accountID
        self.token = token
        self.expiresAt = expiresAt
    }

    // MARK: - Public Methods

    /// The session as read from a file: every value is usable as it is, since ``isValid(at:)`` refuses an expired
    /// session or a short token, and none of it is shown.
    public func validated() -> Session {
        self
    }

    /// Whether the session can still be used at `date`.
    public func isValid(at date: Date) -> Bool {
        date < expiresAt && token.count >= 32
    }
}
