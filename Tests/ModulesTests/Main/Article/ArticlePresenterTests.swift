import Testing

@testable import Modules

/// The Article presenter: the article it shows, or the error for one that does not exist.
@MainActor @Suite struct ArticlePresenterTests {
    private let view = ArticleViewInputSpy()

    @Test func showsTheConfiguredArticle() async {
        // Given
        let sut = ArticlePresenter(newsService: BundledNewsService())
        sut.view = view
        sut.configureModule(with: 3)

        // When
        await sut.viewLoaded()

        // Then
        #expect(view.article?.id == 3)
        #expect(view.errors.isEmpty)
    }

    @Test func anUnknownArticleIsAnError() async {
        // Given
        let sut = ArticlePresenter(newsService: BundledNewsService())
        sut.view = view
        sut.configureModule(with: 404)

        // When
        await sut.viewLoaded()

        // Then
        #expect(view.article == nil)
        #expect(view.errors == ["There is no article 404."])
    }
}
