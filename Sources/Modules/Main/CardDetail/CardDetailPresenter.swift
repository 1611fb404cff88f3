/// Loads the card each time it shows, so a change made in an alert is there when the alert goes.
@MainActor
final class CardDetailPresenter: CardDetailModuleOutput {
    // MARK: - CardDetailModuleOutput

    var onActions: ((Card) -> Void)?
    var onCardMissing: (() -> Void)?

    // MARK: - Properties

    /// The screen this presenter shows its state on, held weakly: the screen keeps the presenter as
    /// ``CardDetailView/output``.
    weak var view: (any CardDetailViewInput)?

    private let cardService: any CardService
    private var cardID: Int?
    private var card: Card?

    // MARK: - Initialization

    /// Creates a presenter that reads the card from `cardService`.
    init(cardService: any CardService) {
        self.cardService = cardService
    }
}

// MARK: - CardDetailModuleInput

extension CardDetailPresenter: CardDetailModuleInput {
    func configureModule(with cardID: Int) {
        self.cardID = cardID
    }
}

// MARK: - CardDetailViewOutput

extension CardDetailPresenter: CardDetailViewOutput {
    func viewWillAppear() async {
        guard let cardID else { return }
        do {
            let cards = try await cardService.cards()
            guard let card = cards.first(where: { $0.id == cardID }) else {
                return reportMissing(.noSuchCard(cardID))
            }
            self.card = card
            view?.configure(with: card)
        } catch {
            reportMissing(error)
        }
    }

    func showActions() {
        guard let card else { return }
        onActions?(card)
    }
}

// MARK: - Private Methods

private extension CardDetailPresenter {
    func reportMissing(_ error: CardError) {
        view?.showError(error.userMessage)
        onCardMissing?()
    }
}
