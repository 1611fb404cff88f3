import Terminal

/// Asks for the one-time code, typed masked on a terminal.
final class CodeView: ViewController {
    // MARK: - Properties

    var output: (any CodeViewOutput)?

    let title = "Code"
    let textField = TextField.masked(label: "6-digit code")
    let helpItems = [HelpItem(key: ":resend", summary: "send a new code (at most every 30 seconds)")]

    private let console: any Console
    private var destination = ""

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - ViewController

    func viewDidLoad() async {
        output?.viewLoaded()
    }

    func draw() {
        console.draw(Text("We sent a 6-digit code to \(TerminalText.oneLine(destination)). It is valid for 5 minutes."))
        console.draw(Text("Typing is hidden on a terminal. :resend sends a new code.", role: .hint))
    }

    func handle(_ input: String) async {
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
    }

    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }

    func showMessage(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .success))
    }
}
