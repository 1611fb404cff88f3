import LeakCheck
import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

@MainActor @Suite struct MainCoordinatorTests {
    private let factory = AppModuleFactory.withDoubles()
    private let coordinatorFactory = CoordinatorFactoryStub()
    private let router = RouterSpy()

    private func makeSUT() -> MainCoordinator {
        MainCoordinator(router: router, factory: factory, coordinatorFactory: coordinatorFactory)
    }

    @Test func startsOnTheNewsTabAndCreatesOtherTabsOnFirstVisit() throws {
        // Given
        let sut = makeSUT()

        // When
        sut.start()
        let afterStart = sut.childCoordinators.count
        let tabBar = try #require(router.modules.last(TabBarController.self))
        tabBar.select(MainTab.cards.rawValue)

        // Then
        #expect(router.visibleModules == ["TabBar"])
        #expect(afterStart == 1)
        #expect(sut.hasDependency(ofType: NewsCoordinator.self) != nil)
        #expect(sut.hasDependency(ofType: CardsCoordinator.self) != nil)
        #expect(sut.hasDependency(ofType: ProfileCoordinator.self) == nil)
    }

    @Test func whereTheFlowIsIsTheSelectedTabsPlace() throws {
        // Given
        let sut = makeSUT()
        sut.start(with: .article(id: 3))
        let onTheArticle = sut.currentLink

        // When
        let tabBar = try #require(router.modules.last(TabBarController.self))
        tabBar.select(MainTab.profile.rawValue)

        // Then
        #expect(onTheArticle == .article(id: 3))
        #expect(sut.currentLink == .profile)
    }

    @Test func switchingBackToATabKeepsItsCoordinatorAndScreens() throws {
        // Given
        let sut = makeSUT()
        sut.start()
        let tabBar = try #require(router.modules.last(TabBarController.self))
        let news = sut.hasDependency(ofType: NewsCoordinator.self)
        coordinatorFactory.modules.output((any NewsListModuleOutput).self)?.onArticleSelect?(Article.sample)

        // When
        tabBar.select(MainTab.profile.rawValue)
        tabBar.select(MainTab.news.rawValue)

        // Then
        #expect(sut.hasDependency(ofType: NewsCoordinator.self) === news)
        #expect(tabBar.stacks[MainTab.news.rawValue].screens.map(\.moduleName) == ["NewsList", "Article"])
    }

    @Test func aLinkReusesLiveTabsAndStartsOnlyTheMissingOne() throws {
        // Given
        let sut = makeSUT()
        sut.start()
        let tabBar = try #require(router.modules.last(TabBarController.self))
        let news = try #require(sut.hasDependency(ofType: NewsCoordinator.self))

        // When
        sut.handle(deepLinkOption: .card(id: 2))

        // Then
        #expect(sut.hasDependency(ofType: NewsCoordinator.self) === news)
        #expect(tabBar.selectedIndex == MainTab.cards.rawValue)
        #expect(tabBar.stacks[MainTab.cards.rawValue].screens.map(\.moduleName) == ["CardList", "CardDetail"])
        #expect(tabBar.stacks[MainTab.news.rawValue].screens.map(\.moduleName) == ["NewsList"])
    }

    @Test func startWithALinkOpensItsTab() throws {
        // Given
        let sut = makeSUT()

        // When
        sut.start(with: .editProfile)

        // Then
        let tabBar = try #require(router.modules.last(TabBarController.self))
        #expect(tabBar.selectedIndex == MainTab.profile.rawValue)
        #expect(tabBar.stacks[MainTab.profile.rawValue].screens.map(\.moduleName) == ["Profile", "EditProfile"])
        #expect(sut.hasDependency(ofType: NewsCoordinator.self) == nil)
    }

    @Test func signingOutInProfileFinishesTheFlowOnce() throws {
        // Given
        let sut = makeSUT()
        var finished = 0
        sut.finishFlow = { finished += 1 }
        sut.start(with: .profile)

        // When
        coordinatorFactory.modules.output((any ProfileModuleOutput).self)?.onSignOut?()
        coordinatorFactory.modules.output((any SignOutModuleOutput).self)?.onSignedOut?()

        // Then
        #expect(finished == 1)
        #expect(sut.hasDependency(ofType: ProfileCoordinator.self) == nil)
    }

