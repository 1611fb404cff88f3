@testable import Modules

/// Records what the Article presenter shows.
@MainActor
final class ArticleViewInputSpy: ArticleViewInput {
    private(set) var article: Article?
    private(set) var errors: [String] = []

    func configure(with article: Article) { self.article = article }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Article view reports to its presenter.
@MainActor
final class ArticleViewOutputSpy: ArticleViewOutput {
    private(set) var loaded = 0

    func viewLoaded() async { loaded += 1 }
}
