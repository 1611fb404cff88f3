import LeakCheck
import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import Terminal

@MainActor @Suite struct OnboardingCoordinatorTests {
    private let factory = AppModuleFactory.withDoubles()
    private let router = RouterSpy()

    private func makeSUT() -> OnboardingCoordinator {
        OnboardingCoordinator(router: router, factory: factory)
    }

    @Test func pagesArePushedInOrderAfterTheFirstBecomesRoot() {
        // Given
        let sut = makeSUT()

        // When
        sut.start()
        router.modules.output((any OnboardingModuleOutput).self)?.onNext?()
        router.modules.output((any OnboardingModuleOutput).self)?.onNext?()

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
        router.modules.output((any OnboardingModuleOutput).self)?.onFinish?()
        router.modules.output((any OnboardingModuleOutput).self)?.onFinish?()

        // Then
        #expect(finished == 1)
    }

    @Test func coordinatorIsReleasedAfterItsFlow() async {
        let parent = BaseCoordinator()
        await expectDeallocation {
            let router = RouterSpy()
            let sut = OnboardingCoordinator(router: router, factory: factory)
            sut.finishFlow = { [weak parent, weak sut] in parent?.removeDependency(sut) }
            parent.addDependency(sut)
            sut.start()
            router.modules.output((any OnboardingModuleOutput).self)?.onNext?()
            router.modules.output((any OnboardingModuleOutput).self)?.onFinish?()
            #expect(parent.childCoordinators.isEmpty)
            router.modules.forget()
            return [sut] + router.modules.liveObjects
        }
    }

    @Test func linksAreRejected() {
        // Given
        let sut = OnboardingCoordinator(
            router: RouterSpy(),
            factory: AppModuleFactory.withDoubles()
        )
        sut.start()

        // When
        let outcome = sut.handle(deepLinkOption: .news)

        // Then
        #expect(outcome == .rejected(reason: "this part of the app opens no links"))
    }
}
