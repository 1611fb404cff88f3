/// Asks to confirm a change to a card, and makes it with the card service when confirmed.
@MainActor
final class CardConfirmationPresenter: CardConfirmationModuleOutput {
    // MARK: - CardConfirmationModuleOutput

    var onCompleted: ((CardChange) -> Void)?
    var onCancel: (() -> Void)?

    // MARK: - Properties

    /// The alert this presenter asks for confirmation on, held weakly: the alert keeps the presenter as
    /// ``AlertView/output``.
    weak var view: (any AlertViewInput)?

    private let cardService: any CardService
    private var change: CardChange?

    // MARK: - Initialization

    /// Creates a presenter that makes the confirmed change with `cardService`.
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

// MARK: - AlertViewOutput

extension CardConfirmationPresenter: AlertViewOutput {
    func viewLoaded() {
        guard let change else { return }
        view?.configure(with: Self.alert(confirming: change))
    }

    func pick(_ action: AlertAction) async {
        if action.isCancel {
            onCancel?()
        } else {
            await confirm()
        }
    }
}

// MARK: - Private Methods

private extension CardConfirmationPresenter {
    /// The question for `change`, whose confirming action is labelled with the change itself.
    static func alert(confirming change: CardChange) -> AlertModel {
        let title = change.card.title
        switch change {
        case .block:
            return AlertModel(
                title: "Block \(title)?",
                message: "Payments with it will be refused.",
                actions: [AlertAction("Block"), .cancel]
            )
        case .unblock:
            return AlertModel(
                title: "Unblock \(title)?",
                message: "Payments with it will work again.",
                actions: [AlertAction("Unblock"), .cancel]
            )
        case .remove:
            return AlertModel(
                title: "Remove \(title)?",
                message: "It leaves this account for good.",
                actions: [AlertAction("Remove"), .cancel]
            )
        }
    }

    /// What is said once `change` is made.
    static func confirmation(of change: CardChange) -> String {
        switch change {
        case .block(let card): "\(card.title) is blocked."
        case .unblock(let card): "\(card.title) is unblocked."
        case .remove(let card): "\(card.title) is removed from this account."
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
            view?.showMessage(Self.confirmation(of: change))
            onCompleted?(change)
        } catch {
            view?.showError(error.userMessage)
        }
    }
}

// MARK: - Actions

/// The action that leaves the card as it is.
private extension AlertAction {
    static let cancel = AlertAction("Cancel", isCancel: true)
}
