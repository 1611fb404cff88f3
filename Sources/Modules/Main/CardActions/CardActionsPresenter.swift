/// Offers Block or Unblock by the card's state, Remove and Cancel, and reports the change picked.
@MainActor
final class CardActionsPresenter: CardActionsModuleOutput {
    // MARK: - CardActionsModuleOutput

    var onChangeRequested: ((CardChange) -> Void)?
    var onCancel: (() -> Void)?

    // MARK: - Properties

    /// The alert this presenter shows the card's actions on, held weakly: the alert keeps the presenter as
    /// ``AlertView/output``.
    weak var view: (any AlertViewInput)?

    private var card: Card?
}

// MARK: - CardActionsModuleInput

extension CardActionsPresenter: CardActionsModuleInput {
    func configureModule(with card: Card) {
        self.card = card
    }
}

// MARK: - AlertViewOutput

extension CardActionsPresenter: AlertViewOutput {
    func viewLoaded() {
        guard let card else { return }
        view?.configure(
            with: AlertModel(
                title: card.title,
                message: "What would you like to do with this card?",
                actions: [card.isBlocked ? .unblock : .block, .remove, .cancel]
            )
        )
    }

    func pick(_ action: AlertAction) {
        guard let card else { return }
        switch action {
        case .block: onChangeRequested?(.block(card))
        case .unblock: onChangeRequested?(.unblock(card))
        case .remove: onChangeRequested?(.remove(card))
        case .cancel: onCancel?()
        default: break
        }
    }
}

// MARK: - Actions

/// The actions this alert offers, told apart by value when one is picked.
private extension AlertAction {
    static let block = AlertAction("Block")
    static let unblock = AlertAction("Unblock")
    static let remove = AlertAction("Remove")
    static let cancel = AlertAction("Cancel", isCancel: true)
}
