import Terminal

/// Asks a new account for the name to greet it by.
final class RegistrationView: ViewController {
    // MARK: - Properties

    /// The presenter, told what the person asks for; the screen keeps it alive.
    var output: (any RegistrationViewOutput)?

    override var textField: TextField { TextField(label: "Your name") }

    private var identifier = ""

    // MARK: - Initialization

    /// Creates the screen, titled "Registration"; ``RegistrationModuleConfigurator`` links it with its presenter.
    init() {
        super.init(title: "Registration")
    }

    // MARK: - ViewController

    override func viewDidLoad() async {
        output?.viewLoaded()
    }

    override func draw(in console: any Console) {
        console.draw(
            Text("\(TerminalText.oneLine(identifier)) has no account yet. Let's create one: what should we call you?")
        )
    }

    override func handle(_ input: String) async {
        output?.register(name: input)
    }
}

// MARK: - RegistrationViewInput

extension RegistrationView: RegistrationViewInput {
    func configure(with identifier: String) {
        self.identifier = identifier
        setNeedsDisplay()
    }
}
