import Terminal

/// Shows the terms of use and asks to accept or decline them.
final class TermsView: ViewController {
    // MARK: - Properties

    var output: (any TermsViewOutput)?

    let title = "Terms"

    var helpItems: [HelpItem] { [menu.helpItem] }

    private let console: any Console
    private let menu = Menu(["Accept", "Decline"])

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - ViewController

    func draw() {
        console.draw(
            Text(
                """
                Terms of use
                1. This is a demonstration app: nothing leaves this computer, codes are delivered on screen.
                2. Your name, your sign-in identifier and your session are stored in the app's state folder, \
                readable by you alone.
                3. You can sign out at any time; the session is then removed.
                """
            )
        )
        console.draw(menu)
    }

    func handle(_ input: String) async {
        switch menu.choice(for: input) {
        case 0: await output?.accept()
        case 1: output?.decline()
        default: console.draw(Text(menu.invalidChoiceMessage, role: .error))
        }
    }
}

// MARK: - TermsViewInput

extension TermsView: TermsViewInput {
    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }
}