    @Test func stubbedTabsAreStartedOnceAndGetTheirLinksByTab() throws {
        // Given
        coordinatorFactory.stubsTabs = true
        let sut = makeSUT()
        sut.start()

        // When
        sut.handle(deepLinkOption: .card(id: 2))
        sut.handle(deepLinkOption: .card(id: 3))
        sut.handle(deepLinkOption: .news)

        // Then
        let tabs = coordinatorFactory.liveFlows
        #expect(coordinatorFactory.madeFlows == ["News", "Cards"])
        #expect(tabs.map(\.startCount) == [1, 1])
        #expect(tabs.first?.handledOptions == [.news])
        #expect(tabs.last?.startOption == .card(id: 2))
        #expect(tabs.last?.handledOptions == [.card(id: 3)])
        #expect(sut.childCoordinators.map(ObjectIdentifier.init) == tabs.map(ObjectIdentifier.init))
    }

    @Test func aStubbedProfileTabThatFinishesEndsTheFlowAndIsLetGo() {
        // Given
        coordinatorFactory.stubsTabs = true
        let sut = makeSUT()
        var finished = 0
        sut.finishFlow = { finished += 1 }
        sut.start(with: .profile)
        let profile = coordinatorFactory.last

        // When
        profile?.finish()

        // Then
        #expect(coordinatorFactory.madeFlows == ["Profile"])
        #expect(profile?.startOption == .profile)
        #expect(finished == 1)
        #expect(sut.childCoordinators.isEmpty)
    }

    @Test func coordinatorIsReleasedWithItsWholeSubtreeAfterSignOut() async {
        let parent = BaseCoordinator()
        let tabModules = coordinatorFactory.modules
        await expectDeallocation {
            let router = RouterSpy()
            let sut = MainCoordinator(
                router: router,
                factory: factory,
                coordinatorFactory: coordinatorFactory
            )
            sut.finishFlow = { [weak parent, weak sut] in parent?.removeDependency(sut) }
            parent.addDependency(sut)
            sut.start(with: .card(id: 1))
            sut.handle(deepLinkOption: .article(id: 3))
            sut.handle(deepLinkOption: .profile)
            let children = sut.childCoordinators.map { $0 as AnyObject }
            tabModules.output((any ProfileModuleOutput).self)?.onSignOut?()
            tabModules.output((any SignOutModuleOutput).self)?.onSignedOut?()
            #expect(parent.childCoordinators.isEmpty)
            router.modules.forget()
            tabModules.forget()
            return [sut] + children + router.modules.liveObjects + tabModules.liveObjects
        }
    }

    @Test func aLinkToATabSaysItOpenedWhetherTheTabsFlowWasLiveOrNot() throws {
        // Given
        let sut = makeSUT()
        sut.start()

        // When
        let toLiveTab = sut.handle(deepLinkOption: .article(id: 3))
        let toNewTab = sut.handle(deepLinkOption: .card(id: 2))

        // Then
        #expect(toLiveTab == .opened)
        #expect(toNewTab == .opened)
        let tabBar = try #require(router.modules.last(TabBarController.self))
        #expect(tabBar.stacks[MainTab.news.rawValue].screens.map(\.moduleName) == ["NewsList", "Article"])
        #expect(tabBar.stacks[MainTab.cards.rawValue].screens.map(\.moduleName) == ["CardList", "CardDetail"])
    }

    @Test func signUpIsRejectedAndNothingMoves() throws {
        // Given
        let sut = makeSUT()
        sut.start()
        let tabBar = try #require(router.modules.last(TabBarController.self))
        let children = sut.childCoordinators.map(ObjectIdentifier.init)

        // When
        let outcome = sut.handle(deepLinkOption: .signUp)

        // Then
        #expect(outcome == .rejected(reason: "you are already signed in; sign out first"))
        #expect(tabBar.selectedIndex == MainTab.news.rawValue)
        #expect(sut.childCoordinators.map(ObjectIdentifier.init) == children)
        #expect(tabBar.stacks[MainTab.news.rawValue].screens.map(\.moduleName) == ["NewsList"])
    }

    @Test func startWithSignUpRejectsItOnTheNewsTab() throws {
        // Given
        let sut = makeSUT()

        // When
        let outcome = sut.start(with: .signUp)

        // Then
        #expect(outcome == .rejected(reason: "you are already signed in; sign out first"))
        let tabBar = try #require(router.modules.last(TabBarController.self))
        #expect(tabBar.selectedIndex == MainTab.news.rawValue)
        #expect(tabBar.stacks[MainTab.news.rawValue].screens.map(\.moduleName) == ["NewsList"])
    }

    @Test func startWithALinkSaysItOpened() {
        // Given
        let sut = makeSUT()

        // When
        let outcome = sut.start(with: .editProfile)

        // Then
        #expect(outcome == .opened)
    }
}
