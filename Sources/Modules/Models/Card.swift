/// A bank card of the signed-in account.
public nonisolated struct Card: Codable, Hashable, Sendable, Identifiable {
    // MARK: - Properties

    /// The card's number in the account's list, from 1.
    public let id: Int

    /// The card's network, such as `Visa`.
    public private(set) var brand: String

    /// The last four digits of its number.
    public private(set) var lastDigits: String

    /// Whether payments with it are refused.
    public var isBlocked: Bool

    /// How the card is named on screen: `Visa •• 4242`.
    public var title: String { "\(brand) •• \(lastDigits)" }

    // MARK: - Initialization

    /// The longest brand kept, in characters.
    public static let maximumBrandLength = 24

    /// The longest brand kept, in bytes of UTF-8.
    public static let maximumBrandBytes = 96

    /// Creates a card.
    public init(id: Int, brand: String, lastDigits: String, isBlocked: Bool = false) {
        self.id = id
        self.brand = brand
        self.lastDigits = lastDigits
        self.isBlocked = isBlocked
    }

    // MARK: - Public Methods

    /// The card as read from a file, cut down to a sensible length: the brand to ``maximumBrandLength`` characters
    /// and ``maximumBrandBytes`` bytes, the digits to the last four.
    public func validated() -> Card {
        var card = self
        card.brand = brand.capped(at: Self.maximumBrandLength, bytes: Self.maximumBrandBytes)
        card.lastDigits = String(String.UnicodeScalarView(lastDigits.unicodeScalars.suffix(4)))
        return card
    }
}
