import Terminal

/// The list of news articles.
final class NewsListView: ViewController {
    // MARK: - Properties

    var output: (any NewsListViewOutput)?

    let title = "News"

    var helpItems: [HelpItem] { [HelpItem(key: "1–\(max(list.items.count, 1))", summary: "read an article")] }

    private let console: any Console
    private var list = ItemList([])
    private var name = ""

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - ViewController

    func viewDidLoad() async {
        await output?.viewLoaded()
    }

    func draw() {
        console.draw(Text("Hello, \(TerminalText.oneLine(name))! Here is the news."))
        console.draw(list)
    }

    func handle(_ input: String) async {
        guard let index = list.choice(for: input) else {
            let message =
                list.items.isEmpty
                ? "There are no articles to open." : "Type the number of an article, 1 to \(list.items.count)."
            console.draw(Text(message, role: .error))
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
    }

    func showError(_ message: String) {
        console.draw(Text(TerminalText.oneLine(message), role: .error))
    }
}
