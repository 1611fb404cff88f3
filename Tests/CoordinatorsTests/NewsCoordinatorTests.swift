import LeakCheck
import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

@MainActor @Suite struct NewsCoordinatorTests {
    private let factory = AppModuleFactory.withDoubles()
    private let router = RouterSpy()

    private func makeSUT() -> NewsCoordinator {
        NewsCoordinator(router: router, factory: factory)
    }

    @Test func listThenArticleThenBack() {
        // Given
        let sut = makeSUT()

        // When
        sut.start()
        router.modules.output((any NewsListModuleOutput).self)?.onArticleSelect?(.sample)
        let withArticle = router.visibleModules
        let articleLink = sut.currentLink
        router.popModule()

        // Then
        #expect(withArticle == ["NewsList", "Article"])
        #expect(articleLink == .article(id: Article.sample.id))
        #expect(router.visibleModules == ["NewsList"])
        #expect(sut.currentLink == .news)
    }

    @Test func aLinkToTheShownArticleChangesNothing() {
        // Given
        let sut = makeSUT()
        sut.start(with: .article(id: 3))
        let article = router.stack.last

        // When
        sut.handle(deepLinkOption: .article(id: 3))

        // Then
        #expect(router.stack.last === article)
        #expect(router.calls == ["setRoot NewsList", "popToRoot", "push Article"])
    }

    @Test func aLinkToAnotherArticleReplacesTheShownOne() {
        // Given
        let sut = makeSUT()
        sut.start(with: .article(id: 3))
        let first = router.stack.last

        // When
        sut.handle(deepLinkOption: .article(id: 5))
        let second = router.stack.last
        let withSecond = router.visibleModules
        sut.handle(deepLinkOption: .news)

        // Then
        #expect(
            router.calls == [
                "setRoot NewsList", "popToRoot", "push Article", "popToRoot", "push Article", "popToRoot",
            ]
        )
        #expect(withSecond == ["NewsList", "Article"])
        #expect(second !== first)
        #expect(router.visibleModules == ["NewsList"])
    }

    @Test func backThenTheSameLinkOpensTheArticleAgain() {
        // Given
        let sut = makeSUT()
        sut.start(with: .article(id: 3))
        router.popModule()

        // When
        sut.handle(deepLinkOption: .article(id: 3))

        // Then
        #expect(router.visibleModules == ["NewsList", "Article"])
    }

    @Test func coordinatorIsReleasedWithItsScreens() async {
        let parent = BaseCoordinator()
        await expectDeallocation {
            let router = RouterSpy()
            let sut = NewsCoordinator(router: router, factory: factory)
            parent.addDependency(sut)
            sut.start(with: .article(id: 2))
            parent.removeDependency(sut)
            #expect(parent.childCoordinators.isEmpty)
            router.modules.forget()
            return [sut, router] + router.modules.liveObjects
        }
    }

    @Test func newsLinksSayTheyOpenedEvenWhenAlreadyOnScreen() {
        // Given
        let sut = makeSUT()

        // When
        let started = sut.start(with: .article(id: 3))
        let again = sut.handle(deepLinkOption: .article(id: 3))
        let list = sut.handle(deepLinkOption: .news)

        // Then
        #expect([started, again, list] == [.opened, .opened, .opened])
        #expect(router.visibleModules == ["NewsList"])
    }

    @Test func aLinkToAnotherTabIsRejectedAndNothingMoves() {
        // Given
        let sut = makeSUT()
        sut.start(with: .article(id: 3))
        let calls = router.calls

        // When
        let outcome = sut.handle(deepLinkOption: .card(id: 1))

        // Then
        #expect(outcome == .rejected(reason: "the News tab shows news and news/<id> only"))
        #expect(router.calls == calls)
    }
}
