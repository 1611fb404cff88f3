import Testing

@testable import Coordinators
@testable import Modules
@testable import Terminal

@MainActor @Suite struct NewsCoordinatorTests {
    private let factory = ModuleFactorySpy()
    private let router = ScreenStack()

    private func makeSUT() -> NewsCoordinator {
        NewsCoordinator(router: ScreenStackRouter(stack: router), factory: factory, lifetimes: .silent())
    }

    @Test func listThenArticleThenBack() {
        // Given
        let sut = makeSUT()

        // When
        sut.start()
        factory.lastNewsList?.output.onArticleSelect?(.sample)
        let withArticle = router.screens.map(\.moduleName)
        router.goBack()

        // Then
        #expect(withArticle == ["NewsList", "Article"])
        #expect(router.screens.map(\.moduleName) == ["NewsList"])
    }

    @Test func aLinkToTheShownArticleChangesNothing() {
        // Given
        let sut = makeSUT()
        sut.start(with: .article(id: 3))
        let article = router.topScreen

        // When
        sut.handle(deepLinkOption: .article(id: 3))

        // Then
        #expect(router.topScreen === article)
        #expect(router.log == [.setRoot("NewsList"), .push("Article")])
    }

    @Test func aLinkToAnotherArticleReplacesTheShownOne() {
        // Given
        let sut = makeSUT()
        sut.start(with: .article(id: 3))

        // When
        sut.handle(deepLinkOption: .article(id: 5))
        sut.handle(deepLinkOption: .news)

        // Then
        #expect(
            router.log == [.setRoot("NewsList"), .push("Article"), .pop("Article"), .push("Article"), .pop("Article")]
        )
    }

    @Test func backThenTheSameLinkOpensTheArticleAgain() {
        // Given
        let sut = makeSUT()
        sut.start(with: .article(id: 3))
        router.goBack()

        // When
        sut.handle(deepLinkOption: .article(id: 3))

        // Then
        #expect(router.screens.map(\.moduleName) == ["NewsList", "Article"])
    }

    @Test func coordinatorIsReleasedWithItsScreens() async {
        let parent = BaseCoordinator(lifetimes: .silent())
        await expectDeallocation {
            let router = ScreenStack()
            let sut = NewsCoordinator(router: ScreenStackRouter(stack: router), factory: factory, lifetimes: .silent())
            parent.addDependency(sut)
            sut.start(with: .article(id: 2))
            parent.removeDependency(sut)
            factory.forgetLastModules()
            return [sut, router] + factory.liveObjects
        }
    }
}
