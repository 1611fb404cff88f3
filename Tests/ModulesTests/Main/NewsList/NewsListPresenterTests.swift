import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The NewsList presenter: the greeting and articles it shows, and the article it reports as picked.
@MainActor @Suite struct NewsListPresenterTests {
    private let view = NewsListViewInputSpy()

    @Test func greetsAndListsTheArticlesThenReportsThePickedOne() async {
        // Given
        let sut = NewsListPresenter(newsService: BundledNewsService(), authService: AuthServiceSpy())
        sut.view = view
        var picked: [Int] = []
        sut.onArticleSelect = { picked.append($0.id) }

        // When
        await sut.viewWillAppear()
        sut.selectArticle(at: 2)
        sut.selectArticle(at: 99)

        // Then
        #expect(view.name == "Demo User")
        #expect(view.articles.count >= 10)
        #expect(picked == [3])
    }

    @Test func appearingAgainGreetsByTheCurrentName() async {
        // Given
        let authService = AuthServiceSpy()
        let sut = NewsListPresenter(newsService: BundledNewsService(), authService: authService)
        sut.view = view
        await sut.viewWillAppear()

        // When
        authService.account?.name = "Ada Lovelace"
        await sut.viewWillAppear()

        // Then
        #expect(view.name == "Ada Lovelace")
    }
}
