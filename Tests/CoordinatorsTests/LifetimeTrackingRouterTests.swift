import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import Terminal
@testable import TestSupport

/// Leak tracking needs no call per screen: the router has the registry track each screen it shows, and as the screen
/// leaves, the presenter the module factory paired with it.
@MainActor @Suite struct LifetimeTrackingRouterTests {
    private final class FlowStub: BaseCoordinator {}

    private let router = RouterSpy()

    private func makeRegistry() -> LifetimeRegistry {
        .silent()
    }

    @Test(arguments: ["setRoot", "push", "present"])
    func aShownScreenIsTrackedAndItsPresenterWhenItLeaves(call: String) throws {
        // Given
        let lifetimes = makeRegistry()
        let flow = FlowStub()
        lifetimes.track(flow, kind: .coordinator)
        let sut = LifetimeTrackingRouter(router, lifetimes: lifetimes)
        sut.owner = flow
        let module = AppModuleFactory.withDoubles(lifetimes: lifetimes).makeProfileModule()

        // When
        switch call {
        case "setRoot": sut.setRootModule(module.view)
        case "push": sut.push(module.view)
        default: sut.present(module.view)
        }

        let presentersWhileShown = lifetimes.modules(ownedBy: flow, kind: .presenter)
        if call == "present" {
            sut.dismissModule()
        } else {
            sut.setRootModule(ViewControllerSpy("Other"))
        }

        // Then
        #expect(lifetimes.modules(ownedBy: flow, kind: .view).prefix(1) == ["ProfileView"])
        #expect(presentersWhileShown.isEmpty)
        #expect(lifetimes.modules(ownedBy: flow, kind: .presenter) == ["ProfilePresenter"])
        #expect(router.calls.first == "\(call) Profile", "the call is passed on")
    }

    @Test func aModuleKeptAliveAfterItsFlowFinishedIsReportedAsALeak() {
        // Given
        let lifetimes = makeRegistry()
        let flow = FlowStub()
        lifetimes.track(flow, kind: .coordinator)
        let sut = LifetimeTrackingRouter(router, lifetimes: lifetimes)
        sut.owner = flow
        let module = AppModuleFactory.withDoubles(lifetimes: lifetimes).makeProfileModule()
        sut.push(module.view)

        // When
        sut.setRootModule(ViewControllerSpy("Other"))
        lifetimes.coordinatorDidFinish(flow)

        // Then
        #expect(
            lifetimes.leaks().filter { $0.contains("Profile") } == [
                "FlowStub › ProfileView", "FlowStub › ProfilePresenter",
            ]
        )
    }

    @Test func aPresenterWhoseFlowWentBeforeItsScreenLeftIsStillReportedAsALeak() throws {
        // Given: a finished flow, under a parent, deallocated while its screen is still on a stack
        let lifetimes = makeRegistry()
        let parent = FlowStub()
        lifetimes.track(parent, kind: .coordinator)
        let module = AppModuleFactory.withDoubles(lifetimes: lifetimes).makeProfileModule()
        var flow: FlowStub? = FlowStub()
        let sut = LifetimeTrackingRouter(router, lifetimes: lifetimes)
        lifetimes.track(try #require(flow), kind: .coordinator, owner: parent)
        sut.owner = flow
        sut.push(module.view)
        lifetimes.coordinatorDidFinish(try #require(flow))
        flow = nil

        // When: the screen leaves, the module kept alive
        sut.setRootModule(ViewControllerSpy("Other"))

        // Then
        #expect(
            lifetimes.leaks().filter { $0.contains("Profile") } == [
                "FlowStub › FlowStub › ProfileView", "FlowStub › FlowStub › ProfilePresenter",
            ]
        )
    }

    @Test func aScreenWithoutAPresenterIsTrackedAlone() {
        // Given
        let lifetimes = makeRegistry()
        let flow = FlowStub()
        lifetimes.track(flow, kind: .coordinator)
        let sut = LifetimeTrackingRouter(router, lifetimes: lifetimes)
        sut.owner = flow
        let tabBar = TabBarController(title: "Main", tabTitles: ["News"])

        // When
        sut.setRootModule(tabBar)
        sut.push(PresentableStub(presenting: nil))

        // Then
        #expect(lifetimes.modules(ownedBy: flow, kind: .view) == ["TabBarController"])
        #expect(lifetimes.modules(ownedBy: flow, kind: .presenter).isEmpty)
    }

    @Test func aPresenterIsTrackedWhateverItsViewCallsIt() {
        // Given: a view that keeps its presenter under a name of its own
        let lifetimes = makeRegistry()
        let flow = FlowStub()
        lifetimes.track(flow, kind: .coordinator)
        let sut = LifetimeTrackingRouter(router, lifetimes: lifetimes)
        sut.owner = flow
        let presenter = PresenterStub()
        let view = RenamedOutputView(handler: presenter)
        lifetimes.pair(presenter: presenter, with: view)

        // When
        sut.push(view)
        sut.setRootModule(ViewControllerSpy("Other"))

        // Then
        #expect(lifetimes.modules(ownedBy: flow, kind: .presenter) == ["PresenterStub"])
    }

    @Test(arguments: ["Login", "Article", "Alert", "CardActions"])
    func everyModuleTheAppMakesHasItsPresenterTracked(name: String) throws {
        // Given
        let lifetimes = makeRegistry()
        let flow = FlowStub()
        lifetimes.track(flow, kind: .coordinator)
        let sut = LifetimeTrackingRouter(router, lifetimes: lifetimes)
        sut.owner = flow
        let factory = AppModuleFactory.withDoubles(lifetimes: lifetimes)
        let view: ViewController =
            switch name {
            case "Login": factory.makeLoginModule().view
            case "Article": factory.makeArticleModule().view
            case "Alert": factory.makeAlertModule().view
            default: factory.makeCardActionsModule().view
            }

        // When
        sut.push(view)
        sut.setRootModule(ViewControllerSpy("Other"))

        // Then
        #expect(lifetimes.modules(ownedBy: flow, kind: .presenter) == ["\(name)Presenter"])
    }
}

// MARK: - Doubles

/// A presenter that does nothing.
private final class PresenterStub {}

/// A screen that holds its presenter as `handler`, not `output`.
private final class RenamedOutputView: ViewController {
    private let handler: PresenterStub

    init(handler: PresenterStub) {
        self.handler = handler
        super.init(title: "Renamed")
    }
}
