/// What the NewsList view reports to its presenter.
@MainActor
protocol NewsListViewOutput: AnyObject {
    /// The screen is about to be shown, first or again: load the greeting's name and the articles.
    func viewWillAppear() async

    /// The person picked the article at `index` of the list.
    func selectArticle(at index: Int)
}
