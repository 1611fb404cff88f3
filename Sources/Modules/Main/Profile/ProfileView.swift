import Terminal

/// Who is signed in, and what they can do about it.
final class ProfileView: ViewController {
    // MARK: - Properties

    /// The presenter this screen reports what the person wants to; the screen keeps it alive.
    var output: (any ProfileViewOutput)?

    override var helpItems: [HelpItem] { [menu.helpItem] }

    private let menu = Menu(["Edit profile", "Sign out"])
    private var profile: Profile?

    // MARK: - Initialization

    /// Creates the screen, titled "Profile"; ``ProfileModuleConfigurator`` links it with its presenter.
    init() {
        super.init(title: "Profile")
    }

    // MARK: - ViewController

    override func viewWillAppear() async {
        await output?.viewWillAppear()
    }

    override func draw(in console: any Console) {
        if let profile {
            console.draw(Text("Name: \(TerminalText.oneLine(profile.name))"))
            console.draw(Text("Signs in with: \(TerminalText.oneLine(profile.identifier.value))"))
            console.draw(Text("Subscription: \(profile.subscription.title)"))
        }
        console.draw(menu)
    }

    override func handle(_ input: String) async {
        switch menu.choice(for: input) {
        case 0: output?.editProfile()
        case 1: output?.signOut()
        default: showError(menu.invalidChoiceMessage)
        }
    }
}

// MARK: - ProfileViewInput

extension ProfileView: ProfileViewInput {
    func configure(with profile: Profile) {
        self.profile = profile
        setNeedsDisplay()
    }
}
