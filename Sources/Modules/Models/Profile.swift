/// What the Profile tab shows and edits.
public nonisolated struct Profile: Hashable, Sendable {
    /// The account's plan.
    public enum Subscription: String, Codable, Sendable, CaseIterable {
        /// The free plan, or the premium one.
        case free, premium

        /// The plan's name on screen.
        public var title: String {
            switch self {
            case .free: "Free"
            case .premium: "Premium"
            }
        }
    }

    // MARK: - Properties

    /// The name the app greets the person by.
    public var name: String

    /// The sign-in identifier; not editable.
    public let identifier: SignInIdentifier

    /// The plan.
    public var subscription: Subscription

    // MARK: - Initialization

    /// Creates a profile.
    public init(name: String, identifier: SignInIdentifier, subscription: Subscription) {
        self.name = name
        self.identifier = identifier
        self.subscription = subscription
    }
}
