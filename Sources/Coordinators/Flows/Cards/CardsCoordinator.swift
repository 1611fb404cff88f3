import Modules

/// Card list → Card → Actions (Block/Unblock, Remove, Cancel) → confirmation → the list updated and saved.
///
/// Links: `cards` shows the list, `cards/<id>` the card.
final class CardsCoordinator: BaseCoordinator {
    // MARK: - Properties

    private let router: any Router
    private let factory: any CardsModuleFactory
    private var shownCardID: Int?

    // MARK: - Initialization

    /// Creates the Cards flow, which shows the modules `factory` makes with `router`, over the tab's stack.
    init(router: any Router, factory: any CardsModuleFactory) {
        self.router = router
        self.factory = factory
        super.init()
    }

    // MARK: - Coordinator

    /// Shows the card list as the tab's root screen.
    override func start() {
        showCardList()
    }

    /// The card on screen (its actions or a confirmation over it included), else the list.
    override var currentLink: DeepLinkOption? {
        shownCardID.map { .card(id: $0) } ?? .cards
    }

    /// Shows the list, or the linked card unless it is already on screen; rejects links to other tabs.
    ///
    /// Whether the card exists is checked before the link gets here: that needs the card service, and a link
    /// opens in one step.
    @discardableResult
    override func handle(deepLinkOption option: DeepLinkOption) -> DeepLinkOutcome {
        switch option {
        case .cards:
            router.popToRootModule()
        case .card(let id) where id == shownCardID:
            break
        case .card(let id):
            router.popToRootModule()
            showCard(withID: id)
        default:
            return .rejected(reason: "the Cards tab shows cards and cards/<id> only")
        }
        return .opened
    }
}

// MARK: - Private Methods

private extension CardsCoordinator {
    func showCardList() {
        let module = factory.makeCardListModule()
        module.output.onCardSelect = { [weak self] card in
            self?.showCard(withID: card.id)
        }
        router.setRootModule(module.view)
    }

    func showCard(withID id: Int) {
        let module = factory.makeCardDetailModule()
        module.input.configureModule(with: id)
        module.output.onActions = { [weak self] card in
            self?.showActions(for: card)
        }
        module.output.onCardMissing = { [weak self] in
            self?.router.popModule()
        }
        shownCardID = id
        router.push(module.view) { [weak self] in
            self?.shownCardID = nil
        }
    }

    func showActions(for card: Card) {
        let module = factory.makeCardActionsModule()
        module.input.configureModule(with: card)
        module.output.onChangeRequested = { [weak self] change in
            self?.router.dismissModule()
            self?.showConfirmation(of: change)
        }
        module.output.onCancel = { [weak self] in
            self?.router.dismissModule()
        }
        router.present(module.view)
    }

    func showConfirmation(of change: CardChange) {
        let module = factory.makeCardConfirmationModule()
        module.input.configureModule(with: change)
        module.output.onCompleted = { [weak self] change in
            self?.router.dismissModule()
            if case .remove = change {
                self?.router.popModule()
            }
        }
        module.output.onCancel = { [weak self] in
            self?.router.dismissModule()
        }
        router.present(module.view)
    }
}
