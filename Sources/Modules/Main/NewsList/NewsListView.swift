import Terminal

/// The list of news articles.
final class NewsListView: ViewController {
    // MARK: - Properties

    /// The presenter this screen reports what the person wants to; the screen keeps it alive.
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
            let message =
                list.items.isEmpty
                ? "There are no articles to open." : "Type the number of an article, 1 to \(list.items.count)."
            showError(message)
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
            emptyMessage: "No news."
        )
        setNeedsDisplay()
    }
}
