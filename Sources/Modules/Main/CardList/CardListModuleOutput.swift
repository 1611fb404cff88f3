/// What the CardList module reports to its coordinator.
@MainActor
public protocol CardListModuleOutput: AnyObject {
    /// A card was picked.
    var onCardSelect: ((Card) -> Void)? { get set }
}
