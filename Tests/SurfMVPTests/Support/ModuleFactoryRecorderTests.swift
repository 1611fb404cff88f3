import Testing

@testable import Coordinators
@testable import Modules
@testable import Terminal

/// The recorder the coordinator tests build modules with: what it remembers, so their leak checks cannot pass empty.
@MainActor @Suite struct ModuleFactoryRecorderTests {
    private let sut = ModuleFactoryRecorder()

    @Test func recordsEachModuleByNameInOrder() {
        // When
        _ = sut.makeLoginModule()
        _ = sut.makeCodeModule()
        _ = sut.makeTabBar()

        // Then
        #expect(sut.madeModules == ["Login", "Code", "TabBar"])
    }

    @Test func keepsTheLastModuleOfEachKindUntilForgotten() throws {
        // Given
        _ = sut.makeCardDetailModule()
        let module = sut.makeCardDetailModule()

        // When
        let last = try #require(sut.last(CardDetailModuleComponents.self))
        sut.forgetLastModules()

        // Then
        #expect(last.view === module.view)
        #expect(sut.last(CardDetailModuleComponents.self) == nil)
        #expect(sut.last(CardListModuleComponents.self) == nil)
    }

    @Test func watchesEveryViewPresenterAndContainerWhileTheyLive() throws {
        // Given
        var login: LoginModuleComponents? = sut.makeLoginModule()
        var article: ArticleModuleComponents? = sut.makeArticleModule()
        var tabBar: TabBarController? = sut.makeTabBar()
        let made = try [
            #require(login).view, #require(login).output, #require(article).view, #require(article).input,
            #require(tabBar),
        ].map { ObjectIdentifier($0 as AnyObject) }

        // When
        let alive = sut.liveObjects.map(ObjectIdentifier.init)
        sut.forgetLastModules()
        login = nil
        article = nil
        tabBar = nil

        // Then
        #expect(Set(alive) == Set(made))
        #expect(alive.count == 5)
        #expect(sut.liveObjects.isEmpty)
    }
}
