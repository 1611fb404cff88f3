import Terminal

/// Makes the app's real coordinators, each with the module factory for its flow.
@MainActor
final class AppCoordinatorFactory: CoordinatorFactory {
    // MARK: - Properties

    private let moduleFactory: AppModuleFactory
    private let tracer: Tracer

    // MARK: - Initialization

    init(moduleFactory: AppModuleFactory, tracer: Tracer) {
        self.moduleFactory = moduleFactory
        self.tracer = tracer
    }

    // MARK: - CoordinatorFactory

    func makeOnboardingCoordinator(router: any Router) -> any Coordinator & OnboardingCoordinatorOutput {
        OnboardingCoordinator(router: router, factory: moduleFactory, tracer: tracer)
    }

    func makeAuthCoordinator(router: any Router) -> any Coordinator & AuthCoordinatorOutput {
        AuthCoordinator(router: router, factory: moduleFactory, tracer: tracer)
    }

    func makeMainCoordinator(router: any Router) -> any Coordinator & MainCoordinatorOutput {
        MainCoordinator(router: router, factory: moduleFactory, tracer: tracer)
    }
}
