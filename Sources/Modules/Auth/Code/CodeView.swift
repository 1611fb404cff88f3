import Terminal

/// Asks for the one-time code, typed masked on a terminal.
final class CodeView: ViewController {
    // MARK: - Properties

    /// The presenter, told what the person asks for; the screen keeps it alive.
    var output: (any CodeViewOutput)?

    override var textField: TextField { TextField.masked(label: "6-digit code") }
    override var helpItems: [HelpItem] {
        [HelpItem(key: ":resend", summary: "send a new code (at most every 30 seconds)")]
    }

    private var destination = ""

    // MARK: - Initialization

    /// Creates the screen, titled "Code"; ``CodeModuleConfigurator`` links it with its presenter.
    init() {
        super.init(title: "Code")
    }

    // MARK: - ViewController

    override func viewDidLoad() async {
        output?.viewLoaded()
    }

    override func draw(in console: any Console) {
        console.draw(Text("We sent a 6-digit code to \(TerminalText.oneLine(destination)). It is valid for 5 minutes."))
        console.draw(Text("Typing is hidden on a terminal. :resend sends a new code.", role: .hint))
    }

    override func handle(_ input: String) async {
        if input.lowercased().hasPrefix(":resend") {
            await output?.resendCode()
        } else {
            await output?.verify(code: input)
        }
    }
}

// MARK: - CodeViewInput

extension CodeView: CodeViewInput {
    func configure(with destination: String) {
        self.destination = destination
        setNeedsDisplay()
    }
}
