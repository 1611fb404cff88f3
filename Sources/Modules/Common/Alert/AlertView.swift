import Terminal

/// Shows an ``AlertModel`` as numbered actions and reports the action picked: the one alert view, shared by the
/// Alert module and by every alert module with logic of its own (CardActions, CardConfirmation, SignOut).
final class AlertView: ViewController {
    // MARK: - Properties

    /// The presenter this alert reports the picked action to; the alert keeps it alive.
    var output: (any AlertViewOutput)?

    override var moduleName: String { module }

    override var helpItems: [HelpItem] {
        let menu = alert.actions.helpItem
        guard let preferred = model.preferredAction else { return [menu] }
        return [menu, HelpItem(key: "Enter", summary: "choose \(TerminalText.oneLine(preferred.title))")]
    }

    private let module: String
    private let screenTitle: String?
    private var model = AlertModel(title: "", message: "", actions: [])
    private var alert = Alert(title: "", message: "", actions: [])

    // MARK: - Initialization

    /// Creates the view of the module `moduleName`, whose breadcrumb is `title`, or the alert's own title if nil.
    init(moduleName: String = "Alert", title: String? = nil) {
        module = moduleName
        screenTitle = title
        super.init(title: title ?? "")
    }

    // MARK: - ViewController

    override func viewDidLoad() async {
        output?.viewLoaded()
    }

    override func draw(in console: any Console) {
        console.draw(alert)
    }

    override func handle(_ input: String) async {
        let preferredIndex = model.preferredAction.flatMap(model.actions.firstIndex(of:))
        guard let index = alert.actions.choice(for: input, defaultChoice: preferredIndex) else {
            showError(alert.actions.invalidChoiceMessage)
            return
        }
        await output?.pick(model.actions[index])
    }

    override func handleBack() async -> Bool {
        guard let cancelAction = model.cancelAction else { return false }
        await output?.pick(cancelAction)
        return true
    }
}

// MARK: - AlertViewInput

extension AlertView: AlertViewInput {
    func configure(with model: AlertModel) {
        self.model = model
        alert = Alert(
            title: TerminalText.oneLine(model.title),
            message: TerminalText.oneLine(model.message),
            actions: model.actions.map(\.title)
        )
        title = screenTitle ?? TerminalText.oneLine(model.title)
        setNeedsDisplay()
    }
}
