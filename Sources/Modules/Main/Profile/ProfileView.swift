import Terminal

/// Who is signed in, and what they can do about it.
final class ProfileView: ViewController {
    /// The menu's rows, in the order they are numbered: drawn and handled from this one list.
    private enum Row: CaseIterable {
        case editProfile
        case signOut

        /// The row's label in the menu.
        var title: String {
            switch self {
            case .editProfile: "Edit profile"
            case .signOut: "Sign out"
            }
        }
    }

    // MARK: - Properties

    /// The presenter, told what the person asks for; the screen keeps it alive.
    var output: (any ProfileViewOutput)?

    override var helpItems: [HelpItem] { [menu.helpItem] }

    private let menu = Menu(Row.allCases.map(\.title))
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
        switch menu.choice(for: input).map({ Row.allCases[$0] }) {
        case .editProfile: output?.editProfile()
        case .signOut: output?.signOut()
        case nil: showError(menu.invalidChoiceMessage)
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
