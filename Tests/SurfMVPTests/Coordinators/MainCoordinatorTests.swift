import Testing

@testable import Coordinators
@testable import Modules
@testable import Terminal

@MainActor @Suite struct MainCoordinatorTests {
    private let factory = ModuleFactorySpy()
    private let router = RouterSpy()

    private func makeSUT() -> MainCoordinator {
        MainCoordinator(router: router, factory: factory, lifetimes: .silent())
    }

    @Test func signOutAsksForConfirmationAndCancelKeepsTheFlow() {
        // Given
        let sut = makeSUT()
        var finished = false
        sut.finishFlow = { finished = true }
        sut.start()

        // When
        factory.lastHome?.output.onSignOut?()
        let asked = router.visibleModules
        factory.lastSignOut?.output.onCancel?()

        // Then
        #expect(asked == ["Home", "SignOut"])
        #expect(router.visibleModules == ["Home"])
        #expect(!finished)
    }

    @Test func confirmedSignOutFinishesTheFlow() {
        // Given
        let sut = makeSUT()
        var finished = 0
        sut.finishFlow = { finished += 1 }
        sut.start()

        // When
        factory.lastHome?.output.onSignOut?()
        factory.lastSignOut?.output.onSignedOut?()

        // Then
        #expect(finished == 1)
    }

    @Test func coordinatorIsReleasedAfterItsFlow() async {
        let parent = BaseCoordinator(lifetimes: .silent())
        await expectDeallocation {
            let sut = MainCoordinator(router: RouterSpy(), factory: factory, lifetimes: .silent())
            sut.finishFlow = { [weak parent, weak sut] in parent?.removeDependency(sut) }
            parent.addDependency(sut)
            sut.start()
            factory.lastHome?.output.onSignOut?()
            factory.lastSignOut?.output.onCancel?()
            factory.lastHome?.output.onSignOut?()
            factory.lastSignOut?.output.onSignedOut?()
            #expect(parent.childCoordinators.isEmpty)
            factory.forgetLastModules()
            return [sut] + factory.liveObjects
        }
    }
}
