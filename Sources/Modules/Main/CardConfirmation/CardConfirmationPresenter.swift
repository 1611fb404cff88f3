/// Makes a confirmed change to a card with the card service.
@MainActor
final class CardConfirmationPresenter: CardConfirmationModuleOutput {
    // MARK: - CardConfirmationModuleOutput

    var onCompleted: ((CardChange) -> Void)?
    var onCancel: (() -> Void)?

    // MARK: - Properties

    weak var view: (any CardConfirmationViewInput)?

    private let cardService: any CardService
    private var change: CardChange?

    // MARK: - Initialization

    init(cardService: any CardService) {
        self.cardService = cardService
    }
}

// MARK: - CardConfirmationModuleInput

extension CardConfirmationPresenter: CardConfirmationModuleInput {
    func configureModule(with change: CardChange) {
        self.change = change
    }
}

// MARK: - CardConfirmationViewOutput

extension CardConfirmationPresenter: CardConfirmationViewOutput {
    func viewLoaded() {
        guard let change else { return }
        let title = change.card.title
        switch change {
        case .block:
            view?.configure(
                title: "Block \(title)?",
                message: "Payments with it will be refused.",
                confirmTitle: "Block"
            )
        case .unblock:
            view?.configure(
                title: "Unblock \(title)?",
                message: "Payments with it will work again.",
                confirmTitle: "Unblock"
            )
        case .remove:
            view?.configure(
                title: "Remove \(title)?",
                message: "It leaves this account for good.",
                confirmTitle: "Remove"
            )
        }
    }

    func confirm() async {
        guard let change else { return }
        do {
            switch change {
            case .block(let card): _ = try await cardService.setBlocked(true, cardID: card.id)
            case .unblock(let card): _ = try await cardService.setBlocked(false, cardID: card.id)
            case .remove(let card): try await cardService.removeCard(withID: card.id)
            }
            onCompleted?(change)
        } catch {
            view?.showError(error.userMessage)
        }
    }

    func cancel() {
        onCancel?()
    }
}
