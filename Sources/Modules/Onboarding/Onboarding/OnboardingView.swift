import Terminal

/// One page of the first-launch introduction; Enter goes on, the menu also offers Skip.
final class OnboardingView: ViewController {
    // MARK: - Properties

    /// The presenter this screen reports what the person wants to; the screen keeps it alive.
    var output: (any OnboardingViewOutput)?

    override var helpItems: [HelpItem] {
        [menu.helpItem, HelpItem(key: "Enter", summary: menu.options.first?.lowercased() ?? "")]
    }

    private var page: OnboardingPage?
    private var menu = Menu(["Next", "Skip"])

    // MARK: - Initialization

    /// Creates the screen, titled "Onboarding"; ``OnboardingModuleConfigurator`` links it with its presenter.
    init() {
        super.init(title: "Onboarding")
    }

    // MARK: - ViewController

    override func viewDidLoad() async {
        output?.viewLoaded()
    }

    override func draw(in console: any Console) {
        guard let page else { return }
        console.writeLines(TerminalText.oneLine(page.title), styled: console.style.bold)
        console.draw(Text(page.text))
        console.draw(Text("Page \(page.number) of \(page.count). Press Enter to continue.", role: .hint))
        console.draw(menu)
    }

    override func handle(_ input: String) async {
        switch menu.choice(for: input, defaultChoice: 0) {
        case 0: await output?.next()
        case 1 where menu.options.count > 1: await output?.skip()
        default: showError(menu.invalidChoiceMessage)
        }
    }
}

// MARK: - OnboardingViewInput

extension OnboardingView: OnboardingViewInput {
    func configure(with page: OnboardingPage) {
        self.page = page
        menu = Menu(page.isLast ? ["Get started"] : ["Next", "Skip"])
        setNeedsDisplay()
    }
}
