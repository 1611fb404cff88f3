/// What the NewsList presenter tells its view.
@MainActor
protocol NewsListViewInput: AnyObject {
    /// Shows the greeting and the articles.
    func configure(greeting name: String, articles: [Article])

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)
}
