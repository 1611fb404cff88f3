/// Loads the cards each time the list shows, and reports the one picked.
@MainActor
final class CardListPresenter: CardListModuleOutput {
    // MARK: - CardListModuleOutput

    var onCardSelect: ((Card) -> Void)?

    // MARK: - Properties

    /// The screen this presenter shows its state on, held weakly: the screen keeps the presenter as
    /// ``CardListView/output``.
    weak var view: (any CardListViewInput)?

    private let cardService: any CardService
    private var cards: [Card] = []

    // MARK: - Initialization

    /// Creates a presenter that reads the account's cards from `cardService`.
    init(cardService: any CardService) {
        self.cardService = cardService
    }
}

// MARK: - CardListViewOutput

extension CardListPresenter: CardListViewOutput {
    func viewWillAppear() async {
        do {
            cards = try await cardService.cards()
        } catch {
            cards = []
            view?.showUnavailable(error.userMessage)
            return
        }
        view?.configure(with: cards)
    }

    func selectCard(at index: Int) {
        guard cards.indices.contains(index) else { return }
        onCardSelect?(cards[index])
    }
}
