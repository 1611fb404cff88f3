import Terminal

/// One page of the first-launch introduction; Enter goes on, the menu also offers Skip.
final class OnboardingView: ViewController {
    /// The menu's rows, in the order they are numbered: drawn and handled from this one list.
    private enum Row: CaseIterable {
        case next
        case skip

        /// The row's label in the menu; on the last page Next starts the app.
        func title(onLastPage isLast: Bool) -> String {
            switch self {
            case .next: isLast ? "Get started" : "Next"
            case .skip: "Skip"
            }
        }
    }

    // MARK: - Properties

    /// The presenter, told what the person asks for; the screen keeps it alive.
    var output: (any OnboardingViewOutput)?

    override var helpItems: [HelpItem] {
        [menu.helpItem, HelpItem(key: "Enter", summary: menu.options.first?.lowercased() ?? "")]
    }

    private var page: OnboardingPage?
    /// The rows the current page offers: the last page has nothing to skip.
    private var rows: [Row] { page?.isLast == true ? [.next] : Row.allCases }
    private var menu: Menu { Menu(rows.map { $0.title(onLastPage: page?.isLast == true) }) }

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
        switch menu.choice(for: input, defaultChoice: 0).map({ rows[$0] }) {
        case .next: await output?.next()
        case .skip: await output?.skip()
        case nil: showError(menu.invalidChoiceMessage)
        }
    }
}

// MARK: - OnboardingViewInput

extension OnboardingView: OnboardingViewInput {
    func configure(with page: OnboardingPage) {
        self.page = page
        setNeedsDisplay()
    }
}
