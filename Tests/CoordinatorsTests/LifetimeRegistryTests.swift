import Testing

@testable import Coordinators
@testable import Terminal

@MainActor @Suite struct LifetimeRegistryTests {
    private final class Flow: BaseCoordinator {}
    private final class ThingPresenter {}

    private let console = ScriptedConsole()

    private func makeSUT(trace: Bool = false) -> LifetimeRegistry {
        LifetimeRegistry(tracer: Tracer(console: console, isEnabled: trace), console: console)
    }

    @Test func pathsFollowTheOwners() {
        // Given
        let sut = makeSUT()
        let app = Flow()
        let cards = Flow()
        let presenter = ThingPresenter()

        // When
        sut.track(app, kind: .coordinator)
        sut.track(cards, kind: .coordinator, owner: app)
        sut.track(presenter, kind: .presenter, owner: cards)

        // Then
        #expect(sut.path(of: presenter) == "Flow › Flow › ThingPresenter")
        #expect(sut.subtree(of: app).count == 2)
    }

    @Test func whatOutlivesAFinishedFlowIsReportedOnceAsALeak() {
        // Given
        let sut = makeSUT()
        let flow = Flow()
        let presenter = ThingPresenter()
        sut.track(flow, kind: .coordinator)
        sut.track(presenter, kind: .presenter, owner: flow)

        // When
        sut.coordinatorDidFinish(flow)
        sut.reportLeaks()
        sut.reportLeaks()

        // Then
        #expect(sut.leaks() == ["Flow", "Flow › ThingPresenter"])
        #expect(console.errorOutput == "leak: Flow\nleak: Flow › ThingPresenter\n")
    }

    @Test func whatIsGoneIsForgottenAndTraced() {
        // Given
        let sut = makeSUT(trace: true)
        let flow = Flow()
        do {
            let presenter = ThingPresenter()
            sut.track(flow, kind: .coordinator)
            sut.track(presenter, kind: .presenter, owner: flow)
            sut.coordinatorDidFinish(flow)
        }

        // When
        sut.sweep()

        // Then
        #expect(sut.leaks() == ["Flow"])
        #expect(sut.subtree(of: flow).isEmpty)
        #expect(console.errorOutput.hasSuffix("trace: ThingPresenter deallocated\n"))
    }

    @Test func aLeakOutlivingItsDeallocatedCoordinatorIsStillReportedWithItsPath() {
        // Given
        let sut = makeSUT()
        let presenter = ThingPresenter()
        do {
            let app = Flow()
            sut.track(app, kind: .coordinator)
            do {
                let cards = Flow()
                sut.track(cards, kind: .coordinator, owner: app)
                sut.track(presenter, kind: .presenter, owner: cards)
                sut.coordinatorDidFinish(cards)
            }
            sut.sweep()

            // Then
            #expect(sut.leaks() == ["Flow › Flow › ThingPresenter"])
        }
    }
}
