import Terminal

/// One card and what can be done with it.
final class CardDetailView: ViewController {
    // MARK: - Properties

    var output: (any CardDetailViewOutput)?

    private(set) var title = "Card"

    var helpItems: [HelpItem] { [menu.helpItem] }

    private let console: any Console
    private let menu = Menu(["Actions"])
    private var card: Card?

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - ViewController

    func viewWillAppear() async {
        await output?.viewWillAppear()
    }

    func draw() {
        guard let card else { return }
        console.draw(
            Text("\(TerminalText.oneLine(card.brand)) card ending in \(TerminalText.oneLine(card.lastDigits))")
        )
        let status = card.isBlocked ? "Blocked: payments are refused." : "Active."
        console.draw(Text(status, role: card.isBlocked ? .error : .success))
        console.draw(menu)
    }

    func handle(_ input: String) async {
        guard menu.choice(for: input) == 0 else {
            console.draw(Text(menu.invalidChoiceMessage, role: .error))
            return
        }
        output?.showActions()
    }
}

// MARK: - CardDetailViewInput

extension CardDetailView: CardDetailViewInput {
    func configure(with card: Card) {
        self.card = card
        title = TerminalText.oneLine(card.title)
    }

    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }
}
