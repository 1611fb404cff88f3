import Terminal

/// Edits the name and the subscription; nothing is kept until Save.
final class EditProfileView: ViewController {
    /// The menu's rows, in the order they are numbered: drawn and handled from this one list.
    private enum Row: CaseIterable {
        case name
        case subscription
        case save

        /// The row's label in `model`, made safe to draw on one line.
        func title(in model: EditProfileViewModel) -> String {
            switch self {
            case .name: TerminalText.oneLine(model.nameRow)
            case .subscription: TerminalText.oneLine(model.subscriptionRow)
            case .save: "Save"
            }
        }
    }

    // MARK: - Properties

    /// The presenter, told what the person asks for; the screen keeps it alive.
    var output: (any EditProfileViewOutput)?

    override var textField: TextField { isEnteringName ? TextField(label: "New name") : TextField(label: "") }

    override var helpItems: [HelpItem] { [menu.helpItem] }

    private var menu = Menu([])
    private var hasUnsavedEdits = false
    private var isEnteringName = false
    /// Whether a draft has been drawn: not while the profile could not be read.
    private var hasDraft = false

    // MARK: - Initialization

    /// Creates the screen, titled "Edit profile"; ``EditProfileModuleConfigurator`` links it with its presenter.
    init() {
        super.init(title: "Edit profile")
    }

    // MARK: - ViewController

    override func viewDidLoad() async {
        await output?.viewLoaded()
    }

    override func draw(in console: any Console) {
        if hasUnsavedEdits {
            console.draw(
                Text(
                    "Unsaved edits. Save keeps them; :back asks before dropping them; :quit keeps them.",
                    role: .notice
                )
            )
        }
        console.draw(menu)
    }

    override func handle(_ input: String) async {
        guard hasDraft else {
            // Nothing to choose from: the profile could not be read. Any line tries again, as its error invites.
            await output?.viewLoaded()
            return
        }
        if isEnteringName {
            output?.changeName(to: input)
            return
        }
        switch menu.choice(for: input).map({ Row.allCases[$0] }) {
        case .name: isEnteringName = true
        case .subscription: output?.toggleSubscription()
        case .save: await output?.save()
        case nil: showError(menu.invalidChoiceMessage)
        }
    }

    override func applicationWillTerminate() async {
        await output?.keepUnsavedEdits()
    }

    override func handleBack() async -> Bool {
        if isEnteringName {
            isEnteringName = false
            setNeedsDisplay()
        } else {
            output?.close()
        }
        return true
    }
}

// MARK: - EditProfileViewInput

extension EditProfileView: EditProfileViewInput {
    func configure(with model: EditProfileViewModel) {
        hasUnsavedEdits = model.hasUnsavedEdits
        hasDraft = true
        menu = Menu(Row.allCases.map { $0.title(in: model) })
        isEnteringName = false
        setNeedsDisplay()
    }
}
