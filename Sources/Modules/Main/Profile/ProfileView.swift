import Terminal

/// Who is signed in, and what they can do about it.
final class ProfileView: ViewController {
    // MARK: - Properties

    var output: (any ProfileViewOutput)?

    let title = "Profile"

    var helpItems: [HelpItem] { [menu.helpItem] }

    private let console: any Console
    private let menu = Menu(["Edit profile", "Sign out"])
    private var profile: Profile?

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - ViewController

    func viewWillAppear() async {
        await output?.viewWillAppear()
    }

    func draw() {
        if let profile {
            console.draw(Text("Name: \(TerminalText.oneLine(profile.name))"))
            console.draw(Text("Signs in with: \(TerminalText.oneLine(profile.identifier.value))"))
            console.draw(Text("Subscription: \(profile.subscription.title)"))
        }
        console.draw(menu)
    }

    func handle(_ input: String) async {
        switch menu.choice(for: input) {
        case 0: output?.editProfile()
        case 1: output?.signOut()
        default: console.draw(Text(menu.invalidChoiceMessage, role: .error))
        }
    }
}

// MARK: - ProfileViewInput

extension ProfileView: ProfileViewInput {
    func configure(with profile: Profile) {
        self.profile = profile
    }

    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }
}
