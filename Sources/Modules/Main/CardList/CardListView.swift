import Terminal

/// The account's bank cards.
final class CardListView: ViewController {
    // MARK: - Properties

    var output: (any CardListViewOutput)?

    let title = "Cards"

    var helpItems: [HelpItem] { [HelpItem(key: "1–\(max(list.items.count, 1))", summary: "open a card")] }

    private let console: any Console
    private var list = ItemList([])

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - ViewController

    func viewWillAppear() async {
        await output?.viewWillAppear()
    }

    func draw() {
        console.draw(list)
    }

    func handle(_ input: String) async {
        guard let index = list.choice(for: input) else {
            let message =
                list.items.isEmpty
                ? "There are no cards to open." : "Type the number of a card, 1 to \(list.items.count)."
            console.draw(Text(message, role: .error))
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
        list = ItemList(items, emptyMessage: "No cards on this account.")
    }

    func showUnavailable(_ message: String) {
        list = ItemList([], emptyMessage: "Your cards cannot be shown right now.")
        showError(message)
    }

    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }
}
