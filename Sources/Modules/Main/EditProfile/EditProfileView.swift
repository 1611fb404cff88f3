import Terminal

/// Edits the name and the subscription; nothing is kept until Save.
final class EditProfileView: ViewController {
    // MARK: - Properties

    var output: (any EditProfileViewOutput)?

    let title = "Edit profile"

    var textField: TextField { isEnteringName ? TextField(label: "New name") : TextField(label: "") }

    var helpItems: [HelpItem] { [menu.helpItem] }

    private let console: any Console
    private var menu = Menu([])
    private var draft: Profile?
    private var hasUnsavedEdits = false
    private var isEnteringName = false

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - ViewController

    func viewDidLoad() async {
        await output?.viewLoaded()
    }

    func draw() {
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

    func handle(_ input: String) async {
        if isEnteringName {
            isEnteringName = false
            output?.changeName(to: input)
            return
        }
        switch menu.choice(for: input) {
        case 0: isEnteringName = true
        case 1: output?.toggleSubscription()
        case 2: await output?.save()
        default: console.draw(Text(menu.invalidChoiceMessage, role: .error))
        }
    }

    func applicationWillTerminate() async {
        await output?.keepUnsavedEdits()
    }

    func handleBack() async -> Bool {
        if isEnteringName {
            isEnteringName = false
            console.draw(menu)
            return true
        }
        return output?.leave() ?? false
    }
}

// MARK: - EditProfileViewInput

extension EditProfileView: EditProfileViewInput {
    func configure(with draft: Profile, hasUnsavedEdits: Bool) {
        self.draft = draft
        self.hasUnsavedEdits = hasUnsavedEdits
        let nextPlan = draft.subscription == .free ? Profile.Subscription.premium : .free
        menu = Menu([
            "Name: \(TerminalText.oneLine(draft.name))",
            "Subscription: \(draft.subscription.title) (switch to \(nextPlan.title))",
            "Save",
        ])
    }

    func showDraft(_ draft: Profile, hasUnsavedEdits: Bool) {
        configure(with: draft, hasUnsavedEdits: hasUnsavedEdits)
        draw()
    }

    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }
}
