import Terminal

/// The actions for one card, as an alert.
final class CardActionsView: Presentable {
    // MARK: - Properties

    var output: (any CardActionsViewOutput)?

    let title = "Actions"

    var helpItems: [HelpItem] { [alert.actions.helpItem] }

    private let console: any Console
    private var alert = Alert(title: "", message: "", actions: [])

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - Presentable

    func viewDidLoad() async {
        output?.viewLoaded()
    }

    func draw() {
        console.draw(alert)
    }

    func handle(_ input: String) async {
        guard let index = alert.actions.choice(for: input) else {
            console.draw(Text(alert.actions.invalidChoiceMessage, role: .error))
            return
        }
        output?.selectAction(at: index)
    }

    func handleBack() async -> Bool {
        output?.cancel()
        return true
    }
}

// MARK: - CardActionsViewInput

extension CardActionsView: CardActionsViewInput {
    func configure(title: String, actions: [String]) {
        alert = Alert(
            title: TerminalText.oneLine(title),
            message: "What would you like to do with this card?",
            actions: actions
        )
    }
}
