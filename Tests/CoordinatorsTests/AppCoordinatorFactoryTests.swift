import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import Terminal

/// The app's coordinator factory has the lifetime registry track every flow it makes, so no flow's init deals with
/// leak tracking.
@MainActor @Suite struct AppCoordinatorFactoryTests {
    private let router = RouterSpy()

    @Test(arguments: ["Onboarding", "Auth", "Main", "News", "Cards", "Profile"])
    func everyFlowTheAppMakesIsTrackedAndTracesItsLife(flow: String) {
        // Given
        let console = ScriptedConsole()
        let lifetimes = LifetimeRegistry(tracer: Tracer(console: console, isEnabled: true), console: console)
        let sut = AppCoordinatorFactory(dependencies: .withDoubles(), lifetimes: lifetimes)
        let parent = BaseCoordinator().track(with: lifetimes)

        // When
        let coordinator: BaseCoordinator? =
            switch flow {
            case "Onboarding": sut.makeOnboardingCoordinator(router: router) as? BaseCoordinator
            case "Auth": sut.makeAuthCoordinator(router: router) as? BaseCoordinator
            case "Main": sut.makeMainCoordinator(router: router) as? BaseCoordinator
            case "News": sut.makeNewsCoordinator(router: router) as? BaseCoordinator
            case "Cards": sut.makeCardsCoordinator(router: router) as? BaseCoordinator
            default: sut.makeProfileCoordinator(router: router) as? BaseCoordinator
            }
        if let coordinator {
            parent.addDependency(coordinator)
            coordinator.finish()
        }

        // Then
        #expect(coordinator?.lifetimeObserver === lifetimes)
        #expect(
            console.errorOutput.hasSuffix(
                """
                trace: \(flow)Coordinator created
                trace: \(flow)Coordinator started
                trace: \(flow)Coordinator finished

                """
            )
        )
        #expect(lifetimes.leaks() == ["Base › \(flow)"])
    }
}
