import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal
@testable import TestSupport

/// The leak checker the lifetime tests rely on: it finds what is still alive, so they cannot pass empty.
///
/// It is checked through `leakedObjects`, the part that finds leaks, so that the deliberate leaks here are results
/// to compare rather than failures recorded and then excused.
@MainActor @Suite struct ExpectDeallocationTests {
    @Test func findsNothingWhenEverythingIsReleased() async {
        // When
        let leaked = await leakedObjects {
            let module = LoginModuleConfigurator().configure(authService: AuthServiceSpy())
            return [module.view, module.output]
        }

        // Then
        #expect(leaked.isEmpty)
    }

    @Test func findsARetainCycle() async {
        // When: a module output closure that holds its own view strongly
        let leaked = await leakedObjects {
            let module = LoginModuleConfigurator().configure(authService: AuthServiceSpy())
            module.output.onCodeRequested = { _ in _ = module.view }
            return [module.view, module.output]
        }

        // Then
        #expect(leaked == ["LoginView", "LoginPresenter"])
    }

    @Test func coversAWholeRegisteredSubtree() async {
        // Given
        let lifetimes = LifetimeRegistry.silent()
        var kept: [ThingPresenter] = []

        // When: a presenter held from outside outlives its coordinator
        let leaked = await leakedObjects(in: lifetimes) {
            let root = ThingCoordinator()
            let presenter = ThingPresenter()
            lifetimes.register(root, kind: .coordinator)
            lifetimes.register(presenter, kind: .presenter, owner: root)
            lifetimes.coordinatorDidFinish(root)
            kept.append(presenter)
            return [root]
        }

        // Then
        #expect(leaked == ["Thing › ThingPresenter"])
        withExtendedLifetime(kept) {}
    }

    @Test func waitsForTheActionBeforeChecking() async {
        // Given
        var held: ThingPresenter?

        // When: the object is let go only by the action
        let leaked = await leakedObjects(
            of: {
                let object = ThingPresenter()
                held = object
                return [object]
            },
            after: { held = nil }
        )

        // Then
        #expect(leaked.isEmpty)
        #expect(held == nil)
    }
}

/// A stand-in coordinator to register.
private final class ThingCoordinator: BaseCoordinator {}

/// A stand-in presenter to register.
private final class ThingPresenter {}
