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

    init(flow: String) {
        self.flow = flow
    }

    func start() {
        start(with: nil)
    }

    func start(with option: DeepLinkOption?) {
        startCount += 1
    }
}

/// Hands out flow stubs and remembers them, weakly, in the order they were made.
@MainActor
final class CoordinatorFactoryStub: CoordinatorFactory {
    private struct WeakFlow {
        weak var coordinator: FlowCoordinatorStub?
        let flow: String
    }

    private var made: [WeakFlow] = []

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

    private func make(_ flow: String) -> FlowCoordinatorStub {
        let coordinator = FlowCoordinatorStub(flow: flow)
        made.append(WeakFlow(coordinator: coordinator, flow: flow))
        return coordinator
    }
}
