import Terminal

/// The account's bank cards.
final class CardListView: ViewController {
    // MARK: - Properties

    /// The presenter, told what the person asks for; the screen keeps it alive.
    var output: (any CardListViewOutput)?

    override var helpItems: [HelpItem] { [HelpItem(key: "1–\(max(list.items.count, 1))", summary: "open a card")] }

    private var list = ItemList([])
    /// Why the cards could not be loaded, while they could not: any line typed meanwhile reads them again, and this
    /// is said again while they still cannot be, since an empty list here does not mean that there are no cards.
    private var unavailableMessage: String?

    // MARK: - Initialization

    /// Creates the screen, titled "Cards"; ``CardListModuleConfigurator`` links it with its presenter.
    init() {
        super.init(title: "Cards")
    }

    // MARK: - ViewController

    override func viewWillAppear() async {
        await output?.viewWillAppear()
    }

    override func draw(in console: any Console) {
        console.draw(list)
    }

    override func handle(_ input: String) async {
        if unavailableMessage != nil {
            // Any line reads the cards again, as the error invites; a number typed meanwhile opens nothing, since
            // the person has not seen the list it picks from.
            await output?.viewWillAppear()
            unavailableMessage.map(showError)
            return
        }
        guard let index = list.choice(for: input) else {
            showError(list.invalidChoiceMessage)
            return
        }
        output?.selectCard(at: index)
    }
}

// MARK: - CardListViewInput

extension CardListView: CardListViewInput {
    func configure(with cards: [Card]) {
        let items = cards.map {
            ItemList.Item(title: TerminalText.oneLine($0.title), detail: $0.isBlocked ? "blocked" : "")
        }
        list = ItemList(items, naming: "a card", emptyMessage: "No cards on this account.")
        unavailableMessage = nil
        setNeedsDisplay()
    }

    func showUnavailable(_ message: String) {
        list = ItemList([], emptyMessage: "Your cards cannot be shown right now.")
        unavailableMessage = message
        setNeedsDisplay()
        showError(message)
    }
}
