@testable import Coordinators
@testable import Terminal

/// A flow that only records how it was started and what links reached it, and answers each link with `outcome`.
///
/// The test ends it by calling `finishFlow`. Each flow has its own subclass, so that it conforms to its own output
/// only, as a real one does.
@MainActor
class FlowCoordinatorStub: Coordinator {
    let flow: String
    var finishFlow: (() -> Void)?
    /// What the stub says became of every link it is given.
    var outcome = DeepLinkOutcome.opened
    private(set) var startCount = 0
    private(set) var startOption: DeepLinkOption?
    private(set) var handledOptions: [DeepLinkOption] = []
    /// How many times the flow was asked to keep its unsaved work.
    private(set) var keepUnsavedWorkCount = 0
    /// Where the stub says the flow is.
    var currentLink: DeepLinkOption?

    init(flow: String) {
        self.flow = flow
    }

    func start() {
        startCount += 1
    }

    func start(with option: DeepLinkOption) -> DeepLinkOutcome {
        startCount += 1
        startOption = option
        return outcome
    }

    func handle(deepLinkOption option: DeepLinkOption) -> DeepLinkOutcome {
        handledOptions.append(option)
        return outcome
    }

    func keepUnsavedWork() async {
        keepUnsavedWorkCount += 1
    }

    func finish() {
        let finishFlow = finishFlow
        self.finishFlow = nil
        finishFlow?()
    }
}

/// Hands out flow stubs for the top-level flows, remembering them weakly in order, and real tab coordinators built
/// on `AppModuleFactory.withDoubles()`, whose screens it records in `modules`, or tab stubs when `stubsTabs` is set.
@MainActor
final class CoordinatorFactoryStub: CoordinatorFactory {
    private struct WeakFlow {
        weak var coordinator: FlowCoordinatorStub?
        let flow: String
    }

    private var made: [WeakFlow] = []

    /// What the flows made from now on say became of their links.
    var linkOutcome = DeepLinkOutcome.opened

    /// Whether the tabs made from now on are flow stubs rather than the real tab coordinators.
    var stubsTabs = false

    /// Every module the real tab coordinators this factory makes have shown.
    let modules = ShownModules()

    private let moduleFactory = AppModuleFactory.withDoubles()

    /// The flows made so far, by name.
    var madeFlows: [String] { made.map(\.flow) }

    /// The most recent flow, if it is still alive.
    var last: FlowCoordinatorStub? { made.last?.coordinator }

    /// Every flow made that is still alive.
    var liveFlows: [FlowCoordinatorStub] { made.compactMap(\.coordinator) }

    // MARK: - CoordinatorFactory

    func makeOnboardingCoordinator(router: any Router) -> any Coordinator & OnboardingCoordinatorOutput {
        make(OnboardingFlowStub(flow: "Onboarding"))
    }

    func makeAuthCoordinator(router: any Router) -> any Coordinator & AuthCoordinatorOutput {
        make(AuthFlowStub(flow: "Auth"))
    }

    func makeMainCoordinator(router: any Router) -> any Coordinator & MainCoordinatorOutput {
        make(MainFlowStub(flow: "Main"))
    }

    func makeNewsCoordinator(router: any Router) -> any Coordinator {
        if stubsTabs { return make(FlowCoordinatorStub(flow: "News")) }
        return NewsCoordinator(router: recording(router), factory: moduleFactory)
    }

    func makeCardsCoordinator(router: any Router) -> any Coordinator {
        if stubsTabs { return make(FlowCoordinatorStub(flow: "Cards")) }
        return CardsCoordinator(router: recording(router), factory: moduleFactory)
    }

    func makeProfileCoordinator(router: any Router) -> any Coordinator & ProfileCoordinatorOutput {
        if stubsTabs { return make(ProfileFlowStub(flow: "Profile")) }
        return ProfileCoordinator(router: recording(router), factory: moduleFactory)
    }

    // MARK: - Private Methods

    private func recording(_ router: any Router) -> RecordingRouter {
        RecordingRouter(router, recordingIn: modules)
    }

    private func make<Flow: FlowCoordinatorStub>(_ flow: Flow) -> Flow {
        made.append(WeakFlow(coordinator: flow, flow: flow.flow))
        flow.outcome = linkOutcome
        return flow
    }
}

/// A stub Onboarding flow.
final class OnboardingFlowStub: FlowCoordinatorStub, OnboardingCoordinatorOutput {}

/// A stub Auth flow.
final class AuthFlowStub: FlowCoordinatorStub, AuthCoordinatorOutput {}

/// A stub Main flow.
final class MainFlowStub: FlowCoordinatorStub, MainCoordinatorOutput {}

/// A stub Profile flow.
final class ProfileFlowStub: FlowCoordinatorStub, ProfileCoordinatorOutput {}
