import Testing

@testable import Coordinators
@testable import Modules
@testable import Terminal

/// Leak tracking needs no call per module: the router registers what it shows, and the presenter the view holds.
@MainActor @Suite struct LifetimeTrackingRouterTests {
    private final class FlowStub {}

    private let console = ScriptedConsole()
    private let router = RouterSpy()

    private func makeRegistry() -> LifetimeRegistry {
        LifetimeRegistry(tracer: Tracer(console: console, isEnabled: false), reportingTo: console)
    }

    @Test(arguments: ["setRoot", "push", "present"])
    func aShownModuleIsRegisteredWithItsPresenterUnderTheOwner(call: String) throws {
        // Given
        let lifetimes = makeRegistry()
        let flow = FlowStub()
        lifetimes.register(flow, kind: .coordinator)
        let sut = LifetimeTrackingRouter(router, lifetimes: lifetimes)
        _ = sut.owned(by: flow)
        let module = ProfileModuleConfigurator().configure(profileService: ProfileServiceFake())

        // When
        switch call {
        case "setRoot": sut.setRootModule(module.view)
        case "push": sut.push(module.view)
        default: sut.present(module.view)
        }

        // Then
        #expect(lifetimes.modules(ownedBy: flow, kind: .view) == ["ProfileView"])
        #expect(lifetimes.modules(ownedBy: flow, kind: .presenter) == ["ProfilePresenter"])
        #expect(router.calls == ["\(call) Profile"], "the call is passed on")
    }

    @Test func aModuleKeptAliveAfterItsFlowFinishedIsReportedAsALeak() {
        // Given
        let lifetimes = makeRegistry()
        let flow = FlowStub()
        lifetimes.register(flow, kind: .coordinator)
        let sut = LifetimeTrackingRouter(router, lifetimes: lifetimes)
        _ = sut.owned(by: flow)
        let module = ProfileModuleConfigurator().configure(profileService: ProfileServiceFake())
        sut.push(module.view)

        // When
        lifetimes.didFinish(flow)

        // Then
        #expect(
            lifetimes.leaks().filter { $0.contains("Profile") } == [
                "FlowStub › ProfileView", "FlowStub › ProfilePresenter",
            ]
        )
    }

    @Test func aScreenWithoutAPresenterIsRegisteredAlone() {
        // Given
        let lifetimes = makeRegistry()
        let flow = FlowStub()
        lifetimes.register(flow, kind: .coordinator)
        let sut = LifetimeTrackingRouter(router, lifetimes: lifetimes)
        _ = sut.owned(by: flow)
        let tabBar = TabBarController(title: "Main", tabTitles: ["News"])

        // When
        sut.setRootModule(tabBar)
        sut.push(PresentableStub(presenting: nil))

        // Then
        #expect(lifetimes.modules(ownedBy: flow, kind: .view) == ["TabBarController"])
        #expect(lifetimes.modules(ownedBy: flow, kind: .presenter).isEmpty)
    }
}
