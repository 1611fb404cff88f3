/// What the Article view reports to its presenter.
@MainActor
protocol ArticleViewOutput: AnyObject {
    /// The screen is about to be shown: load the article.
    func viewLoaded() async
}
