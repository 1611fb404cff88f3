import Terminal

/// Asks for the phone number or e-mail address to sign in with.
final class LoginView: ViewController {
    // MARK: - Properties

    var output: (any LoginViewOutput)?

    private(set) var title = "Login"
    let textField = TextField(label: "Phone or e-mail")

    private let console: any Console
    private var purpose = SignInPurpose.signIn

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - ViewController

    func viewDidLoad() async {
        output?.viewLoaded()
    }

    func draw() {
        switch purpose {
        case .signIn:
            console.draw(Text("Sign in, or create an account, with your phone number or e-mail address."))
            console.draw(Text("Try demo@example.com. Type :help for the commands.", role: .hint))
        case .signUp:
            console.draw(Text("Create an account: type the phone number or e-mail address to register."))
        }
    }

    func handle(_ input: String) async {
        await output?.login(with: input)
    }
}

// MARK: - LoginViewInput

extension LoginView: LoginViewInput {
    func configure(with purpose: SignInPurpose) {
        self.purpose = purpose
        title = purpose == .signUp ? "Sign up" : "Login"
    }

    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }
}
