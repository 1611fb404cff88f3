/// A change to a card that needs confirming.
public nonisolated enum CardChange: Sendable, Equatable {
    /// Block the card: it stays on the account and can be unblocked.
    case block(Card)
    /// Unblock the card.
    case unblock(Card)
    /// Remove the card from the account.
    case remove(Card)

    /// The card the change is about.
    public var card: Card {
        switch self {
        case .block(let card), .unblock(let card), .remove(let card): card
        }
    }
}
