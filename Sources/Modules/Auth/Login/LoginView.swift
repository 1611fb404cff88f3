import Terminal

/// Asks for the phone number or e-mail address to sign in with.
final class LoginView: ViewController {
    // MARK: - Properties

    /// The presenter, told what the person asks for; the screen keeps it alive.
    var output: (any LoginViewOutput)?

    override var textField: TextField { TextField(label: "Phone or e-mail") }

    private var purpose = SignInPurpose.signIn

    // MARK: - Initialization

    /// Creates the screen, titled "Login"; ``LoginModuleConfigurator`` links it with its presenter.
    init() {
        super.init(title: "Login")
    }

    // MARK: - ViewController

    override func viewDidLoad() async {
        output?.viewLoaded()
    }

    override func draw(in console: any Console) {
        switch purpose {
        case .signIn:
            console.draw(Text("Sign in, or create an account, with your phone number or e-mail address."))
            console.draw(Text("Try demo@example.com. Type :help for the commands.", role: .hint))
        case .signUp:
            console.draw(Text("Create an account: type the phone number or e-mail address to register."))
            console.draw(Text("Already have an account? Type :back to sign in to it instead.", role: .hint))
        }
    }

    override func handle(_ input: String) async {
        await output?.login(with: input)
    }

    /// On the sign-up screen, `:back` asks to sign in instead; on the sign-in screen it is the stack's.
    override func handleBack() async -> Bool {
        guard purpose == .signUp else { return false }
        output?.signInInstead()
        return true
    }
}

// MARK: - LoginViewInput

extension LoginView: LoginViewInput {
    func configure(with purpose: SignInPurpose) {
        self.purpose = purpose
        title = purpose == .signUp ? "Sign up" : "Login"
        setNeedsDisplay()
    }
}
