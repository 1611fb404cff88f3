@testable import Modules

/// Records what the NewsList presenter shows.
@MainActor
final class NewsListViewInputSpy: NewsListViewInput {
    private(set) var name: String?
    private(set) var articles: [Article] = []
    private(set) var errors: [String] = []

    func configure(greeting name: String, articles: [Article]) {
        self.name = name
        self.articles = articles
    }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the NewsList view reports to its presenter.
@MainActor
final class NewsListViewOutputSpy: NewsListViewOutput {
    private(set) var appearances = 0
    private(set) var selectedIndices: [Int] = []

    func viewWillAppear() async { appearances += 1 }
    func selectArticle(at index: Int) { selectedIndices.append(index) }
}
