import Terminal

/// Asks to confirm a change to a card.
final class CardConfirmationView: Presentable {
    // MARK: - Properties

    var output: (any CardConfirmationViewOutput)?

    let title = "Confirm"

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
        switch alert.actions.choice(for: input) {
        case 0: await output?.confirm()
        case 1: output?.cancel()
        default: console.draw(Text(alert.actions.invalidChoiceMessage, role: .error))
        }
    }

    func handleBack() async -> Bool {
        output?.cancel()
        return true
    }
}

// MARK: - CardConfirmationViewInput

extension CardConfirmationView: CardConfirmationViewInput {
    func configure(title: String, message: String, confirmTitle: String) {
        alert = Alert(
            title: TerminalText.oneLine(title),
            message: TerminalText.oneLine(message),
            actions: [confirmTitle, "Cancel"]
        )
    }

    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }
}
