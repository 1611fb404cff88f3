@testable import Coordinators
@testable import Terminal

/// A flow that only records that it started; the test ends it by calling `finishFlow`.
@MainActor
final class FlowCoordinatorStub: Coordinator, OnboardingCoordinatorOutput, AuthCoordinatorOutput,
    MainCoordinatorOutput
{
    let flow: String
    var finishFlow: (() -> Void)?
    private(set) var startCount = 0
    private(set) var startOption: DeepLinkOption?
    private(set) var handledOptions: [DeepLinkOption] = []

    init(flow: String) {
        self.flow = flow
    }

    func start() {
        start(with: nil)
    }

    func start(with option: DeepLinkOption?) {
        startCount += 1
        startOption = option
    }

    func handle(deepLinkOption option: DeepLinkOption) {
        handledOptions.append(option)
    }
}

/// Hands out flow stubs for the top-level flows, remembering them weakly in order, and real tab coordinators built
/// on a module factory spy.
@MainActor
final class CoordinatorFactoryStub: CoordinatorFactory {
    private struct WeakFlow {
        weak var coordinator: FlowCoordinatorStub?
        let flow: String
    }

    private var made: [WeakFlow] = []

    /// Builds the modules of the real tab coordinators this factory makes.
    let moduleFactory = ModuleFactorySpy()

    /// The flows made so far, by name.
    var madeFlows: [String] { made.map(\.flow) }

    /// The most recent flow, if it is still alive.
    var last: FlowCoordinatorStub? { made.last?.coordinator }

    /// Every flow made that is still alive.
    var liveFlows: [FlowCoordinatorStub] { made.compactMap(\.coordinator) }

    func makeOnboardingCoordinator(router: any Router) -> any Coordinator & OnboardingCoordinatorOutput {
        make("Onboarding")
    }

    func makeAuthCoordinator(router: any Router) -> any Coordinator & AuthCoordinatorOutput {
        make("Auth")
    }

    func makeMainCoordinator(router: any Router) -> any Coordinator & MainCoordinatorOutput {
        make("Main")
    }

    func makeNewsCoordinator(router: any Router) -> NewsCoordinator {
        NewsCoordinator(router: router, factory: moduleFactory, lifetimes: .silent())
    }

    func makeCardsCoordinator(router: any Router) -> CardsCoordinator {
        CardsCoordinator(router: router, factory: moduleFactory, lifetimes: .silent())
    }

    func makeProfileCoordinator(router: any Router) -> ProfileCoordinator {
        ProfileCoordinator(router: router, factory: moduleFactory, lifetimes: .silent())
    }

    private func make(_ flow: String) -> FlowCoordinatorStub {
        let coordinator = FlowCoordinatorStub(flow: flow)
        made.append(WeakFlow(coordinator: coordinator, flow: flow))
        return coordinator
    }
}
