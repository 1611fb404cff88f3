/// A bank card of the signed-in account.
public nonisolated struct Card: Codable, Hashable, Sendable, Identifiable {
    // MARK: - Properties

    /// The card's number in the account's list, from 1.
    public let id: Int

    /// The card's network, such as `Visa`.
    public let brand: String

    /// The last four digits of its number.
    public let lastDigits: String

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

    /// Decodes a card, cutting a stored brand and digits down to a sensible length.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        let storedBrand = try container.decode(String.self, forKey: .brand)
        brand = storedBrand.capped(at: Self.maximumBrandLength, bytes: Self.maximumBrandBytes)
        lastDigits = String(
            String.UnicodeScalarView(try container.decode(String.self, forKey: .lastDigits).unicodeScalars.suffix(4))
        )
        isBlocked = try container.decode(Bool.self, forKey: .isBlocked)
    }
}
