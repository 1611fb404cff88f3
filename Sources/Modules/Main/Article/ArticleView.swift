import Terminal

/// One article, to read; `:back` returns to the list.
final class ArticleView: ViewController {
    // MARK: - Properties

    /// The presenter, told what the person asks for; the screen keeps it alive.
    var output: (any ArticleViewOutput)?

    private var article: Article?

    // MARK: - Initialization

    /// Creates the screen, titled "Article"; ``ArticleModuleConfigurator`` links it with its presenter.
    init() {
        super.init(title: "Article")
    }

    // MARK: - ViewController

    override func viewDidLoad() async {
        await output?.viewLoaded()
    }

    override func draw(in console: any Console) {
        guard let article else { return }
        console.writeLines(TerminalText.oneLine(article.title), styled: console.style.bold)
        console.draw(Text(TerminalText.oneLine(article.date), role: .hint))
        console.draw(Text(article.body))
        console.draw(Text(":back returns to the list.", role: .hint))
    }

    override func handle(_ input: String) async {
        showHint("Nothing to choose here; :back returns to the list.")
    }
}

// MARK: - ArticleViewInput

extension ArticleView: ArticleViewInput {
    func configure(with article: Article) {
        self.article = article
        title = "Article \(article.id)"
        setNeedsDisplay()
    }
}
