import Terminal

/// One card and what can be done with it.
final class CardDetailView: ViewController {
    /// The menu's rows, in the order they are numbered: drawn and handled from this one list.
    private enum Row: CaseIterable {
        case actions

        /// The row's label in the menu.
        var title: String {
            switch self {
            case .actions: "Actions"
            }
        }
    }

    // MARK: - Properties

    /// The presenter, told what the person asks for; the screen keeps it alive.
    var output: (any CardDetailViewOutput)?

    override var helpItems: [HelpItem] { [menu.helpItem] }

    private let menu = Menu(Row.allCases.map(\.title))
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
        switch menu.choice(for: input).map({ Row.allCases[$0] }) {
        case .actions: output?.showActions()
        case nil: showError(menu.invalidChoiceMessage)
        }
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
