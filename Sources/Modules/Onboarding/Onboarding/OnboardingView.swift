import Terminal

/// One page of the first-launch introduction; Enter goes on, the menu also offers Skip.
final class OnboardingView: ViewController {
    // MARK: - Properties

    var output: (any OnboardingViewOutput)?

    let title = "Onboarding"

    var helpItems: [HelpItem] {
        [menu.helpItem, HelpItem(key: "Enter", summary: menu.options.first?.lowercased() ?? "")]
    }

    private let console: any Console
    private var page: OnboardingPage?
    private var menu = Menu(["Next", "Skip"])

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - ViewController

    func viewDidLoad() async {
        output?.viewLoaded()
    }

    func draw() {
        guard let page else { return }
        console.write(console.style.bold(TerminalText.oneLine(page.title)) + "\n")
        console.draw(Text(page.text))
        console.draw(Text("Page \(page.number) of \(page.count). Press Enter to continue.", role: .hint))
        console.draw(menu)
    }

    func handle(_ input: String) async {
        switch menu.choice(for: input, defaultChoice: 0) {
        case 0: await output?.next()
        case 1 where menu.options.count > 1: await output?.skip()
        default: console.draw(Text(menu.invalidChoiceMessage, role: .error))
        }
    }
}

// MARK: - OnboardingViewInput

extension OnboardingView: OnboardingViewInput {
    func configure(with page: OnboardingPage) {
        self.page = page
        menu = Menu(page.isLast ? ["Get started"] : ["Next", "Skip"])
    }

    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }
}
