import Testing

@testable import Coordinators
@testable import Modules
@testable import Terminal

@MainActor @Suite struct OnboardingCoordinatorTests {
    private let factory = ModuleFactoryRecorder()
    private let router = RouterSpy()

    private func makeSUT() -> OnboardingCoordinator {
        OnboardingCoordinator(router: router, factory: factory, lifetimes: .silent())
    }

    @Test func pagesArePushedInOrderAfterTheFirstBecomesRoot() {
        // Given
        let sut = makeSUT()

        // When
        sut.start()
        factory.last(OnboardingModuleComponents.self)?.output.onNext?()
        factory.last(OnboardingModuleComponents.self)?.output.onNext?()

        // Then
        #expect(router.calls == ["setRoot Onboarding", "push Onboarding", "push Onboarding"])
    }

    @Test func finishingOnAnyPageEndsTheFlowOnce() {
        // Given
        let sut = makeSUT()
        var finished = 0
        sut.finishFlow = { finished += 1 }
        sut.start()

        // When
        factory.last(OnboardingModuleComponents.self)?.output.onFinish?()
        factory.last(OnboardingModuleComponents.self)?.output.onFinish?()

        // Then
        #expect(finished == 1)
    }

    @Test func coordinatorIsReleasedAfterItsFlow() async {
        let parent = BaseCoordinator(lifetimes: .silent())
        await expectDeallocation {
            let sut = OnboardingCoordinator(router: RouterSpy(), factory: factory, lifetimes: .silent())
            sut.finishFlow = { [weak parent, weak sut] in parent?.removeDependency(sut) }
            parent.addDependency(sut)
            sut.start()
            factory.last(OnboardingModuleComponents.self)?.output.onNext?()
            factory.last(OnboardingModuleComponents.self)?.output.onFinish?()
            #expect(parent.childCoordinators.isEmpty)
            factory.forgetLastModules()
            return [sut] + factory.liveObjects
        }
    }

    @Test func linksAreRejected() {
        // Given
        let sut = OnboardingCoordinator(router: RouterSpy(), factory: ModuleFactoryRecorder(), lifetimes: .silent())
        sut.start()

        // When
        let outcome = sut.handle(deepLinkOption: .news)

        // Then
        #expect(outcome == .rejected(reason: "this part of the app opens no links"))
    }
}
