import Terminal

/// One article, to read; `:back` returns to the list.
final class ArticleView: ViewController {
    // MARK: - Properties

    var output: (any ArticleViewOutput)?

    private(set) var title = "Article"

    private let console: any Console
    private var article: Article?
    private var error: String?

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - ViewController

    func viewDidLoad() async {
        await output?.viewLoaded()
    }

    func draw() {
        if let error {
            console.draw(Text(TerminalText.oneLine(error), role: .error))
        }
        guard let article else { return }
        console.write(console.style.bold(TerminalText.oneLine(article.title)) + "\n")
        console.draw(Text(TerminalText.oneLine(article.date), role: .hint))
        console.draw(Text(article.body))
        console.draw(Text(":back returns to the list.", role: .hint))
    }

    func handle(_ input: String) async {
        console.draw(Text("Nothing to choose here; :back returns to the list.", role: .hint))
    }
}

// MARK: - ArticleViewInput

extension ArticleView: ArticleViewInput {
    func configure(with article: Article) {
        self.article = article
        title = "Article \(article.id)"
    }

    func showError(_ message: String) {
        error = message
    }
}
