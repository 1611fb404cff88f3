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

    /// Where the app was last quit in this session: the link of its screen, such as `cards/2`, for the next launch
    /// to go on there.
    public var place: String?

    /// The longest ``place`` kept: longer than any link the app makes.
    public static let maximumPlaceLength = 64

    // MARK: - Initialization

    /// Creates a session, at no place yet unless `place` is given.
    public init(accountID: UUID, token: String, expiresAt: Date, place: String? = nil) {
        self.accountID = accountID
        self.token = token
        self.expiresAt = expiresAt
        self.place = place
    }

    // MARK: - Public Methods

    /// The session as read from a file: its place cut to ``maximumPlaceLength``; every other value is usable as it
    /// is, since ``isValid(at:)`` refuses an expired session or a short token, and none of it is shown. (The place is
    /// only ever opened as a link is, checked first.)
    public func validated() -> Session {
        var session = self
        session.place = place.map { String($0.prefix(Self.maximumPlaceLength)) }
        return session
    }

    /// Whether the session can still be used at `date`.
    public func isValid(at date: Date) -> Bool {
        date < expiresAt && token.count >= 32
    }
}
