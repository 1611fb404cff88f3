import Terminal

/// One card and what can be done with it.
final class CardDetailView: ViewController {
    // MARK: - Properties

    /// The presenter this screen reports what the person wants to; the screen keeps it alive.
    var output: (any CardDetailViewOutput)?

    override var helpItems: [HelpItem] { [menu.helpItem] }

    private let menu = Menu(["Actions"])
    private var card: Card?

    // MARK: - Initialization

    /// Creates the screen, titled "Card" until its card is known; ``CardDetailModuleConfigurator`` links it with its
    /// presenter.
    init() {
        super.init(title: "Card")
    }

    // MARK: - ViewController

    override func viewWillAppear() async {
        await output?.viewWillAppear()
    }

    override func draw(in console: any Console) {
        guard let card else { return }
        console.draw(
            Text("\(TerminalText.oneLine(card.brand)) card ending in \(TerminalText.oneLine(card.lastDigits))")
        )
        let status = card.isBlocked ? "Blocked: payments are refused." : "Active: payments go through."
        console.draw(Text(status, role: card.isBlocked ? .negative : .positive))
        console.draw(menu)
    }

    override func handle(_ input: String) async {
        guard menu.choice(for: input) == 0 else {
            showError(menu.invalidChoiceMessage)
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
        setNeedsDisplay()
    }
}
