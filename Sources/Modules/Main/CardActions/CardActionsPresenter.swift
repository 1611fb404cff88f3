/// Offers Block or Unblock by the card's state, Remove and Cancel, and reports the choice.
@MainActor
final class CardActionsPresenter: CardActionsModuleOutput {
    private enum Action {
        case toggleBlock, remove, cancel
    }

    // MARK: - CardActionsModuleOutput

    var onBlockToggle: ((Card) -> Void)?
    var onRemove: ((Card) -> Void)?
    var onCancel: (() -> Void)?

    // MARK: - Properties

    weak var view: (any CardActionsViewInput)?

    private let actions: [Action] = [.toggleBlock, .remove, .cancel]
    private var card: Card?
}

// MARK: - CardActionsModuleInput

extension CardActionsPresenter: CardActionsModuleInput {
    func configureModule(with card: Card) {
        self.card = card
    }
}

// MARK: - CardActionsViewOutput

extension CardActionsPresenter: CardActionsViewOutput {
    func viewLoaded() {
        guard let card else { return }
        view?.configure(title: card.title, actions: [card.isBlocked ? "Unblock" : "Block", "Remove", "Cancel"])
    }

    func selectAction(at index: Int) {
        guard let card, actions.indices.contains(index) else { return }
        switch actions[index] {
        case .toggleBlock: onBlockToggle?(card)
        case .remove: onRemove?(card)
        case .cancel: onCancel?()
        }
    }

    func cancel() {
        onCancel?()
    }
}
