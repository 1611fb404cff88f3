import Terminal

/// Asks for the phone number or e-mail address to sign in with.
final class LoginView: Presentable {
    // MARK: - Properties

    var output: (any LoginViewOutput)?

    let title = "Login"
    let textField = TextField(label: "Phone or e-mail")

    private let console: any Console

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - Presentable

    func draw() {
        console.draw(Text("Sign in, or create an account, with your phone number or e-mail address."))
        console.draw(Text("Try demo@example.com. Type :help for the commands.", role: .hint))
    }

    func handle(_ input: String) async {
        await output?.login(with: input)
    }
}

// MARK: - LoginViewInput

extension LoginView: LoginViewInput {
    func showError(_ message: String) {
        console.draw(Text(message, role: .error))
    }
}
