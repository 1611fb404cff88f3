import Terminal

/// Asks to confirm signing out: an alert whose confirming action is also labelled Sign out.
final class SignOutView: Presentable {
    // MARK: - Properties

    var output: (any SignOutViewOutput)?

    let title = "Sign out"

    var helpItems: [HelpItem] { [alert.actions.helpItem] }

    private let console: any Console
    private let alert = Alert(
        title: "Sign out?",
        message: "You will need a new code to sign in again.",
        actions: ["Sign out", "Cancel"]
    )

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - Presentable

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

// MARK: - SignOutViewInput

extension SignOutView: SignOutViewInput {
    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }
}
