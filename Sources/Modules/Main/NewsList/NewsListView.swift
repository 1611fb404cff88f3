import Terminal

/// The list of news articles.
final class NewsListView: ViewController {
    // MARK: - Properties

    /// The presenter, told what the person asks for; the screen keeps it alive.
    var output: (any NewsListViewOutput)?

    override var helpItems: [HelpItem] { [HelpItem(key: "1–\(max(list.items.count, 1))", summary: "read an article")] }

    private var list = ItemList([])
    private var name = ""

    // MARK: - Initialization

    /// Creates the screen, titled "News"; ``NewsListModuleConfigurator`` links it with its presenter.
    init() {
        super.init(title: "News")
    }

    // MARK: - ViewController

    override func viewWillAppear() async {
        await output?.viewWillAppear()
    }

    override func draw(in console: any Console) {
        console.draw(Text("Hello, \(TerminalText.oneLine(name))! Here is the news."))
        console.draw(list)
    }

    override func handle(_ input: String) async {
        guard let index = list.choice(for: input) else {
            showError(list.invalidChoiceMessage)
            return
        }
        output?.selectArticle(at: index)
    }
}

// MARK: - NewsListViewInput

extension NewsListView: NewsListViewInput {
    func configure(greeting name: String, articles: [Article]) {
        self.name = name
        list = ItemList(
            articles.map {
                ItemList.Item(title: TerminalText.oneLine($0.title), detail: TerminalText.oneLine($0.date))
            },
            naming: "an article",
            emptyMessage: "No news."
        )
        setNeedsDisplay()
    }
}
