import Terminal

/// Shows the terms of use and asks to accept or decline them.
final class TermsView: ViewController {
    /// The menu's rows, in the order they are numbered: drawn and handled from this one list.
    private enum Row: CaseIterable {
        case accept
        case decline

        /// The row's label in the menu.
        var title: String {
            switch self {
            case .accept: "Accept"
            case .decline: "Decline"
            }
        }
    }

    // MARK: - Properties

    /// The presenter, told what the person asks for; the screen keeps it alive.
    var output: (any TermsViewOutput)?

    override var helpItems: [HelpItem] { [menu.helpItem] }

    private let menu = Menu(Row.allCases.map(\.title))

    // MARK: - Initialization

    /// Creates the screen, titled "Terms"; ``TermsModuleConfigurator`` links it with its presenter.
    init() {
        super.init(title: "Terms")
    }

    // MARK: - ViewController

    override func draw(in console: any Console) {
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

    override func handle(_ input: String) async {
        switch menu.choice(for: input).map({ Row.allCases[$0] }) {
        case .accept: await output?.accept()
        case .decline: output?.decline()
        case nil: showError(menu.invalidChoiceMessage)
        }
    }
}

// MARK: - TermsViewInput

extension TermsView: TermsViewInput {}
