import Terminal

/// Shows a message with numbered actions.
final class AlertView: Presentable {
    // MARK: - Properties

    var output: (any AlertViewOutput)?

    private(set) var title = "Alert"

    var helpItems: [HelpItem] {
        [alert.actions.helpItem, HelpItem(key: "Enter", summary: "choose \(alert.actions.options.first ?? "")")]
    }

    private let console: any Console
    private var alert = Alert(title: "", message: "", actions: [])

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - Presentable

    func viewDidLoad() async {
        output?.viewLoaded()
    }

    func draw() {
        console.draw(alert)
    }

    func handle(_ input: String) async {
        guard let index = alert.choice(for: input) else {
            console.draw(Text(alert.actions.invalidChoiceMessage, role: .error))
            return
        }
        output?.selectAction(at: index)
    }

    func handleBack() async -> Bool {
        output?.cancel() ?? false
    }
}

// MARK: - AlertViewInput

extension AlertView: AlertViewInput {
    func configure(with model: AlertModel) {
        title = model.title
        alert = Alert(title: model.title, message: model.message, actions: model.actions.map(\.title))
    }
}
