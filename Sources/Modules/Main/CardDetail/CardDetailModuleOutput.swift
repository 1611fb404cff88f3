/// What the CardDetail module reports to its coordinator.
@MainActor
public protocol CardDetailModuleOutput: AnyObject {
    /// The person asked for the card's actions.
    var onActions: ((Card) -> Void)? { get set }

    /// The card is not on the account (any more); the screen has said so.
    var onCardMissing: (() -> Void)? { get set }
}
