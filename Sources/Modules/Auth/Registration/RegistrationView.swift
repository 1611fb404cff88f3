import Terminal

/// Asks a new account for the name to greet it by.
final class RegistrationView: ViewController {
    // MARK: - Properties

    var output: (any RegistrationViewOutput)?

    let title = "Registration"
    let textField = TextField(label: "Your name")

    private let console: any Console
    private var identifier = ""

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - ViewController

    func viewDidLoad() async {
        output?.viewLoaded()
    }

    func draw() {
        console.draw(
            Text("\(TerminalText.oneLine(identifier)) has no account yet. Let's create one: what should we call you?")
        )
    }

    func handle(_ input: String) async {
        output?.register(name: input)
    }
}

// MARK: - RegistrationViewInput

extension RegistrationView: RegistrationViewInput {
    func configure(with identifier: String) {
        self.identifier = identifier
    }

    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }
}
