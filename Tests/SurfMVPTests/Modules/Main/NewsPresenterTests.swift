import Testing

@testable import Modules

@MainActor @Suite struct NewsListPresenterTests {
    private let view = NewsListViewInputSpy()

    @Test func greetsAndListsTheArticlesThenReportsThePickedOne() async {
        // Given
        let sut = NewsListPresenter(newsService: BundledNewsService(), authService: AuthServiceSpy())
        sut.view = view
        var picked: [Int] = []
        sut.onArticleSelect = { picked.append($0.id) }

        // When
        await sut.viewLoaded()
        sut.selectArticle(at: 2)
        sut.selectArticle(at: 99)

        // Then
        #expect(view.name == "Demo User")
        #expect(view.articles.count >= 10)
        #expect(picked == [3])
    }
}

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

@Suite struct BundledNewsServiceTests {
    @Test func shipsAtLeastTenArticlesNumberedFromOne() async {
        // When
        let articles = await BundledNewsService().articles()

        // Then
        #expect(articles.count >= 10)
        #expect(articles.map(\.id) == Array(1...articles.count))
        #expect(await BundledNewsService().article(withID: articles.count + 1) == nil)
    }
}
