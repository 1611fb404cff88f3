import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The record the coordinator tests fire module outputs through: what it finds, so their leak checks cannot pass
/// empty.
@MainActor @Suite struct ShownModulesTests {
    private let sut = ShownModules()

    @Test func findsTheLastShownModuleByItsOutputOrItsType() throws {
        // Given
        let first = CardDetailModuleConfigurator().configure(cardService: CardServiceFake())
        let second = CardDetailModuleConfigurator().configure(cardService: CardServiceFake())
        let tabBar = TabBarController(title: "Main", tabTitles: ["News"])

        // When
        sut.record(first.view)
        sut.record(second.view)
        sut.record(tabBar)

        // Then
        #expect(sut.output((any CardDetailModuleOutput).self) === second.output)
        #expect(sut.output((any ProfileModuleOutput).self) == nil)
        #expect(sut.last(TabBarController.self) === tabBar)
    }

    @Test func watchesEveryScreenAndPresenterWhileTheyLive() {
        // Given
        var login: LoginModuleComponents? = LoginModuleConfigurator().configure(authService: AuthServiceSpy())
        login.map { sut.record($0.view) }

        // When
        let alive = sut.liveObjects.count
        sut.forget()
        let afterForget = sut.liveObjects.count
        login = nil

        // Then
        #expect(alive == 2)
        #expect(afterForget == 2, "the test's own reference still holds them")
        #expect(sut.liveObjects.isEmpty)
    }
}
