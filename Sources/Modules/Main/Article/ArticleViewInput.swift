/// What the Article presenter tells its view.
@MainActor
protocol ArticleViewInput: AnyObject {
    /// Shows the article.
    func configure(with article: Article)

    /// Shows a one-line error in place of the article.
    func showError(_ message: String)
}
